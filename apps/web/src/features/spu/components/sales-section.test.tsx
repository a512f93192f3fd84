import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AttrVO } from '@caremall/contract';
import { setLanguage } from '../../../shared/i18n';
import { fakeApi, renderScreen } from '../../../test';
import { COLOR as color } from '../lib/sales-attr-fixtures';
import { buildSkuRows, type SalesAttr, type SkuRow } from '../lib/sku-builder';
import { SalesSection } from './sales-section';

const SIZE: AttrVO = {
  attrId: 2,
  shopId: 1,
  version: 1,
  name: '尺码',
  desc: null,
  searchType: 0,
  attrType: 0,
  attrValues: [{ attrValueId: 21, attrId: 2, value: 'M' }],
  categoryIds: [],
  categories: [],
  createTime: '2026-11-24 10:00:00',
  updateTime: '2026-11-24 10:00:00',
};

function Harness({ initial, initialRows, showStatus = false }: { initial: SalesAttr[]; initialRows?: SkuRow[]; showStatus?: boolean }) {
  const [attrs, setAttrs] = useState(initial);
  const [rows, setRows] = useState<SkuRow[]>(initialRows ?? buildSkuRows(initial, []));
  return (
    <SalesSection
      attrs={attrs}
      rows={rows}
      onChange={(a, r) => {
        setAttrs(a);
        setRows(r);
      }}
      hasSkuImg={false}
      showStatus={showStatus}
      categoryChosen
      shopAttrs={[SIZE]}
    />
  );
}

beforeAll(async () => {
  await setLanguage('zh_CN');
});
beforeEach(() => {
  fakeApi();
});
afterEach(() => vi.restoreAllMocks());

describe('SalesSection', () => {
  it('shows one row per combination and refuses long or duplicate attribute names', { timeout: 20_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<Harness initial={[color]} />);
    expect(screen.getAllByTestId('sku-row')).toHaveLength(3);

    await user.click(screen.getByTestId('sales-attr-add'));
    const nameInput = within(screen.getByTestId('sales-attr-new-name')).getByRole('combobox', { name: '选择或输入规格名' });
    expect(nameInput).toHaveFocus();
    const offered = document.getElementById(nameInput.getAttribute('list')!)!.querySelectorAll('option');
    expect([...offered].map((option) => option.value)).toEqual(['尺码']);
    await user.type(nameInput, '一二三四五六七八九十一');
    await user.click(screen.getByTestId('sales-attr-confirm'));
    expect(await screen.findByText('属性名长度不可超过10个字符')).toBeInTheDocument();

    await user.clear(nameInput);
    await user.type(nameInput, '颜色');
    await user.click(screen.getByTestId('sales-attr-confirm'));
    expect(await screen.findByText('规格名不能重复')).toBeInTheDocument();

    await user.clear(nameInput);
    await user.type(nameInput, '尺码');
    await user.click(screen.getByTestId('sales-attr-confirm'));
    expect(screen.getAllByTestId('sales-attr-name').map((n) => n.textContent)).toEqual(['颜色', '尺码']);
    // No size values yet: the table still has the 3 colour rows, and a third attribute is not offered.
    expect(screen.getAllByTestId('sku-row')).toHaveLength(3);
    expect(screen.queryByTestId('sales-attr-add')).toBeNull();
  });

  it('takes values typed with Enter or a separator, refuses long ones, and names each cell by its row', { timeout: 20_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<Harness initial={[{ ...color, values: [] }]} />);
    const values = within(screen.getByTestId('sales-attr-values-0')).getByRole('combobox', { name: '颜色' });
    await user.type(values, '超'.repeat(21) + '{Enter}');
    expect(await screen.findByText('属性名长度不可超过20个字符')).toBeInTheDocument();
    await user.type(values, '红{Enter}蓝，红,');
    // A value typed twice is one row.
    const rows = screen.getAllByTestId('sku-row');
    expect(rows.map((row) => row.firstElementChild?.textContent)).toEqual(['红', '蓝']);
    // Typed values have local ids (below 0) until saved.
    for (const row of rows) expect(row.dataset.key).toMatch(/^1_-\d+$/);
    expect(screen.getByRole('textbox', { name: '销售价（元） 红' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '商品编码 蓝' })).toHaveAttribute('maxlength', '100');

    await user.click(screen.getByRole('button', { name: '删除 红' }));
    expect(screen.getAllByTestId('sku-row')).toHaveLength(1);
    await user.click(screen.getByTestId('sales-attr-remove'));
    expect(screen.queryByTestId('sales-attr')).toBeNull();
    expect(screen.getAllByTestId('sku-row').map((row) => row.dataset.key)).toEqual(['']);
  });

  it('keeps a number as typed and says its limit; stock may not go below the saved one; the status switches', { timeout: 20_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const saved = buildSkuRows([color], []).map((row) => ({ ...row, stock: 10, originalStock: 10 }));
    renderScreen(<Harness initial={[color]} initialRows={saved} showStatus />);
    const [red] = screen.getAllByTestId('sku-row');
    expect(red).toHaveAttribute('data-key', '1_11');
    const price = within(red!).getByTestId('sku-price');
    expect(price).toHaveAccessibleName('销售价（元） 红');
    await user.type(price, '-5');
    await user.tab();
    expect(price).toHaveValue('-5');
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(within(red!).getByTestId('sku-price-problem')).toHaveTextContent('商品价格不能小于0.01');
    expect(price).toHaveAccessibleDescription('商品价格不能小于0.01');
    await user.clear(price);
    await user.type(price, '0.01');
    expect(within(red!).queryByTestId('sku-price-problem')).toBeNull();

    const stock = within(red!).getByTestId('sku-stock');
    await user.clear(stock);
    await user.type(stock, '3');
    await user.tab();
    expect(await screen.findByText('输入库存不得小于原有库存')).toBeInTheDocument();
    expect(stock).toHaveValue('10');

    const status = screen.getByRole('switch', { name: '启用 红' });
    expect(status).toHaveAttribute('aria-checked', 'true');
    await user.click(status);
    expect(status).toHaveAttribute('aria-checked', 'false');
  });
});
