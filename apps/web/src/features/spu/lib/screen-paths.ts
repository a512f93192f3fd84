// Where the product screens send each other, and the product list's page sizes (spec section 9).
export const PRODUCT_LIST_PATH = '/product/list';
export const PROD_INFO_PATH = '/product/prod_info';
export const prodInfoPathFor = (spuId?: number) => (spuId === undefined ? PROD_INFO_PATH : `${PROD_INFO_PATH}?spuId=${spuId}`);

/** The product list offers 10, 20, 50 and 100 a page (other lists: 20, 30, 50). */
export const PRODUCT_PAGE_SIZES = [10, 20, 50, 100];
