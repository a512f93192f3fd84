import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../shared/i18n';
import { buildSkuRows, type SalesAttr, type SkuRow } from '../lib/sku-builder';
import { SalesSection } from './sales-section';

// antd's table measures with ResizeObserver, which jsdom lacks.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const envelope = (data: unknown) => new Response(JSON.stringify({ code: '00000', msg: null, data, success: true }), { status: 200 });

const color: SalesAttr = {
  attrId: 1,
  name: '颜色',
  values: [
    { attrValueId: 11, value: '红' },
    { attrValueId: 12, value: '蓝' },
    { attrValueId: 13, value: '灰' },
  ],
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
      shopAttrs={[{ attrId: 2, name: '尺码', searchType: 0, attrType: 0, attrValues: [{ attrValueId: 21, value: 'M' }] }]}
    />
  );
}

function renderSection(initial: SalesAttr[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <Harness initial={initial} />
      </App>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await setLanguage('zh_CN');
});
beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => envelope({ ssoBaseUrl: null, resourcesUrl: '/files' }));
});

describe('SalesSection', () => {
  it('shows one row per combination and refuses long or duplicate attribute names', { timeout: 20_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    renderSection([color]);
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
