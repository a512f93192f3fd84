import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test';
import { setLanguage } from '../../i18n';
import { AntdScope } from '../../theme/antd-scope';
import { BrandField } from '../brand-selector';
import { CategoryField } from './category-field';
import type { SelectableCategory, SelectorMode } from './selector-rules';

const c = (categoryId: number, parentId: number, name: string, status = 1): SelectableCategory => ({ categoryId, parentId, name, status });
const PLATFORM = [c(1, 0, '健康产品'), c(2, 1, '保健器械'), c(3, 2, '血压计'), c(4, 2, '体温计', 0)];
const SHOP = [c(10, 0, '健康护理'), c(11, 10, '血压血糖'), c(20, 0, '新品推荐')];
const BRANDS = [
  { brandId: 1, name: '欧姆龙', status: 1 },
  { brandId: 2, name: '鱼跃', status: 1 },
  { brandId: 3, name: '停产牌', status: 0 },
];

function Field({ mode, categories, initial = [] }: { mode: SelectorMode; categories: SelectableCategory[]; initial?: number[] }) {
  const [value, setValue] = useState<number[]>(initial);
  return <CategoryField mode={mode} categories={categories} value={value} onChange={setValue} allowClear data-testid="field" />;
}

function Brand({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return <BrandField brands={BRANDS} value={value} onChange={setValue} data-testid="brand" />;
}

// The selectors load the first time they open; on a busy machine that can pass findBy's default second.
const WAIT = { timeout: 10_000 };
const opened = (testId: string) => screen.findByTestId(testId, {}, WAIT);

const item = (name: string) => screen.getAllByTestId('category-selector-item').find((el) => el.getAttribute('data-name') === name)!;
const confirm = () => screen.getByTestId('category-selector-confirm');
const antdElements = (root: ParentNode) => [...root.querySelectorAll('*')].filter((el) => [...el.classList].some((name) => name.startsWith('ant-')));

beforeAll(async () => {
  await setLanguage('zh_CN');
});

describe('CategoryField', { timeout: 30_000 }, () => {
  it('confirms a platform category only at the third level, and not an off-shelf one', async () => {
    const user = userEvent.setup();
    renderScreen(<Field mode="platform" categories={PLATFORM} />);
    await user.click(screen.getByTestId('field-choose'));
    await opened('category-selector');
    expect(confirm()).toHaveProperty('disabled', true);
    await user.click(item('健康产品'));
    await user.click(item('保健器械'));
    expect(confirm()).toHaveProperty('disabled', true);
    await user.click(item('体温计'));
    expect(confirm()).toHaveProperty('disabled', true);
    await user.click(item('血压计'));
    await user.click(confirm());
    expect(screen.getByTestId('field-text').textContent).toBe('健康产品 > 保健器械 > 血压计');
  });

  it('confirms a shop category at the second level, or at the first when it has no children', async () => {
    const user = userEvent.setup();
    renderScreen(<Field mode="shop" categories={SHOP} />);
    await user.click(screen.getByTestId('field-choose'));
    await opened('category-selector');
    await user.click(item('健康护理'));
    expect(confirm()).toHaveProperty('disabled', true);
    await user.click(item('新品推荐'));
    expect(confirm()).toHaveProperty('disabled', false);
    await user.click(confirm());
    expect(screen.getByTestId('field-text').textContent).toBe('新品推荐');
  });
});

describe('BrandField', { timeout: 30_000 }, () => {
  it('chooses one brand with radios; offline brands cannot be chosen', async () => {
    const user = userEvent.setup();
    renderScreen(<Brand />);
    expect(screen.getByTestId('brand-text').textContent).toBe('未选择品牌');
    await user.click(screen.getByTestId('brand-choose'));
    const dialog = await opened('brand-selector');
    const radios = within(dialog).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(radios[2]).toHaveProperty('disabled', true);
    await user.click(radios[0]!);
    await user.click(radios[1]!);
    expect(radios.filter((r) => (r as HTMLInputElement).checked)).toHaveLength(1);
    await user.click(screen.getByTestId('brand-selector-confirm'));
    expect(screen.getByTestId('brand-text').textContent).toBe('鱼跃');
  });
});

// A light screen (the product form) draws these fields with no antd around and none loaded until a selector opens.
describe('the fields on a light screen', { timeout: 30_000 }, () => {
  it('draw no antd element while closed, and open their selector in an antd scope of its own', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <>
        <Field mode="platform" categories={PLATFORM} initial={[1, 2, 3]} />
        <Brand initial={1} />
      </>,
    );
    expect(screen.getByTestId('field-text').textContent).toBe('健康产品 > 保健器械 > 血压计');
    expect(screen.getByTestId('brand-text').textContent).toBe('欧姆龙');
    expect(antdElements(container)).toEqual([]);

    await user.click(screen.getByTestId('field-choose'));
    expect((await opened('category-selector')).closest('.ant-modal')).not.toBeNull();
    await user.click(screen.getByTestId('brand-choose'));
    expect((await opened('brand-selector')).closest('.ant-modal')).not.toBeNull();
  });

  it('clear with a button reached by its name, from the keyboard', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Field mode="platform" categories={PLATFORM} initial={[1, 2, 3]} />
        <Brand initial={2} />
      </>,
    );
    const [clearCategory, clearBrand] = screen.getAllByRole('button', { name: '清除' });
    await user.tab();
    expect(clearCategory).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('field-text').textContent).toBe('未选择');

    await user.click(clearBrand!);
    expect(screen.getByTestId('brand-text').textContent).toBe('未选择品牌');
    expect(screen.queryByRole('button', { name: '清除' })).toBeNull();
  });
});

describe('the fields inside an antd scope (an antd dialog)', { timeout: 30_000 }, () => {
  it('open their selector there too', async () => {
    const user = userEvent.setup();
    render(
      <Suspense fallback={null}>
        <AntdScope>
          <Field mode="shop" categories={SHOP} />
        </AntdScope>
      </Suspense>,
    );
    await user.click(await screen.findByTestId('field-choose', {}, WAIT));
    await opened('category-selector');
  });
});
