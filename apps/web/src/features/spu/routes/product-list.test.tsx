import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CATEGORY_PATHS, SPU_PATHS, SPU_SEARCH_PATHS, type SpuAdminVO } from '@caremall/contract';
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
    fireEvent.click(screen.getByRole('button', { name: '第 3 页' }));
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

  it('shows each range field its end beside the range, and names the field by both', async () => {
    fakeApi({ [`GET ${P.page}`]: page([PRODUCT]) });
    renderScreen(<ProductListPage />);
    await screen.findByTestId('product-row', {}, WAIT);
    for (const [range, end] of [
      ['累计销量', '最小值'],
      ['累计销量', '最大值'],
      ['现价', '最小值'],
      ['现价', '最大值'],
    ])
      expect(screen.getByRole('spinbutton', { name: `${range} ${end}` })).toHaveAttribute('placeholder', end);
  });

  it('sorts by a column header: ascending, descending, then unsorted', async () => {
    const api = fakeApi({ [`GET ${P.page}`]: page([PRODUCT]) });
    renderScreen(<ProductListPage />);
    await screen.findByTestId('product-row', {}, WAIT);
    const price = screen.getByRole('button', { name: '现价' });
    fireEvent.click(price);
    await waitFor(() => expect(lastSearch(api).get('priceFeeSort')).toBe('1'), WAIT);
    expect(price.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.click(price);
    await waitFor(() => expect(lastSearch(api).get('priceFeeSort')).toBe('0'), WAIT);
    expect(price.closest('th')).toHaveAttribute('aria-sort', 'descending');
    fireEvent.click(screen.getByRole('button', { name: '库存' }));
    await waitFor(() => expect(lastSearch(api).get('stockSort')).toBe('1'), WAIT);
    expect(lastSearch(api).get('priceFeeSort')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '库存' }));
    fireEvent.click(screen.getByRole('button', { name: '库存' }));
    await waitFor(() => expect(lastSearch(api).get('stockSort')).toBeNull(), WAIT);
  });

  it('filters by a category path and keeps a range within its bounds', async () => {
    const api = fakeApi({
      [`GET ${P.page}`]: page([PRODUCT]),
      [`GET ${CATEGORY_PATHS.full.shopCategories}`]: [
        { categoryId: 1, parentId: 0, name: '家居护理', status: 1 },
        { categoryId: 2, parentId: 1, name: '护理床', status: 1 },
        { categoryId: 3, parentId: 0, name: '健康监测', status: 1 },
      ],
    });
    renderScreen(<ProductListPage />);
    await screen.findByTestId('product-row', {}, WAIT);
    const subcategory = screen.getByLabelText('二级分类');
    expect(subcategory).toBeDisabled();
    await screen.findByRole('option', { name: '家居护理' }, WAIT);
    fireEvent.change(screen.getByLabelText('店铺分类'), { target: { value: '1' } });
    fireEvent.change(subcategory, { target: { value: '2' } });
    const maxPrice = screen.getByLabelText('现价 最大值');
    fireEvent.change(maxPrice, { target: { value: '123.456' } });
    fireEvent.blur(maxPrice);
    expect(maxPrice).toHaveValue(123.46);
    fireEvent.change(screen.getByLabelText('累计销量 最小值'), { target: { value: '-5' } });
    fireEvent.click(screen.getByTestId('product-search'));
    await waitFor(() => expect(lastSearch(api).get('shopSecondaryCategoryId')).toBe('2'), WAIT);
    expect(lastSearch(api).get('shopPrimaryCategoryId')).toBe('1');
    expect(lastSearch(api).get('maxPrice')).toBe('12346');
    expect(lastSearch(api).get('minSaleNum')).toBe('0');

    // Another first level clears the second.
    fireEvent.change(screen.getByLabelText('店铺分类'), { target: { value: '3' } });
    expect(subcategory).toHaveValue('');
    fireEvent.click(screen.getByTestId('product-search'));
    await waitFor(() => expect(lastSearch(api).get('shopPrimaryCategoryId')).toBe('3'), WAIT);
    expect(lastSearch(api).get('shopSecondaryCategoryId')).toBeNull();
  });

  it('adds stock from the popover by keyboard and refuses a decrease', async () => {
    const api = fakeApi({ [`GET ${P.page}`]: page([PRODUCT]) });
    renderScreen(<ProductListPage />);
    const row = await screen.findByTestId('product-row', {}, WAIT);
    // The button, and the panel it opens, say which product they change.
    const stock = `修改 库存 ${PRODUCT.spuName}`;
    const trigger = within(row).getByRole('button', { name: stock });
    fireEvent.click(trigger);
    const popover = await screen.findByRole('dialog', { name: stock }, WAIT);
    const input = within(popover).getByLabelText('库存 标准款');
    expect(input).toHaveFocus();
    fireEvent.change(input, { target: { value: '29' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('请输入大于或等于原本的库存', {}, WAIT)).toBeInTheDocument();
    expect(api.callsTo(SPU_PATHS.full.updateSpuData)).toHaveLength(0);
    fireEvent.change(input, { target: { value: '37' } });
    fireEvent.click(within(popover).getByTestId('edit-stock-save'));
    await waitFor(() => expect(api.callsTo(SPU_PATHS.full.updateSpuData)).toHaveLength(1), WAIT);
    expect(api.callsTo(SPU_PATHS.full.updateSpuData)[0]!.body).toEqual({ spuId: 7, changeStock: 7, skuList: [{ skuId: 71, changeStock: 7 }] });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: stock })).toBeNull(), WAIT);

    // Escape closes it back onto its button.
    fireEvent.click(trigger);
    fireEvent.keyDown(await screen.findByRole('dialog', { name: stock }, WAIT), { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: stock })).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('refuses a sort order below 1 from the seq editor, as the publish form does, and sends nothing', async () => {
    const api = fakeApi({ [`GET ${P.page}`]: page([{ ...PRODUCT, seq: 5 }]) });
    renderScreen(<ProductListPage />);
    const row = await screen.findByTestId('product-row', {}, WAIT);
    fireEvent.click(within(row).getByTestId('edit-seq'));
    const input = within(row).getByTestId('edit-seq-input');
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('商品排序不能小于1', {}, WAIT)).toBeInTheDocument();
    expect(api.callsTo(SPU_PATHS.full.updateSpuData)).toHaveLength(0);
  });

  it('asks the product question before deleting, with 确认 and 取消, then says it is done', async () => {
    const api = fakeApi({ [`GET ${P.page}`]: page([{ ...PRODUCT, spuStatus: 0 }]), [`DELETE ${SPU_PATHS.full.admin}`]: null });
    renderScreen(<ProductListPage />);
    const row = await screen.findByTestId('product-row', {}, WAIT);
    fireEvent.click(within(row).getByTestId('product-delete'));
    expect(await screen.findByText('确定删除该商品吗？', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /取\s*消/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /确\s*认/ }));
    await waitFor(() => expect(api.callsTo(SPU_PATHS.full.admin, 'DELETE')).toHaveLength(1), WAIT);
    expect(api.callsTo(SPU_PATHS.full.admin, 'DELETE')[0]!.query.get('spuId')).toBe('7');
    expect(await screen.findByText('操作成功', {}, WAIT)).toBeInTheDocument();
  });
});
