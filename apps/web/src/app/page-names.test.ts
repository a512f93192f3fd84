import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { PageRoute } from './app-routes';
import { pageNameAt, pageNameText } from './page-names';

const route = (fullPath: string, title: string | null, titleKey?: string): PageRoute => ({
  fullPath,
  component: 'x',
  title,
  titleKey,
  affix: false,
  activeMenu: null,
  ancestors: [],
});
const t = ((key: string) => `t(${key})`) as unknown as TFunction;

describe('page names', () => {
  it('the product page is named for an edit when its query names a product, from a menu or fixed', () => {
    for (const page of [route('/product/prod_info', '发布商品'), route('/product/prod_info', null, 'shell:routes.prodInfo')]) {
      expect(pageNameText(pageNameAt(page, '?spuId=7'), t)).toBe('t(shell:routes.prodEdit)');
      expect(pageNameText(pageNameAt(page, ''), t)).toBe(pageNameText(page, t));
      expect(pageNameText(pageNameAt(page, '?spuId='), t)).toBe(pageNameText(page, t));
    }
  });

  it('other pages keep their name whatever their query', () => {
    const list = route('/product/list', '商品列表');
    expect(pageNameAt(list, '?spuId=7')).toEqual({ title: '商品列表', titleKey: undefined });
  });
});
