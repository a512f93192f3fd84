// Where the product screens send each other, and the product list's page sizes (spec section 9).
export const PRODUCT_LIST_PATH = '/product/list';
export const PROD_INFO_PATH = '/product/prod_info';
export const prodInfoPathFor = (spuId?: number) => (spuId === undefined ? PROD_INFO_PATH : `${PROD_INFO_PATH}?spuId=${spuId}`);

/** The product list offers 10, 20, 50 and 100 a page (other lists: 20, 30, 50). */
export const PRODUCT_PAGE_SIZES = [10, 20, 50, 100];

/** What the list hands the form it opens, in that page's history entry: the filters, tab and page it was left with. */
export interface FromProductList {
  listSearch: string;
}

/** The list to go back to after a save: as the user left it, when the form was opened from it. */
export function productListPathFrom(state: unknown): string {
  const search = (state as Partial<FromProductList> | null)?.listSearch;
  return typeof search === 'string' && search.startsWith('?') ? `${PRODUCT_LIST_PATH}${search}` : PRODUCT_LIST_PATH;
}
