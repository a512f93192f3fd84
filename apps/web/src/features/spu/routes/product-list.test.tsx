import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SPU_SEARCH_PATHS, type SpuAdminVO } from '@caremall/contract';
import { setLanguage } from '../../../shared/i18n';
import { fakeApi, renderScreen } from '../../../test';
import ProductListPage from './product-list';

const P = SPU_SEARCH_PATHS.full;
const PRODUCT: SpuAdminVO = {
  spuId: 7,
  spuName: '上臂式智能电子血压计',
  sellingPoint: '一键测量',
  mainImgUrl: '/demo/products/1.svg',
  shopId: 1,
  shopName: '乐享优选',
  priceFee: 19900,
  marketPriceFee: 29900,
  saleNum: 12,
  spuStatus: 1,
  stock: 30,
  seq: 1,
  isCompose: 0,
  createTime: '2026-11-24 10:00:00',
  skuList: [{ skuId: 71, skuName: '标准款', priceFee: 19900, stock: 30, status: 1, partyCode: 'CM10021' }],
};
const page = (list: unknown[], total = list.length) => ({ pages: Math.ceil(total / 10), total, list });
// The list renders a wide table: give a busy machine time.
const WAIT = { timeout: 15_000 };
const lastSearch = (api: ReturnType<typeof fakeApi>) => api.callsTo(P.page).at(-1)!.query;

beforeAll(async () => {
  await setLanguage('zh_CN');
});
afterEach(() => vi.restoreAllMocks());

describe('product list', { timeout: 60_000 }, () => {
  it('lists the products with their price and stock', async () => {
    fakeApi({ [`GET ${P.page}`]: page([PRODUCT]) });
    renderScreen(<ProductListPage />);
    const row = await screen.findByTestId('product-row', {}, WAIT);
    expect(row).toHaveAttribute('data-spu-id', '7');
    expect(within(row).getByTestId('product-name')).toHaveTextContent('上臂式智能电子血压计');
    expect(within(row).getByTestId('product-price')).toHaveTextContent('199.00');
    expect(within(row).getByTestId('product-stock')).toHaveTextContent('30');
  });

  it('goes back to page 1 with the tab, keeps the filters, and clears them on reset', async () => {
    const api = fakeApi({ [`GET ${P.page}`]: page([PRODUCT], 25) });
    renderScreen(<ProductListPage />);
    await screen.findByTestId('product-row', {}, WAIT);
    fireEvent.change(screen.getByTestId('filter-keyword'), { target: { value: ' 血压 ' } });
    fireEvent.click(screen.getByTestId('product-search'));
    await waitFor(() => expect(lastSearch(api).get('keyword')).toBe('血压'), WAIT);
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(lastSearch(api).get('pageNum')).toBe('3'), WAIT);

    fireEvent.click(screen.getByTestId('product-tab-3'));
    await waitFor(() => expect(lastSearch(api).get('dataType')).toBe('3'), WAIT);
    expect(lastSearch(api).get('pageNum')).toBe('1');
    expect(lastSearch(api).get('keyword')).toBe('血压');
    expect(screen.getByTestId('product-batch-on')).toBeInTheDocument();
    expect(screen.queryByTestId('product-batch-off')).toBeNull();

    fireEvent.click(screen.getByTestId('product-reset'));
    await waitFor(() => expect(lastSearch(api).get('keyword')).toBeNull(), WAIT);
    expect(lastSearch(api).get('dataType')).toBe('3');
  });
});
