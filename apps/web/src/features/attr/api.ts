// The calls of the attribute screen (contract ATTR_PATHS): the shop's sales attributes as a CRUD resource.
import { ATTR_PATHS, type AttrBody, type AttrPageQuery, type AttrVO } from '@caremall/contract';
import { crudApi } from '../../shared/crud';

/** The product publish page caches the shop's sales attributes under this key: a change here refreshes it. */
const PRODUCT_PAGE_SALES_ATTRS = ['spu', 'sales-attrs'] as const;

export const attrApi = crudApi<AttrPageQuery, AttrVO, AttrBody>({
  key: 'attr',
  paths: ATTR_PATHS.full,
  idParam: 'attrId',
  idOf: (body) => body.attrId,
  alsoInvalidates: [PRODUCT_PAGE_SALES_ATTRS],
});
