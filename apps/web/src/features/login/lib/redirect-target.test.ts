import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it.each([
    ['', '/'],
    ['?redirect=/order/order', '/order/order'],
    ['?redirect=/order/order&orderId=5', '/order/order?orderId=5'],
    ['?redirect=%2Fproduct%2Flist%3Ftab%3D3', '/product/list?tab=3'],
    ['?redirect=%2Fproduct%2Flist%3Ftab%3D3&x=1', '/product/list?tab=3&x=1'],
    ['?orderId=5', '/?orderId=5'],
    ['?redirect=https://evil.example/', '/'],
    ['?redirect=//evil.example/', '/'],
  ])('%s → %s', (search, expected) => {
    expect(redirectTarget(search)).toBe(expected);
  });
});
