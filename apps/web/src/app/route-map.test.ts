import { describe, expect, it } from 'vitest';
import { PLATFORM_MENUS, SHOP_MENUS } from '@caremall/contract';
import { findPage, hasPage, normalizeComponent, ROUTE_MAP } from './route-map';

describe('normalizeComponent', () => {
  it('accepts the spellings upstream menus use', () => {
    expect(normalizeComponent('/product/list')).toBe('product/list');
    expect(normalizeComponent('product/list/index')).toBe('product/list');
    expect(normalizeComponent('product/list.vue')).toBe('product/list');
  });
});

describe('the route map', () => {
  it('opens a screen for every menu of the catalogue, and holds no screen without a menu', async () => {
    const components = [...SHOP_MENUS, ...PLATFORM_MENUS].map((m) => m.component).filter((c) => c !== 'Layout');
    expect(components.filter((c) => !hasPage(c))).toEqual([]);
    expect(Object.keys(ROUTE_MAP).filter((key) => !components.includes(key))).toEqual([]);
    for (const key of Object.keys(ROUTE_MAP)) expect(typeof (await findPage(key)!()).default, key).toBe('function');
  }, 60_000);

  it('leaves out fixed pages, directories and unknown components', () => {
    expect(hasPage('errors/404')).toBe(false);
    expect(hasPage('login/login')).toBe(false);
    expect(hasPage('no-such/page')).toBe(false);
    expect(hasPage('Layout')).toBe(false);
    expect(hasPage(null)).toBe(false);
  });
});
