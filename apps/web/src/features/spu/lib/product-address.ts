import type { SpuSearchQuery } from '@caremall/contract';
import type { ListAddress } from '../../../shared/crud/use-crud-list';

/** The product lists' filters, tab and sort in the address (spec §product list search params). */
export const PRODUCT_LIST_ADDRESS: ListAddress<SpuSearchQuery> = {
  spuId: 'number',
  partyCode: 'text',
  keyword: 'text',
  name: 'text',
  shopPrimaryCategoryId: 'number',
  shopSecondaryCategoryId: 'number',
  categoryId: 'number',
  minSaleNum: 'number',
  maxSaleNum: 'number',
  minPrice: 'number',
  maxPrice: 'number',
  isCompose: 'number',
  dataType: 'number',
  priceFeeSort: 'number',
  marketPriceFeeSort: 'number',
  saleNumSort: 'number',
  stockSort: 'number',
  seqSort: 'number',
  createTimeSort: 'number',
};
