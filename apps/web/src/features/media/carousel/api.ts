import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IndexImgVO, PageVO } from '@caremall/contract';
import { http } from '../../../shared/http';

export interface CarouselQuery {
  pageNum: number;
  pageSize: number;
  imgType?: number;
  status?: number;
}

export interface CarouselBody {
  imgId?: number;
  imgUrl: string;
  seq: number;
  imgType: number;
  status: number;
  /** '' for no product, as the upstream client sends. */
  spuId: number | '';
}

const keys = {
  all: ['index-img'] as const,
  page: (query: CarouselQuery) => [...keys.all, 'page', query] as const,
  detail: (imgId: number) => [...keys.all, 'detail', imgId] as const,
};

export const useCarouselPage = (query: CarouselQuery) =>
  useQuery({
    queryKey: keys.page(query),
    queryFn: () => http.get<PageVO<IndexImgVO>>('/mall_multishop/admin/index_img/page', { ...query }),
    placeholderData: keepPreviousData,
  });

export const useCarouselImage = (imgId: number | null) =>
  useQuery({
    queryKey: keys.detail(imgId ?? 0),
    queryFn: () => http.get<IndexImgVO>('/mall_multishop/admin/index_img', { imgId: imgId! }),
    enabled: imgId !== null,
    gcTime: 0,
  });

export function useSaveCarousel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CarouselBody) =>
      body.imgId ? http.put('/mall_multishop/admin/index_img', body) : http.post('/mall_multishop/admin/index_img', body),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useDeleteCarousel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (imgId: number) => http.delete('/mall_multishop/admin/index_img', { params: { imgId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
