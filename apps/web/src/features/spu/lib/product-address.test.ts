import { describe, expect, it } from 'vitest';
import { queryInAddress } from '../../../shared/crud/list-address';
import { PRODUCT_LIST_ADDRESS } from './product-address';

const read = (search: string) => queryInAddress(new URLSearchParams(search), PRODUCT_LIST_ADDRESS);

describe('the product list address', () => {
  it('keeps the ends of the sales and price ranges the filter form allows, 0 to 100000 (prices in cents)', () => {
    expect(read('minSaleNum=0&maxSaleNum=100000&minPrice=0&maxPrice=10000000')).toMatchObject({
      minSaleNum: 0,
      maxSaleNum: 100000,
      minPrice: 0,
      maxPrice: 10000000,
    });
  });

  it('reads a product id only as a whole number it holds exactly', () => {
    expect(read('spuId=123456789012345')).toMatchObject({ spuId: 123456789012345 });
    for (const spuId of ['100000000000000000000', '0', '1.5', '-3', 'abc']) expect(read(`spuId=${spuId}`), spuId).not.toHaveProperty('spuId');
  });

  it('leaves out an end the server would refuse: past the range, below 0, or not a whole number', () => {
    const beyond = read('minSaleNum=-1&maxSaleNum=100001&minPrice=1.5&maxPrice=10000001');
    for (const key of ['minSaleNum', 'maxSaleNum', 'minPrice', 'maxPrice']) expect(beyond).not.toHaveProperty(key);
  });
});
