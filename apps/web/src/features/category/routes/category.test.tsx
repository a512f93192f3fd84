import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CATEGORY_PATHS, type CategoryVO } from '@caremall/contract';
import { setLanguage } from '../../../shared/i18n';
import { fakeApi, renderScreen } from '../../../test';
import { namesWithIconWords } from '../../../test/names';
import CategoryPage from './category';
// The screen's dialogs load lazily; loaded with the test, their first opening is not a module load.
import '../components/category-dialog';

const P = CATEGORY_PATHS.full;
const category = (categoryId: number, parentId: number, name: string, status = 1): CategoryVO => ({
  categoryId,
  shopId: 1,
  version: 1,
  parentId,
  name,
  desc: null,
  path: parentId ? String(parentId) : '',
  status,
  icon: null,
  imgUrl: '/demo/products/1.svg',
  level: parentId ? 1 : 0,
  seq: 1,
  pathNames: null,
  categories: null,
});
const CARE = category(10, 0, '健康护理');
const BLOOD = category(11, 10, '血压血糖');
const NEW = category(20, 0, '新品推荐', 0);

const item = (scope: HTMLElement, name: string) =>
  within(scope)
    .getAllByTestId('category-item')
    .find((el) => el.getAttribute('data-name') === name)!;

beforeAll(async () => {
  await setLanguage('zh_CN');
});
afterEach(() => vi.restoreAllMocks());

describe('category screen', { timeout: 60_000 }, () => {
  it('shows the top level, the children of the chosen one, each status, and every button to the administrator', async () => {
    fakeApi({ [`GET ${P.shopCategories}`]: [CARE, BLOOD, NEW] });
    renderScreen(<CategoryPage />);
    await waitFor(() => expect(screen.getAllByTestId('category-item')).toHaveLength(2));
    const [top] = screen.getAllByTestId('category-column');
    expect(within(item(top!, '新品推荐')).getByTestId('category-status')).toHaveTextContent('下架');
    fireEvent.click(item(top!, '健康护理'));
    const second = await waitFor(() => screen.getAllByTestId('category-column')[1]!);
    expect(
      within(second)
        .getAllByTestId('category-item-name')
        .map((n) => n.textContent),
    ).toEqual(['血压血糖']);
    expect(screen.getByTestId('category-create')).toBeInTheDocument();
    for (const id of ['category-edit', 'category-toggle', 'category-delete'])
      expect(within(item(second, '血压血糖')).getByTestId(id)).toBeInTheDocument();
  });

  it('names each category by its name and status, without the word of the arrow saying it has children', async () => {
    fakeApi({ [`GET ${P.shopCategories}`]: [CARE, BLOOD, NEW] });
    const { container } = renderScreen(<CategoryPage />);
    await waitFor(() => expect(screen.getAllByTestId('category-item')).toHaveLength(2));
    expect(namesWithIconWords(container)).toEqual([]);
    expect(screen.getByRole('button', { name: /^健康护理\s*正常$/ })).toBeInTheDocument();
  });

  it('shows staff without the category codes only the ungated shelf toggle (spec §6)', async () => {
    fakeApi({ [`GET ${P.shopCategories}`]: [CARE, BLOOD] });
    renderScreen(<CategoryPage />, { admin: false, permissions: [] });
    const [top] = await waitFor(() => screen.getAllByTestId('category-column'));
    await waitFor(() => expect(within(top!).getAllByTestId('category-item')).toHaveLength(1));
    expect(screen.queryByTestId('category-create')).toBeNull();
    expect(screen.queryByTestId('category-edit')).toBeNull();
    expect(screen.queryByTestId('category-delete')).toBeNull();
    expect(screen.getByTestId('category-toggle')).toBeInTheDocument();
  });

  it('edits a category in its dialog and saves what the form holds', async () => {
    const api = fakeApi({ [`GET ${P.shopCategories}`]: [CARE, BLOOD], [`GET ${P.one}`]: BLOOD, [`PUT ${P.one}`]: null });
    renderScreen(<CategoryPage />);
    const [top] = await waitFor(() => screen.getAllByTestId('category-column'));
    fireEvent.click(await waitFor(() => item(top!, '健康护理')));
    const second = await waitFor(() => screen.getAllByTestId('category-column')[1]!);
    fireEvent.click(within(item(second, '血压血糖')).getByTestId('category-edit'));
    // The dialog mounts on its first opening (antd's scope with it), then reads the category and fills the form.
    await screen.findByTestId('category-name');
    await waitFor(() => expect(screen.getByTestId('category-name')).toHaveValue('血压血糖'));
    expect(screen.getByTestId('category-parent-text')).toHaveTextContent('健康护理');
    expect(screen.getByTestId('category-level')).toHaveTextContent('二级分类');
    fireEvent.change(screen.getByTestId('category-name'), { target: { value: ' 血压计 ' } });
    fireEvent.click(screen.getByTestId('category-submit'));
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    expect(api.callsTo(P.one, 'PUT')[0]!.body).toEqual({
      categoryId: 11,
      // The category as the dialog read it: the server refuses the save once it changed elsewhere.
      version: 1,
      parentId: 10,
      name: '血压计',
      imgUrl: '/demo/products/1.svg',
      seq: 1,
      desc: null,
      status: 1,
    });
  });
});
