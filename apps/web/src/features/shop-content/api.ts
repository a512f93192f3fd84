import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HotSearchVO, NoticeVO, PageVO } from '@caremall/contract';
import { http } from '../../shared/http';

export interface HotSearchQuery {
  pageNum: number;
  pageSize: number;
  title?: string;
  content?: string;
  status?: number;
}

export interface HotSearchBody {
  hotSearchId?: number;
  title: string;
  content: string;
  seq: number;
  status: number;
}

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

const HOT_SEARCH = '/mall_multishop/admin/hot_search';
const NOTICE = '/mall_multishop/admin/notice';

const hotSearchKeys = {
  all: ['hot-search'] as const,
  page: (query: HotSearchQuery) => [...hotSearchKeys.all, 'page', query] as const,
  detail: (id: number) => [...hotSearchKeys.all, 'detail', id] as const,
};

const noticeKeys = {
  all: ['notice'] as const,
  page: (query: NoticeQuery) => [...noticeKeys.all, 'page', query] as const,
  detail: (id: number) => [...noticeKeys.all, 'detail', id] as const,
};

export const useHotSearchPage = (query: HotSearchQuery) =>
  useQuery({
    queryKey: hotSearchKeys.page(query),
    queryFn: () => http.get<PageVO<HotSearchVO>>(`${HOT_SEARCH}/page`, { ...query }),
    placeholderData: keepPreviousData,
  });

export const useHotSearch = (hotSearchId: number | null) =>
  useQuery({
    queryKey: hotSearchKeys.detail(hotSearchId ?? 0),
    queryFn: () => http.get<HotSearchVO>(HOT_SEARCH, { hotSearchId: hotSearchId! }),
    enabled: hotSearchId !== null,
    gcTime: 0,
  });

export function useSaveHotSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: HotSearchBody) => (body.hotSearchId ? http.put(HOT_SEARCH, body) : http.post(HOT_SEARCH, body)),
    onSuccess: () => client.invalidateQueries({ queryKey: hotSearchKeys.all }),
  });
}

export function useDeleteHotSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (hotSearchId: number) => http.delete(HOT_SEARCH, { params: { hotSearchId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: hotSearchKeys.all }),
  });
}

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
