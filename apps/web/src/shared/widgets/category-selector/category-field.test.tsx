import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test';
import { setLanguage } from '../../i18n';
import { BrandField } from '../brand-selector';
import { CategoryField } from './category-field';
import type { SelectableCategory, SelectorMode } from './selector-rules';

const c = (categoryId: number, parentId: number, name: string, status = 1): SelectableCategory => ({ categoryId, parentId, name, status });
const PLATFORM = [c(1, 0, '健康产品'), c(2, 1, '保健器械'), c(3, 2, '血压计'), c(4, 2, '体温计', 0)];
const SHOP = [c(10, 0, '健康护理'), c(11, 10, '血压血糖'), c(20, 0, '新品推荐')];

function Field({ mode, categories }: { mode: SelectorMode; categories: SelectableCategory[] }) {
  const [value, setValue] = useState<number[]>([]);
  return <CategoryField mode={mode} categories={categories} value={value} onChange={setValue} data-testid="field" />;
}

const item = (name: string) => screen.getAllByTestId('category-selector-item').find((el) => el.getAttribute('data-name') === name)!;
const confirm = () => screen.getByTestId('category-selector-confirm');

beforeAll(async () => {
  await setLanguage('zh_CN');
});

describe('CategoryField', () => {
  it('confirms a platform category only at the third level, and not an off-shelf one', async () => {
    const user = userEvent.setup();
    renderScreen(<Field mode="platform" categories={PLATFORM} />);
    await user.click(screen.getByTestId('field-choose'));
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
    await user.click(item('健康护理'));
    expect(confirm()).toHaveProperty('disabled', true);
    await user.click(item('新品推荐'));
    expect(confirm()).toHaveProperty('disabled', false);
    await user.click(confirm());
    expect(screen.getByTestId('field-text').textContent).toBe('新品推荐');
  });
});

describe('BrandField', () => {
  it('chooses one brand with radios; offline brands cannot be chosen', async () => {
    const user = userEvent.setup();
    function Brand() {
      const [value, setValue] = useState<number | null>(null);
      const brands = [
        { brandId: 1, name: '欧姆龙', status: 1 },
        { brandId: 2, name: '鱼跃', status: 1 },
        { brandId: 3, name: '停产牌', status: 0 },
      ];
      return <BrandField brands={brands} value={value} onChange={setValue} data-testid="brand" />;
    }
    renderScreen(<Brand />);
    expect(screen.getByTestId('brand-text').textContent).toBe('未选择品牌');
    await user.click(screen.getByTestId('brand-choose'));
    const dialog = screen.getByTestId('brand-selector');
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
