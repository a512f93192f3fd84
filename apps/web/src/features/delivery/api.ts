// The calls of the address-area screen (contract §4.7).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AREA_PATHS, type AreaBody, type AreaNodeVO, type AreaVO } from '@caremall/contract';
import { readListsAgain } from '../../shared/crud';
import { http } from '../../shared/http';

const P = AREA_PATHS.full;
const keys = { all: ['delivery-area'] as const };

/** The direct children of one area (0: the top level). */
export const useAreaChildren = (parentId: number | null) =>
  useQuery({
    queryKey: [...keys.all, 'children', parentId ?? -1],
    queryFn: () => http.get<AreaVO[]>(P.list, { parentId: parentId! }),
    enabled: parentId !== null,
  });

/** The whole tree, children nested (for the parent cascader). */
export const useAreaTree = (enabled: boolean) =>
  useQuery({ queryKey: [...keys.all, 'tree'], queryFn: () => http.get<AreaNodeVO[]>(P.list), enabled });

/** The area of an edit dialog: `null` (closed) and `0` (create) load nothing. */
export const useArea = (areaId: number | null) =>
  useQuery({
    queryKey: [...keys.all, 'one', areaId ?? 0],
    queryFn: () => http.get<AreaVO>(P.one, { areaId: areaId! }),
    enabled: areaId !== null && areaId > 0,
    gcTime: 0,
    meta: { listsOnRefusal: keys.all },
  });

export function useSaveArea() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AreaBody) => (body.areaId ? http.put(P.one, body) : http.post(P.one, body)),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
    onError: () => readListsAgain(client, keys.all, 'one'),
  });
}

export function useDeleteArea() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (areaId: number) => http.delete(P.one, { params: { areaId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
