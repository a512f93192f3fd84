// The order list's query in its address: what it reads back (known keys, junk dropped) and that what it writes reads back the same.
import { describe, expect, it } from 'vitest';
import { addressOf } from '../../../shared/crud/list-address';
import { firstPageQuery } from '../../../shared/widgets/list-paging';
import { cleanFilters, firstOrderPage, ORDER_LIST_ADDRESS, type OrderFilters } from './order-query';

const at = (search: string) => firstOrderPage(new URLSearchParams(search));
const FIRST_PAGE = { pageNum: 1, pageSize: 10 };

describe('the order list read from its address', () => {
  it('takes known keys and ignores junk', () => {
    expect(at('status=2&consignee=%E5%BC%A0&payType=x&orderId=100000001&refundStatus=1&foo=bar&mobile=')).toEqual({
      ...FIRST_PAGE,
      status: 2,
      consignee: '张',
      orderId: '100000001',
      refundStatus: 1,
    });
  });

  it('drops an order number or phone that is not digits, which the form could not hold and the list would not apply', () => {
    expect(at('orderId=zzz&mobile=138x&consignee=zzz')).toEqual({ ...FIRST_PAGE, consignee: 'zzz' });
    expect(at('orderId=12.5&mobile=-1386')).toEqual(FIRST_PAGE);
    expect(at('orderId=100000001&mobile=1386')).toEqual({ ...FIRST_PAGE, orderId: '100000001', mobile: '1386' });
  });

  it('drops a choice that is not one of its whole numbers, treats status 0 as all, and drops empty values', () => {
    expect(at('orderType=-1&payType=1.5&deliveryType=a&refundStatus=%20')).toEqual(FIRST_PAGE);
    expect(at('status=0')).toEqual(FIRST_PAGE);
    expect(cleanFilters({ consignee: '', payType: 0, mobile: undefined })).toEqual({ payType: 0 });
  });

  it('reads the page and its size', () => {
    expect(at('pageNum=3&pageSize=20&status=5')).toEqual({ pageNum: 3, pageSize: 20, status: 5 });
    expect(at('pageNum=two')).toEqual(FIRST_PAGE);
    // No page -1, 0 or 2.5, and no page of 1.5 rows.
    expect(at('pageNum=-1&pageSize=1.5')).toEqual(FIRST_PAGE);
    expect(at('pageNum=0&pageSize=0')).toEqual(FIRST_PAGE);
    expect(at('pageNum=2.5&pageSize=-10')).toEqual(FIRST_PAGE);
  });

  it('reads a date range only as real times written as the list writes them', () => {
    const range = { startTime: '2026-11-01 00:00:00', endTime: '2026-11-29 23:59:59' };
    expect(at(new URLSearchParams(range).toString())).toEqual({ ...FIRST_PAGE, ...range });
    for (const junk of ['yesterday', '2026-02-30 00:00:00', '2026-11-01 24:00:00', '2026-11-01', '2026-11-01T00:00:00']) {
      expect(at(new URLSearchParams({ startTime: junk, endTime: junk }).toString()), junk).toEqual(FIRST_PAGE);
    }
  });
});

describe('the order list written to its address', () => {
  const start = firstPageQuery<OrderFilters & { pageNum: number; pageSize: number }>({});
  const written = (query: OrderFilters & Partial<typeof FIRST_PAGE>) =>
    addressOf(new URLSearchParams('keep=1'), { ...start, ...query }, start, ORDER_LIST_ADDRESS);

  it('writes every filter, the tab, a date range and the page, and reads them back as they were', () => {
    const searched = {
      orderId: '100000001',
      orderType: 0,
      payType: 2,
      consignee: '王 建国',
      mobile: '1380',
      status: 5,
      deliveryType: 3,
      stationName: '幸福里养老驿站',
      refundStatus: 1,
      startTime: '2026-03-08 00:00:00',
      endTime: '2026-03-14 23:59:59',
      pageNum: 2,
      pageSize: 30,
    };
    const address = written(searched);
    expect(address.get('keep')).toBe('1');
    expect(firstOrderPage(address)).toEqual(searched);
  });

  it('leaves out what the list starts with and what is unset, and takes out what the address said before', () => {
    const before = new URLSearchParams('consignee=%E5%BC%A0&status=2&pageNum=4&keep=1');
    const address = addressOf(before, { ...start, status: undefined, consignee: '', payType: 0 }, start, ORDER_LIST_ADDRESS);
    expect(address.toString()).toBe('keep=1&payType=0');
  });
});
