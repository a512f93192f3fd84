import { describe, expect, it } from 'vitest';
import { createPageRegistry, findPage, hasPage, normalizeComponent, pageKeyFromFile } from './page-registry';

describe('pageKeyFromFile', () => {
  it('maps a feature page file to the menu component string', () => {
    expect(pageKeyFromFile('../features/product/pages/list.tsx')).toBe('product/list');
    expect(pageKeyFromFile('../features/multishop/pages/hot-search.tsx')).toBe('multishop/hot-search');
    expect(pageKeyFromFile('/src/features/rbac/pages/shop-user.tsx')).toBe('rbac/shop-user');
  });

  it('ignores files outside a pages folder or nested deeper', () => {
    expect(pageKeyFromFile('../features/product/components/list.tsx')).toBeNull();
    expect(pageKeyFromFile('../features/product/pages/parts/list.tsx')).toBeNull();
  });
});

describe('normalizeComponent', () => {
  it('accepts the spellings menus use', () => {
    expect(normalizeComponent('/product/list')).toBe('product/list');
    expect(normalizeComponent('product/list/index')).toBe('product/list');
    expect(normalizeComponent('product/list.vue')).toBe('product/list');
  });
});

describe('createPageRegistry', () => {
  it('keys loaders by component string', async () => {
    const Page = () => null;
    const registry = createPageRegistry({
      '../features/multishop/pages/hot-search.tsx': async () => ({ default: Page }),
      '../features/multishop/components/dialog.tsx': async () => ({ default: Page }),
    });
    expect([...registry.keys()]).toEqual(['multishop/hot-search']);
    expect((await registry.get('multishop/hot-search')!()).default).toBe(Page);
  });
});

describe('the app page registry', () => {
  it('holds the order and product list pages', async () => {
    expect(hasPage('order/order')).toBe(true);
    expect(hasPage('product/list')).toBe(true);
    const module = await findPage('product/list')!();
    expect(typeof module.default).toBe('function');
  });

  it('leaves out fixed pages and menus without a page file', () => {
    expect(hasPage('errors/404')).toBe(false);
    expect(hasPage('login/login')).toBe(false);
    expect(hasPage('no-such/page')).toBe(false);
    expect(hasPage('Layout')).toBe(false);
    expect(hasPage(null)).toBe(false);
  });
});
