import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HOT_SEARCH_PATHS, type HotSearchBody, type HotSearchPageQuery, type HotSearchVO, type NoticeVO, type PageVO } from '@caremall/contract';
import { crudApi } from '../../shared/crud';
import { http } from '../../shared/http';

/** Hot-search terms of the shop (contract §4.2). */
export const hotSearchApi = crudApi<HotSearchPageQuery, HotSearchVO, HotSearchBody>({
  key: 'hot-search',
  paths: HOT_SEARCH_PATHS.full,
  idParam: 'hotSearchId',
  idOf: (body) => body.hotSearchId,
});

export interface NoticeQuery {
  pageNum: number;
  pageSize: number;
  title?: string;
  status?: number;
}

export interface NoticeBody {
  id?: number;
  title: string;
  content: string;
  status: number;
  isTop: number;
}

const NOTICE = '/mall_multishop/admin/notice';

const noticeKeys = {
  all: ['notice'] as const,
  page: (query: NoticeQuery) => [...noticeKeys.all, 'page', query] as const,
  detail: (id: number) => [...noticeKeys.all, 'detail', id] as const,
};

export const useNoticePage = (query: NoticeQuery) =>
  useQuery({
    queryKey: noticeKeys.page(query),
    queryFn: () => http.get<PageVO<NoticeVO>>(`${NOTICE}/page`, { ...query }),
    placeholderData: keepPreviousData,
  });

export const useNotice = (id: number | null) =>
  useQuery({
    queryKey: noticeKeys.detail(id ?? 0),
    queryFn: () => http.get<NoticeVO>(NOTICE, { id: id! }),
    enabled: id !== null,
    gcTime: 0,
  });

export function useSaveNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NoticeBody) => (body.id ? http.put(NOTICE, body) : http.post(NOTICE, body)),
    onSuccess: () => client.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}

export function useDeleteNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete(NOTICE, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}
