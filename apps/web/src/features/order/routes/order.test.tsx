// The order screen against the kit's fake server: what the list sends, who may ship, and one package per double click.
import { shopNow } from '../../../shared/widgets/day-field/day-text';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DELIVERY_COMPANY_PATHS, ORDER_PATHS, fillPath, type OrderListVO, type OrderVO } from '@caremall/contract';
import { setLanguage } from '../../../shared/i18n';
import { fakeApi, renderScreen } from '../../../test';
import { toQueryString } from '../../../shared/http/query-string';
import { firstOrderPage } from '../lib/order-query';
import OrderListPage from './order';

// A dialog's code and styles load the first time it opens, which a busy test machine can stretch past the default second.
configure({ asyncUtilTimeout: 5000 });

const P = ORDER_PATHS.full;
const ITEM = {
  orderItemId: 11,
  orderId: 100000001,
  spuId: 1,
  skuId: 1,
  spuName: '折叠轮椅',
  skuName: null,
  pic: null,
  price: 39900,
  count: 2,
  spuTotalAmount: 79800,
  status: -1,
  deliveredCount: 0,
  returnMoneySts: null,
};
const ORDER: OrderListVO = {
  orderId: 100000001,
  shopId: 1,
  userId: 7,
  nickName: '王阿姨',
  orderType: 0,
  payType: 1,
  status: 2,
  isPayed: 1,
  deliveryType: 1,
  closeType: null,
  total: 79800,
  allCount: 2,
  remarks: null,
  shopRemarks: null,
  stationName: null,
  refundStatus: null,
  consignee: '王芳',
  mobile: '13800000000',
  createTime: '2026-11-24 10:00:00',
  updateTime: '2026-11-24 10:00:00',
  payTime: '2026-11-24 10:01:00',
  deliveryTime: null,
  finallyTime: null,
  cancelTime: null,
  preSaleTime: null,
  orderAddr: {
    orderAddrId: 100000001,
    consignee: '王芳',
    mobile: '13800000000',
    province: '北京市',
    city: '北京市',
    area: '朝阳区',
    addr: '幸福路1号',
  },
  orderItems: [ITEM],
};
const DETAIL: OrderVO = { ...ORDER, deliveryExpresses: [] };
const page = (list: unknown[]) => ({ pages: 1, total: list.length, list });

beforeAll(async () => {
  await setLanguage('zh_CN');
});
afterEach(() => vi.restoreAllMocks());

describe('order screen', { timeout: 60_000 }, () => {
  it('lists the orders and shows the ship button to whoever has the screen, with no permission code (spec §6)', async () => {
    fakeApi({ [`GET ${P.page}`]: page([ORDER]) });
    const { unmount } = renderScreen(<OrderListPage />);
    const card = await screen.findByTestId('order-card');
    expect(within(card).getByTestId('order-card-number')).toHaveTextContent('100000001');
    expect(within(card).getByTestId('order-card-deliver')).toBeInTheDocument();
    unmount();

    fakeApi({ [`GET ${P.page}`]: page([ORDER]) });
    renderScreen(<OrderListPage />, { admin: false, permissions: [] });
    expect(within(await screen.findByTestId('order-card')).getByTestId('order-card-deliver')).toBeInTheDocument();
  });

  it('the page the server drew stays until the first page is drawn here, then goes', async () => {
    fakeApi({ [`GET ${P.page}`]: page([ORDER]) });
    const drawn = document.createElement('div');
    drawn.id = 'first-paint';
    document.body.append(drawn);
    renderScreen(<OrderListPage />);
    expect(drawn.isConnected).toBe(true);
    await screen.findByTestId('order-card');
    expect(drawn.isConnected).toBe(false);
  });

  it('starts from the route query, sends a tab from page 1, and clears every filter on reset', async () => {
    const api = fakeApi({ [`GET ${P.page}`]: page([ORDER]) });
    renderScreen(<OrderListPage />, { route: '/order/order?status=2&consignee=%E7%8E%8B' });
    await screen.findByTestId('order-card');
    expect(Object.fromEntries(api.callsTo(P.page).at(-1)!.query)).toMatchObject({ status: '2', consignee: '王', pageNum: '1' });

    fireEvent.click(screen.getByTestId('order-tab-5'));
    await waitFor(() => expect(api.callsTo(P.page).at(-1)!.query.get('status')).toBe('5'));
    expect(api.callsTo(P.page).at(-1)!.query.get('consignee')).toBe('王');

    const before = api.callsTo(P.page).length;
    fireEvent.click(screen.getByTestId('order-reset'));
    await waitFor(() => expect(api.callsTo(P.page).length).toBeGreaterThan(before));
    const cleared = api.callsTo(P.page).at(-1)!.query;
    expect(cleared.get('status')).toBeNull();
    expect(cleared.get('consignee')).toBeNull();
  });

  it('keeps its filters, tab, dates and page in the address, replacing it, and opens there as it was searched', async () => {
    const api = fakeApi({ [`GET ${P.page}`]: { pages: 3, total: 25, list: [ORDER] } });
    const first = renderScreen(<OrderListPage />, { route: '/order/order?from=home' });
    await screen.findByTestId('order-card');
    const lastCall = () => api.callsTo(P.page).at(-1)!.query;
    fireEvent.change(screen.getByTestId('order-filter-consignee'), { target: { value: ' 王芳 ' } });
    fireEvent.click(screen.getByTestId('order-search'));
    await waitFor(() => expect(lastCall().get('consignee')).toBe('王芳'));
    fireEvent.click(screen.getByTestId('order-tab-5'));
    await waitFor(() => expect(lastCall().get('status')).toBe('5'));
    fireEvent.click(screen.getByTestId('order-quick-last7'));
    await waitFor(() => expect(lastCall().get('startTime')).not.toBeNull());
    fireEvent.change(screen.getByRole('combobox', { name: '每页条数' }), { target: { value: '20' } });
    await waitFor(() => expect(lastCall().get('pageSize')).toBe('20'));
    fireEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(lastCall().get('pageNum')).toBe('2'));

    const searched = lastCall();
    const address = new URLSearchParams(first.router.state.location.search);
    expect(Object.fromEntries(address)).toEqual({
      from: 'home',
      consignee: '王芳',
      status: '5',
      startTime: searched.get('startTime'),
      endTime: searched.get('endTime'),
      pageNum: '2',
      pageSize: '20',
    });
    expect(first.router.state.historyAction).toBe('REPLACE');
    first.unmount();

    // Back at that address (a reload, a tag, Back): the same read, and the form and tab show it.
    const before = api.callsTo(P.page).length;
    renderScreen(<OrderListPage />, { route: `/order/order?${address}` });
    await screen.findByTestId('order-card');
    expect(Object.fromEntries(api.callsTo(P.page)[before]!.query)).toEqual(Object.fromEntries(searched));
    expect(screen.getByTestId('order-filter-consignee')).toHaveValue('王芳');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('交易成功');
    // The form holds the whole search: searching again sends it, from page 1.
    fireEvent.click(screen.getByTestId('order-search'));
    await waitFor(() => expect(lastCall().get('pageNum')).toBe('1'));
    expect(Object.fromEntries(lastCall())).toEqual({ ...Object.fromEntries(searched), pageNum: '1' });
  });

  it('opens at an address without what its filters cannot hold, takes that out of the address, and reads what the load read ahead', async () => {
    const api = fakeApi({ [`GET ${P.page}`]: { pages: 3, total: 25, list: [ORDER] } });
    const search = 'orderId=12a&mobile=138x&payType=-1&status=0&consignee=%E7%8E%8B&pageNum=2&from=home';
    const { router } = renderScreen(<OrderListPage />, { route: `/order/order?${search}` });
    await screen.findByTestId('order-card');
    const read = api.callsTo(P.page)[0]!.query;
    expect(Object.fromEntries(read)).toEqual({ consignee: '王', pageNum: '2', pageSize: '10' });
    // The same query in the same order: the path the boot code and the server read ahead, taken without asking again.
    expect(read.toString()).toBe(toQueryString({ ...firstOrderPage(new URLSearchParams(search)) }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ from: 'home', consignee: '王', pageNum: '2' }),
    );
    expect(screen.getByTestId('order-filter-orderId')).toHaveValue('');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('全部');
  });

  it('sends what was typed and chosen: digits only for numbers, and typed days from the first second of the start to the last of the end', async () => {
    const api = fakeApi({ [`GET ${P.page}`]: page([ORDER]) });
    renderScreen(<OrderListPage />, { route: '/order/order' });
    await screen.findByTestId('order-card');
    fireEvent.change(screen.getByTestId('order-filter-orderId'), { target: { value: '10a0 1' } });
    expect(screen.getByTestId('order-filter-orderId')).toHaveValue('1001');
    fireEvent.change(screen.getByTestId('order-filter-payType'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('开始时间'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('结束时间'), { target: { value: ' 2026-01-02 ' } });
    fireEvent.click(screen.getByTestId('order-search'));
    await waitFor(() => expect(api.callsTo(P.page).at(-1)!.query.get('orderId')).toBe('1001'));
    expect(Object.fromEntries(api.callsTo(P.page).at(-1)!.query)).toMatchObject({
      payType: '2',
      startTime: '2026-01-01 00:00:00',
      endTime: '2026-01-02 23:59:59',
      pageNum: '1',
    });

    // An end alone still counts, and a start alone too.
    fireEvent.change(screen.getByLabelText('开始时间'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('order-search'));
    await waitFor(() => expect(api.callsTo(P.page).at(-1)!.query.get('startTime')).toBeNull());
    expect(api.callsTo(P.page).at(-1)!.query.get('endTime')).toBe('2026-01-02 23:59:59');

    // Days typed end first are the same range.
    fireEvent.change(screen.getByLabelText('开始时间'), { target: { value: '2026-01-09' } });
    fireEvent.click(screen.getByTestId('order-search'));
    await waitFor(() => expect(api.callsTo(P.page).at(-1)!.query.get('startTime')).toBe('2026-01-02 00:00:00'));
    expect(api.callsTo(P.page).at(-1)!.query.get('endTime')).toBe('2026-01-09 23:59:59');
  });

  it.each(['2026-1-5', '2026-02-30', '2026/01/05', '01-05-2026', '2026-01-05 25:00:00', 'today'])(
    'refuses the typed day %s: nothing is searched, the field says how to write it and takes the focus',
    async (typed) => {
      const api = fakeApi({ [`GET ${P.page}`]: page([ORDER]) });
      renderScreen(<OrderListPage />, { route: '/order/order' });
      await screen.findByTestId('order-card');
      const before = api.callsTo(P.page).length;
      const end = screen.getByLabelText('结束时间');
      fireEvent.change(end, { target: { value: typed } });
      fireEvent.click(screen.getByTestId('order-search'));
      const message = await screen.findByText('请按 YYYY-MM-DD 输入日期，如 2026-01-31');
      expect(end).toHaveAttribute('aria-invalid', 'true');
      expect(end).toHaveAccessibleDescription(message.textContent!);
      expect(end).toHaveFocus();
      expect(screen.getByLabelText('开始时间')).not.toHaveAttribute('aria-invalid');
      expect(api.callsTo(P.page)).toHaveLength(before);

      // Written right, the message goes as it is typed, and the search is sent.
      fireEvent.change(end, { target: { value: '2026-01-05' } });
      expect(screen.queryByText('请按 YYYY-MM-DD 输入日期，如 2026-01-31')).not.toBeInTheDocument();
      expect(end).not.toHaveAttribute('aria-invalid');
      fireEvent.click(screen.getByTestId('order-search'));
      await waitFor(() => expect(api.callsTo(P.page).at(-1)!.query.get('endTime')).toBe('2026-01-05 23:59:59'));
    },
  );

  it('shows a whole-day range of the address as its days, and any other time as it is, sending it unchanged', async () => {
    const api = fakeApi({ [`GET ${P.page}`]: page([ORDER]) });
    renderScreen(<OrderListPage />, {
      route: `/order/order?startTime=${encodeURIComponent('2026-03-01 08:30:00')}&endTime=${encodeURIComponent('2026-03-05 23:59:59')}`,
    });
    await screen.findByTestId('order-card');
    expect(screen.getByLabelText('开始时间')).toHaveValue('2026-03-01 08:30:00');
    expect(screen.getByLabelText('结束时间')).toHaveValue('2026-03-05');
    const before = api.callsTo(P.page).length;
    fireEvent.click(screen.getByTestId('order-search'));
    await waitFor(() => expect(api.callsTo(P.page).length).toBeGreaterThan(before));
    expect(Object.fromEntries(api.callsTo(P.page).at(-1)!.query)).toMatchObject({ startTime: '2026-03-01 08:30:00', endTime: '2026-03-05 23:59:59' });

    fireEvent.click(screen.getByTestId('order-quick-yesterday'));
    const yesterday = shopNow().subtract(1, 'day').format('YYYY-MM-DD');
    await waitFor(() => expect(api.callsTo(P.page).at(-1)!.query.get('startTime')).toBe(`${yesterday} 00:00:00`));
    expect(screen.getByLabelText('开始时间')).toHaveValue(yesterday);
    expect(screen.getByLabelText('结束时间')).toHaveValue(yesterday);
  });

  it('ships a package once however fast 确认发货 is pressed twice', async () => {
    let answer: () => void = () => {};
    const api = fakeApi({
      [`GET ${P.page}`]: page([ORDER]),
      [`GET ${fillPath(P.itemsAndAddress, { orderId: ORDER.orderId })}`]: DETAIL,
      [`GET ${DELIVERY_COMPANY_PATHS.full.list}`]: [{ deliveryCompanyId: 1, name: '顺丰速运' }],
    }).on(`POST ${P.delivery}`, () => new Promise<void>((resolve) => (answer = resolve)).then(() => null));
    renderScreen(<OrderListPage />);
    fireEvent.click(await screen.findByTestId('order-card-deliver'));
    await screen.findByTestId('delivery-item');
    fireEvent.change(screen.getByTestId('delivery-no'), { target: { value: 'SF0001' } });
    fireEvent.mouseDown(within(screen.getByTestId('delivery-company')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('顺丰速运'));
    const submit = screen.getByTestId('delivery-submit');
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(api.callsTo(P.delivery, 'POST')).toHaveLength(1));
    answer();
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    expect(api.callsTo(P.delivery, 'POST')).toHaveLength(1);
    expect(api.callsTo(P.delivery, 'POST')[0]!.body).toMatchObject({
      orderId: ORDER.orderId,
      deliveryType: 1,
      deliveryCompanyId: 1,
      deliveryNo: 'SF0001',
      selectOrderItems: [{ orderItemId: 11, changeNum: 2 }],
    });
  });
});
