// Menus and permissions are rows the platform may edit; the seeded ones carry the catalogue's Chinese
// names. A seeded name is shown in the user's language (by the menu's name / the permission's code);
// a name an administrator typed is user data and shown as typed.
import { PERMISSIONS, PLATFORM_MENUS, SHOP_MENUS } from '@caremall/contract';
import type { TFunction } from 'i18next';
import i18n from 'i18next';

const MENU_KEYS = new Map<string, string>();
for (const menu of [...SHOP_MENUS, ...PLATFORM_MENUS]) if (!MENU_KEYS.has(menu.title)) MENU_KEYS.set(menu.title, menu.name);

// A code both systems use under names of their own (the platform's 地址删除, a shop's 配送区域删除) has a text for
// each, so two different permissions never read the same.
const NAMES_OF_CODE = new Map<string, Set<string>>();
for (const { permission, name } of PERMISSIONS) NAMES_OF_CODE.set(permission, (NAMES_OF_CODE.get(permission) ?? new Set()).add(name));
const PERMISSION_KEYS = new Map<string, string>();
for (const permission of PERMISSIONS) {
  const key = permission.permission.replaceAll(':', '_');
  const shared = NAMES_OF_CODE.get(permission.permission)!.size > 1;
  if (!PERMISSION_KEYS.has(permission.name)) PERMISSION_KEYS.set(permission.name, shared && permission.bizType === 1 ? `${key}_shop` : key);
}

/** The dictionary keys every language must have: one per seeded menu and permission. */
export const menuTextKeys = (): string[] => [
  ...[...MENU_KEYS.values()].map((name) => `menus.${name}`),
  ...[...PERMISSION_KEYS.values()].map((code) => `permissions.${code}`),
];

export function menuText(title: string, t: TFunction = i18n.t): string {
  const key = MENU_KEYS.get(title);
  return key ? t(`shell:menus.${key}`) : title;
}

export function permissionText(name: string, t: TFunction = i18n.t): string {
  const key = PERMISSION_KEYS.get(name);
  return key ? t(`shell:permissions.${key}`) : name;
}
