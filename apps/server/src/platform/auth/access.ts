// Who may call a route that no menu-permission rule guards: declared in code next to the route, with its reason.
import { PLATFORM_MENUS, SHOP_MENUS } from '@caremall/contract';

/**
 * A route's own access rule, for calls the permission table does not cover (reads above all). Any
 * field that admits the caller admits it:
 * - `menus`: a caller holding any of these menus (by menu name; the screen's view right).
 * - `platformAdmin`: the platform's administrator (calls the platform makes without a screen); the reason.
 * - `signedIn`: any signed-in user of the shop or platform; the reason why that is safe.
 * A gated route with no permission rule and none of these is refused to everyone (deny by default).
 */
export interface RouteAccess {
  menus?: readonly string[];
  platformAdmin?: string;
  signedIn?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

const MENU_NAMES = new Set([...SHOP_MENUS, ...PLATFORM_MENUS].map((m) => m.name));

/** Route config for a call open to holders of any of these menus (shop and platform menus may be mixed). */
export function forMenus(...menus: string[]): { access: RouteAccess } {
  const unknown = menus.filter((name) => !MENU_NAMES.has(name));
  if (unknown.length > 0 || menus.length === 0) throw new Error(`forMenus: unknown menu name(s) ${unknown.join(', ') || '(none)'}`);
  return { access: { menus } };
}

/** Route config for a call any signed-in user may make; `reason` is required so the choice stays visible. */
export function forAnySignedIn(reason: string): { access: RouteAccess } {
  if (!reason.trim()) throw new Error('forAnySignedIn: give the reason');
  return { access: { signedIn: reason } };
}

/** Route config for a call only the platform's administrator makes (no screen of its own); `reason` says which. */
export function forPlatformAdmin(reason: string): { access: RouteAccess } {
  if (!reason.trim()) throw new Error('forPlatformAdmin: give the reason');
  return { access: { platformAdmin: reason } };
}

/** Admits a caller that any of the given rules admits. */
export function anyOf(...configs: { access: RouteAccess }[]): { access: RouteAccess } {
  return { access: Object.assign({}, ...configs.map((c) => c.access)) as RouteAccess };
}

/** Menus whose holders work with products and so need the catalogue and the product list. */
export const PRODUCT_MENUS = ['productList', 'prodInfo', 'spu', 'spuDetail'] as const;

/** Screens that publish, edit, shelve, delete or reapply products: their buttons are ungated (spec §6), their calls need one of them. */
export const PRODUCT_EDITOR_MENUS = ['productList', 'prodInfo', 'spu'] as const;
