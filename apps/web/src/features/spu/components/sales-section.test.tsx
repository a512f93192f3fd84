import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AttrVO } from '@caremall/contract';
import { setLanguage } from '../../../shared/i18n';
import { fakeApi, renderScreen } from '../../../test';
import { buildSkuRows, type SalesAttr, type SkuRow } from '../lib/sku-builder';
import { SalesSection } from './sales-section';

const color: SalesAttr = {
  attrId: 1,
  name: '颜色',
  values: [
    { attrValueId: 11, value: '红' },
    { attrValueId: 12, value: '蓝' },
    { attrValueId: 13, value: '灰' },
  ],
};
const SIZE: AttrVO = {
  attrId: 2,
  shopId: 1,
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

function Harness({ initial }: { initial: SalesAttr[] }) {
  const [attrs, setAttrs] = useState(initial);
  const [rows, setRows] = useState<SkuRow[]>(buildSkuRows(initial, []));
  return (
    <SalesSection
      attrs={attrs}
      rows={rows}
      onChange={(a, r) => {
        setAttrs(a);
        setRows(r);
      }}
      hasSkuImg={false}
      showStatus={false}
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
    const nameInput = within(screen.getByTestId('sales-attr-new-name')).getByRole('combobox');
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
});
