import { SPU_LIMITS, type SpuSearchQuery } from '@caremall/contract';
import type { ListAddress } from '../../../shared/crud/use-crud-list';

/**
 * An end of the search's sales or price range, as the filter form allows it (spec §9: 0 to 100000; prices in
 * cents): an address holding more (edited, or bookmarked) leaves that end out rather than asking what the server
 * refuses.
 */
const rangeEnd =
  (max: number) =>
  (text: string): number | undefined =>
    /^\d{1,10}$/.test(text) && Number(text) <= max ? Number(text) : undefined;
const saleNum = rangeEnd(SPU_LIMITS.searchRangeMax);
const priceInCents = rangeEnd(SPU_LIMITS.searchRangeMax * 100);

/** The product lists' filters, tab and sort in the address (spec §product list search params). */
export const PRODUCT_LIST_ADDRESS: ListAddress<SpuSearchQuery> = {
  spuId: 'id',
  partyCode: 'text',
  keyword: 'text',
  name: 'text',
  shopPrimaryCategoryId: 'number',
  shopSecondaryCategoryId: 'number',
  categoryId: 'number',
  minSaleNum: saleNum,
  maxSaleNum: saleNum,
  minPrice: priceInCents,
  maxPrice: priceInCents,
  isCompose: 'number',
  dataType: 'number',
  priceFeeSort: 'number',
  marketPriceFeeSort: 'number',
  saleNumSort: 'number',
  stockSort: 'number',
  seqSort: 'number',
  createTimeSort: 'number',
};
