// Filters taken from the route query: known keys kept, junk and empty values dropped.
import { describe, expect, it } from 'vitest';
import { cleanFilters, filtersFromSearch } from './order-query';

describe('order filters from the route query', () => {
  it('takes known keys and ignores junk', () => {
    const search = new URLSearchParams('status=2&consignee=%E5%BC%A0&payType=x&orderId=100000001&refundStatus=1&foo=bar&mobile=');
    expect(filtersFromSearch(search)).toEqual({ status: 2, consignee: '张', orderId: '100000001', refundStatus: 1 });
  });

  it('drops an order number or phone that is not digits, which the form could not hold and the list would not apply', () => {
    expect(filtersFromSearch(new URLSearchParams('orderId=zzz&mobile=138x&consignee=zzz'))).toEqual({ consignee: 'zzz' });
    expect(filtersFromSearch(new URLSearchParams('orderId=100000001&mobile=1386'))).toEqual({ orderId: '100000001', mobile: '1386' });
  });

  it('treats status 0 as all and drops empty values', () => {
    expect(filtersFromSearch(new URLSearchParams('status=0'))).toEqual({});
    expect(cleanFilters({ consignee: '', payType: 0, mobile: undefined })).toEqual({ payType: 0 });
  });
});
