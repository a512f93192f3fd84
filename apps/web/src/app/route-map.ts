import { lazy, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { getToken } from '../shared/auth/token';
import { queryClientForPrefetch } from './query-client';

export interface PageModule {
  default: ComponentType;
  /** Starts the screen's first read for the address it is opened at, so it runs beside the session check. */
  prefetch?: (client: QueryClient, url: URL) => void;
}
export type PageLoader = () => Promise<PageModule>;

/**
 * The screen each menu `component` opens: one line per screen, pointing at the `routes/` file of the
 * feature that owns it. Login and error pages are fixed routes, not menu targets.
 */
export const ROUTE_MAP: Record<string, PageLoader> = {
  'order/order': () => import('../features/order/routes/order'),
  'product/list': () => import('../features/spu/routes/product-list'),
  'product/prod-info': () => import('../features/spu/routes/prod-info'),
  'product/spu': () => import('../features/spu/routes/spu-list'),
  'product/spu-detail': () => import('../features/spu/routes/spu-detail'),
  'product/attr': () => import('../features/attr/routes/attr'),
  'product/category': () => import('../features/category/routes/category'),
  'multishop/hot-search': () => import('../features/shop-content/routes/hot-search'),
  'multishop/notice': () => import('../features/shop-content/routes/notice'),
  'multishop/index-img': () => import('../features/media/routes/carousel'),
  'rbac/shop-user': () => import('../features/shop-user/routes/shop-user'),
  'rbac/role': () => import('../features/rbac/routes/role'),
  'rbac/menu': () => import('../features/rbac/routes/menu'),
  'rbac/menu-permission': () => import('../features/rbac/routes/menu-permission'),
  'delivery/area': () => import('../features/delivery/routes/area'),
};

const screenLoads = new Map<string, Promise<PageModule>>();
/** Screens whose code is in: drawn at once, since a screen that suspends first shows after React's fallback throttle (300 ms). */
const loadedScreens = new Map<string, ComponentType>();

/**
 * The screen's module, loaded once however many ask. Every screen is drawn with the light widgets (`shared/ui`);
 * a dialog or widget drawn with antd brings antd's scope along when it first opens (`lazyInAntdScope`).
 */
function loadScreen(key: string, load: PageLoader): Promise<PageModule> {
  const started = screenLoads.get(key);
  if (started) return started;
  const loading = load();
  screenLoads.set(key, loading);
  loading.then(
    (page) => loadedScreens.set(key, page.default),
    () => screenLoads.delete(key),
  );
  return loading;
}

/** Menu components may come as `/product/list`, `product/list/index` or `product/list.vue`. */
export function normalizeComponent(component: string): string {
  return component
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .replace(/\.(vue|tsx?)$/, '')
    .replace(/\/index$/, '');
}

export function findPage(component: string | null | undefined): PageLoader | undefined {
  return component ? ROUTE_MAP[normalizeComponent(component)] : undefined;
}

export function hasPage(component: string | null | undefined): boolean {
  return findPage(component) !== undefined;
}

/**
 * Starts loading the screen a signed-in user is opening before the menus say which it is, and its first
 * read once its code is in: menu paths mirror their
 * components (`/order/order` opens `order/order`), and where one does not, nothing loads early. The
 * screen's own query then finds the read under way or done.
 */
export function preloadScreenLoader({ request }: { request: Request }): null {
  const url = new URL(request.url);
  const key = normalizeComponent(url.pathname);
  const load = getToken() ? findPage(key) : undefined;
  if (load) {
    void loadScreen(key, load)
      .then((page) => page.prefetch?.(queryClientForPrefetch(), url))
      .catch(() => undefined);
  }
  return null;
}

const pages = new Map<string, ComponentType>();

/**
 * One component per page, so re-renders never remount it: the screen itself when its code is already in (the
 * loader above started it), else a lazy one.
 */
export function lazyPage(component: string): ComponentType | undefined {
  const key = normalizeComponent(component);
  const cached = pages.get(key);
  if (cached) return cached;
  const load = findPage(key);
  if (!load) return undefined;
  const page = loadedScreens.get(key) ?? lazy(() => loadScreen(key, load));
  pages.set(key, page);
  return page;
}
