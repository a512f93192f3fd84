import { describe, expect, it } from 'vitest';
import { buildRouteTree } from '../shared/session/route-tree';
import { routeVO, SHOP_ROUTES } from '../shared/session/route-fixtures';
import { buildAppRoutes, resolveMenuPath, type FixedPage } from './app-routes';

const existing =
  (...components: string[]) =>
  (component: string) =>
    components.includes(component);

describe('resolveMenuPath', () => {
  it('joins a relative child path to its parent', () => {
    expect(resolveMenuPath('/product', 'list')).toBe('/product/list');
    expect(resolveMenuPath('/product/', 'list')).toBe('/product/list');
  });

  it('keeps absolute child paths and external links', () => {
    expect(resolveMenuPath('/product', '/other/page')).toBe('/other/page');
    expect(resolveMenuPath('/product', 'https://example.com/help')).toBe('https://example.com/help');
    expect(resolveMenuPath('/product', 'mailto:help@example.com')).toBe('mailto:help@example.com');
  });
});

describe('buildAppRoutes', () => {
  const menus = buildRouteTree(SHOP_ROUTES);

  it('routes only menus whose component has a page', () => {
    const routes = buildAppRoutes(menus, existing('order/order', 'product/list'), []);
    expect([...routes.pages.keys()]).toEqual(['/order/order', '/product/list']);
    expect(routes.pages.get('/product/list')).toMatchObject({ title: '商品列表', ancestors: ['商品管理'], component: 'product/list' });
  });

  it('leaves pageless menus and emptied directories out of the sidebar', () => {
    const routes = buildAppRoutes(menus, existing('order/order', 'product/list'), []);
    expect(routes.nav.map((node) => node.key)).toEqual(['/order', '/product']);
    expect(routes.nav[1]!.children!.map((node) => node.key)).toEqual(['/product/list']);
  });

  it('routes hidden menus but keeps them out of the sidebar', () => {
    const routes = buildAppRoutes(menus, existing('product/list', 'product/prod-info'), []);
    expect(routes.pages.has('/product/prod_info')).toBe(true);
    expect(routes.nav[0]!.children!.map((node) => node.key)).toEqual(['/product/list']);
  });

  it('sends a directory to its redirect, else its first page', () => {
    const withRedirect = buildRouteTree([
      routeVO({ id: 1, parentId: 0, path: '/shop', component: 'Layout', redirect: '/shop/b' }),
      routeVO({ id: 2, parentId: 1, path: 'a', component: 'shop/a' }),
      routeVO({ id: 3, parentId: 1, path: 'b', component: 'shop/b' }),
    ]);
    expect(buildAppRoutes(withRedirect, () => true, []).redirects.get('/shop')).toBe('/shop/b');
    expect(buildAppRoutes(menus, existing('product/list'), []).redirects.get('/product')).toBe('/product/list');
  });

  it('keeps external links in the sidebar only', () => {
    const tree = buildRouteTree([
      routeVO({ id: 1, parentId: 0, path: '/help', component: 'Layout' }),
      routeVO({ id: 2, parentId: 1, path: 'https://example.com/docs', component: '', title: 'Docs' }),
    ]);
    const routes = buildAppRoutes(tree, () => false, []);
    expect(routes.pages.size).toBe(0);
    expect(routes.nav[0]!.children![0]).toMatchObject({ key: 'https://example.com/docs', external: true });
  });

  it('passes activeMenu and affix through', () => {
    const tree = buildRouteTree([
      routeVO({ id: 1, parentId: 0, path: '/p', component: 'Layout' }),
      routeVO({ id: 2, parentId: 1, path: 'edit', component: 'p/edit', meta: { activeMenu: '/p/list', affix: true } }),
    ]);
    expect(buildAppRoutes(tree, () => true, []).pages.get('/p/edit')).toMatchObject({ activeMenu: '/p/list', affix: true });
  });

  it('adds a fixed page only when its page file exists and no menu already routes it', () => {
    const fixed: FixedPage[] = [
      {
        path: '/product/prod_info',
        component: 'product/prod-info',
        titleKey: 'shell:routes.prodInfo',
        activeMenu: '/product/list',
        permissions: 'multishop:hotSearch:save',
      },
    ];
    const listOnly = buildRouteTree(SHOP_ROUTES.filter((route) => route.component !== 'product/prod-info'));
    const pages = existing('product/list', 'product/prod-info');
    expect(buildAppRoutes([], () => false, fixed).pages.size).toBe(0);
    expect(buildAppRoutes(listOnly, pages, fixed, () => false).pages.has('/product/prod_info')).toBe(false);
    expect(buildAppRoutes([], pages, fixed).pages.has('/product/prod_info')).toBe(false);
    const routes = buildAppRoutes(listOnly, pages, fixed);
    expect(routes.pages.get('/product/prod_info')).toMatchObject({ title: null, titleKey: 'shell:routes.prodInfo', activeMenu: '/product/list' });
    const fromMenu = buildAppRoutes(menus, existing('product/prod-info'), fixed);
    expect(fromMenu.pages.get('/product/prod_info')!.title).toBe('发布商品');
  });
});
