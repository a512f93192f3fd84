import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/http';

export interface AreaVO {
  areaId: number;
  parentId: number;
  areaName: string;
  level: number;
  children?: AreaVO[];
}

export interface AreaBody {
  areaId?: number;
  areaName: string;
  parentId: number;
}

const keys = { all: ['delivery', 'area'] as const };

/** The direct children of one area (0: the top level). */
export const useAreaChildren = (parentId: number | null) =>
  useQuery({
    queryKey: [...keys.all, 'children', parentId ?? -1],
    queryFn: () => http.get<AreaVO[]>('/mall_delivery/m/area/list', { parentId: parentId! }),
    enabled: parentId !== null,
  });

/** The whole tree, children nested (for the parent cascader). */
export const useAreaTree = (enabled: boolean) =>
  useQuery({ queryKey: [...keys.all, 'tree'], queryFn: () => http.get<AreaVO[]>('/mall_delivery/m/area/list'), enabled });

export const useArea = (areaId: number | null) =>
  useQuery({
    queryKey: [...keys.all, 'detail', areaId ?? 0],
    queryFn: () => http.get<AreaVO>('/mall_delivery/m/area', { areaId: areaId! }),
    enabled: areaId !== null,
    gcTime: 0,
  });

export function useSaveArea() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AreaBody) => (body.areaId ? http.put('/mall_delivery/m/area', body) : http.post('/mall_delivery/m/area', body)),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useDeleteArea() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (areaId: number) => http.delete('/mall_delivery/m/area', { params: { areaId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
