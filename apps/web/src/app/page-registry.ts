/// <reference types="vite/client" />
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface PageModule {
  default: ComponentType;
}
export type PageLoader = () => Promise<PageModule>;

const PAGE_FILE = /(?:^|\/)features\/([^/]+)\/pages\/([^/]+)\.tsx$/;

/** `../features/product/pages/list.tsx` → `product/list`. */
export function pageKeyFromFile(file: string): string | null {
  const match = PAGE_FILE.exec(file);
  return match ? `${match[1]}/${match[2]}` : null;
}

/** Menu components may come as `/product/list`, `product/list/index` or `product/list.vue`. */
export function normalizeComponent(component: string): string {
  return component
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .replace(/\.(vue|tsx?)$/, '')
    .replace(/\/index$/, '');
}

export function createPageRegistry(modules: Record<string, () => Promise<unknown>>): Map<string, PageLoader> {
  const registry = new Map<string, PageLoader>();
  for (const [file, load] of Object.entries(modules)) {
    const key = pageKeyFromFile(file);
    if (key) registry.set(key, load as PageLoader);
  }
  return registry;
}

// Login and error pages are fixed routes, never menu targets.
export const pageRegistry = createPageRegistry(
  import.meta.glob([
    '../features/*/pages/*.tsx',
    '!../features/*/pages/*.test.tsx',
    '!../features/login/pages/*.tsx',
    '!../features/errors/pages/*.tsx',
  ]),
);

export function findPage(component: string | null | undefined): PageLoader | undefined {
  return component ? pageRegistry.get(normalizeComponent(component)) : undefined;
}

export function hasPage(component: string | null | undefined): boolean {
  return findPage(component) !== undefined;
}

const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();

/** One lazy component per page, so re-renders never remount it. */
export function lazyPage(component: string): LazyExoticComponent<ComponentType> | undefined {
  const key = normalizeComponent(component);
  const cached = lazyPages.get(key);
  if (cached) return cached;
  const load = pageRegistry.get(key);
  if (!load) return undefined;
  const page = lazy(load);
  lazyPages.set(key, page);
  return page;
}
