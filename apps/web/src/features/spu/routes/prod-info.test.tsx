// The publish form drawn without antd: each field says its own rule under it, the first wrong field gets focus,
// a care shop's service asks for a service type instead of a product type, and reset brings the saved product back.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CATEGORY_PATHS, SPU_PATHS, type CategoryVO } from '@caremall/contract';
import { setLanguage } from '../../../shared/i18n';
import { keepHeldDrafts } from '../../../shared/routing/drafts';
import { useSessionStore } from '../../../shared/session/session-store';
import { fakeApi } from '../../../test';
import ProdInfoPage from './prod-info';

const WAIT = { timeout: 15_000 };
const category = (categoryId: number, parentId: number, name: string) =>
  ({ categoryId, parentId, name, status: 1, grade: 0, seq: 1 }) as unknown as CategoryVO;
const SAVED = {
  spuId: 5,
  categoryId: 3,
  shopCategoryId: 11,
  brandId: 0,
  name: '适老羊毛开衫',
  sellingPoint: '柔软保暖',
  seq: 8,
  publicationType: 0,
  productsType: 1,
  serveType: null,
  mainImgUrl: '/p/1.png',
  imgUrls: '/p/1.png',
  hasSkuImg: 0,
  status: 0,
  detail: '',
  deliveryMode: null,
  spuAttrValues: [],
  spuKeywordValues: [],
  spuCommunityValues: [],
  skus: [
    { skuId: 1, skuName: '', priceFee: 8800, marketPriceFee: 0, stock: 3, status: 1, partyCode: '', modelId: '', imgUrl: '', spuSkuAttrValues: [] },
  ],
};

function open(route: string, shopType = 1, who = { nickName: '店长', shopId: 1 }) {
  useSessionStore.setState({
    isAdmin: true,
    permissions: [''],
    user: { ...who, avatar: null, isAdmin: 1, shopType, tenantName: '康乐养老运营', roles: [] },
  });
  const router = createMemoryRouter([{ path: '/product/prod_info', element: <ProdInfoPage /> }], { initialEntries: [route] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const row = (name: string) => document.querySelector<HTMLElement>(`[data-field="${name}"]`)!;

beforeAll(async () => {
  await setLanguage('zh_CN');
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('the publish form', { timeout: 60_000 }, () => {
  it('says each required field under it and moves focus to the first, and nothing is sent', async () => {
    const api = fakeApi({
      [`GET ${CATEGORY_PATHS.full.platformCategories}`]: [category(1, 0, '服饰'), category(3, 1, '开衫')],
      [`GET ${CATEGORY_PATHS.full.shopCategories}`]: [category(11, 0, '秋冬')],
    });
    open('/product/prod_info');
    fireEvent.click(await screen.findByTestId('prod-info-submit', {}, WAIT));
    await waitFor(() => expect(within(row('name')).getByRole('alert')).toHaveTextContent('请输入商品标题'));
    expect(within(row('categoryPath')).getByRole('alert')).toHaveTextContent('请选择');
    expect(within(row('sellingPoint')).getByRole('alert')).toHaveTextContent('请输入商品卖点');
    expect(within(row('productsType')).getByRole('alert')).toHaveTextContent('请选择产品类型');
    expect(within(row('seq')).queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('form-category-choose')).toHaveFocus();
    expect(screen.getByTestId('form-products-type')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(SPU_PATHS.full.admin, 'POST')).toHaveLength(0);

    // A field says its rule as soon as it changes.
    fireEvent.change(screen.getByTestId('form-seq'), { target: { value: '0' } });
    expect(within(row('seq')).getByRole('alert')).toHaveTextContent('商品排序不能小于1');
    fireEvent.change(screen.getByTestId('form-seq'), { target: { value: '3' } });
    expect(within(row('seq')).queryByRole('alert')).toBeNull();
  });

  it("a care shop's service asks for a service type; a product for a product type", async () => {
    fakeApi();
    open('/product/prod_info', 3);
    const service = await screen.findByRole('radio', { name: '服务' }, WAIT);
    expect(screen.getByTestId('form-products-type')).toBeInTheDocument();
    fireEvent.click(service);
    const serveType = screen.getByTestId('form-serve-type');
    expect(screen.queryByTestId('form-products-type')).toBeNull();
    expect(
      within(serveType)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['请选择', '助洁', '助餐', '助浴', '代办', '其他']);
    // Switching says nothing yet: the type was not touched.
    expect(within(row('serveType')).queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('form-keywords')).toBeInTheDocument();
  });

  it('an edit fills the saved product; reset brings it back after changes', async () => {
    fakeApi({
      [`GET ${SPU_PATHS.full.admin}`]: SAVED,
      [`GET ${CATEGORY_PATHS.full.platformCategories}`]: [category(1, 0, '服饰'), category(3, 1, '开衫')],
      [`GET ${CATEGORY_PATHS.full.shopCategories}`]: [category(11, 0, '秋冬')],
    });
    open('/product/prod_info?spuId=5');
    const name = await screen.findByTestId('form-name', {}, WAIT);
    await waitFor(() => expect(name).toHaveValue('适老羊毛开衫'));
    expect(screen.getByTestId('form-category-text')).toHaveTextContent('服饰 > 开衫');
    expect(screen.getByTestId('form-products-type')).toHaveValue('1');
    expect(screen.getByTestId('form-seq')).toHaveValue('8');
    fireEvent.change(name, { target: { value: '' } });
    expect(within(row('name')).getByRole('alert')).toHaveTextContent('请输入商品标题');
    fireEvent.click(screen.getByTestId('prod-info-reset'));
    expect(name).toHaveValue('适老羊毛开衫');
    expect(within(row('name')).queryByRole('alert')).toBeNull();
  });

  it('a product on shelf or in review says it cannot be saved when the form opens, and its publish button is off', async () => {
    for (const status of [1, 3]) {
      const api = fakeApi({
        [`GET ${SPU_PATHS.full.admin}`]: { ...SAVED, status },
        [`GET ${CATEGORY_PATHS.full.platformCategories}`]: [category(1, 0, '服饰'), category(3, 1, '开衫')],
        [`GET ${CATEGORY_PATHS.full.shopCategories}`]: [category(11, 0, '秋冬')],
      });
      open('/product/prod_info?spuId=5');
      expect(await screen.findByTestId('prod-info-locked', {}, WAIT)).toHaveTextContent('商品已上架或正在审核，请下架后再编辑');
      expect(screen.getByTestId('prod-info-submit')).toBeDisabled();
      fireEvent.click(screen.getByTestId('prod-info-submit'));
      expect(api.callsTo(SPU_PATHS.full.admin, 'PUT')).toHaveLength(0);
      cleanup();
    }
    // Off shelf: no notice, and the button publishes.
    fakeApi({
      [`GET ${SPU_PATHS.full.admin}`]: SAVED,
      [`GET ${CATEGORY_PATHS.full.platformCategories}`]: [category(1, 0, '服饰'), category(3, 1, '开衫')],
      [`GET ${CATEGORY_PATHS.full.shopCategories}`]: [category(11, 0, '秋冬')],
    });
    open('/product/prod_info?spuId=5');
    await waitFor(() => expect(screen.getByTestId('form-name')).toHaveValue('适老羊毛开衫'), WAIT);
    expect(screen.queryByTestId('prod-info-locked')).toBeNull();
    expect(screen.getByTestId('prod-info-submit')).toBeEnabled();
  });

  it("opened to publish from a product's edit, the form is blank, not that product under the publish title", async () => {
    fakeApi({
      [`GET ${SPU_PATHS.full.admin}`]: SAVED,
      [`GET ${CATEGORY_PATHS.full.platformCategories}`]: [category(1, 0, '服饰'), category(3, 1, '开衫')],
      [`GET ${CATEGORY_PATHS.full.shopCategories}`]: [category(11, 0, '秋冬')],
    });
    const router = open('/product/prod_info?spuId=5');
    await waitFor(() => expect(screen.getByTestId('form-name')).toHaveValue('适老羊毛开衫'), WAIT);
    await router.navigate('/product/prod_info');
    await waitFor(() => expect(screen.getByTestId('prod-info-title')).toHaveTextContent('发布新商品'));
    expect(screen.getByTestId('form-name')).toHaveValue('');
    expect(screen.getByTestId('form-seq')).toHaveValue('1');
    expect(screen.getByTestId('form-category-text')).toHaveTextContent('请选择');
  });

  it('work not saved before 重新登录 comes back after signing in again, to its author only', async () => {
    const serve = () =>
      fakeApi({
        [`GET ${SPU_PATHS.full.admin}`]: SAVED,
        [`GET ${CATEGORY_PATHS.full.platformCategories}`]: [category(1, 0, '服饰'), category(3, 1, '开衫')],
        [`GET ${CATEGORY_PATHS.full.shopCategories}`]: [category(11, 0, '秋冬')],
      });
    /** Opens the edit as `who`, changes the name, and signs in again (the dialog keeps the drafts, then reloads). */
    const changeAndSignInAgain = async (who?: { nickName: string; shopId: number }) => {
      serve();
      open('/product/prod_info?spuId=5', 1, who);
      await waitFor(() => expect(screen.getByTestId('form-name')).toHaveValue('适老羊毛开衫'), WAIT);
      fireEvent.change(screen.getByTestId('form-name'), { target: { value: '改了还没保存' } });
      keepHeldDrafts();
      cleanup();
    };

    await changeAndSignInAgain();
    serve();
    open('/product/prod_info?spuId=5');
    await waitFor(() => expect(screen.getByTestId('form-name')).toHaveValue('改了还没保存'), WAIT);
    expect(screen.getByTestId('prod-info-restored')).toHaveTextContent('已恢复重新登录前未保存的修改');
    expect(screen.getByTestId('form-seq')).toHaveValue('8');
    fireEvent.click(screen.getByTestId('prod-info-reset'));
    expect(screen.getByTestId('form-name')).toHaveValue('适老羊毛开衫');
    expect(screen.queryByTestId('prod-info-restored')).toBeNull();
    cleanup();

    // Taken once: opened again, the product is as saved.
    serve();
    open('/product/prod_info?spuId=5');
    await waitFor(() => expect(screen.getByTestId('form-name')).toHaveValue('适老羊毛开衫'), WAIT);
    cleanup();

    // Someone else signing in (another shop, or another of the shop's staff) never sees it, and it is gone.
    for (const other of [
      { nickName: '店长', shopId: 2 },
      { nickName: '店员', shopId: 1 },
    ]) {
      await changeAndSignInAgain();
      serve();
      open('/product/prod_info?spuId=5', 1, other);
      await waitFor(() => expect(screen.getByTestId('form-name')).toHaveValue('适老羊毛开衫'), WAIT);
      expect(screen.queryByTestId('prod-info-restored')).toBeNull();
      cleanup();
      expect(sessionStorage.length).toBe(0);
    }
  });
});
