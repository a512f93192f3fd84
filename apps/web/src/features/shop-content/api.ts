// The shop-content calls (contract §4.2): hot-search terms and notices, each declared once as a CRUD resource.
import {
  HOT_SEARCH_PATHS,
  NOTICE_PATHS,
  type HotSearchBody,
  type HotSearchPageQuery,
  type HotSearchVO,
  type NoticeBody,
  type NoticePageQuery,
  type NoticeVO,
} from '@caremall/contract';
import { crudApi } from '../../shared/crud';

/** Hot-search terms of the shop (contract §4.2). */
export const hotSearchApi = crudApi<HotSearchPageQuery, HotSearchVO, HotSearchBody>({
  key: 'hot-search',
  paths: HOT_SEARCH_PATHS.full,
  idParam: 'hotSearchId',
  idOf: (body) => body.hotSearchId,
});

/** Notices of the shop, pinned first. */
export const noticeApi = crudApi<NoticePageQuery, NoticeVO, NoticeBody>({
  key: 'notice',
  paths: NOTICE_PATHS.full,
  idParam: 'id',
  idOf: (body) => body.id,
});
