import type { TFunction } from 'i18next';
import { menuText } from '../shared/i18n/menu-texts';
import type { PageRoute } from './app-routes';

/** How a page is named: a menu's title (shown in the user's language when seeded), else a dictionary key. */
export interface PageName {
  title: string | null;
  titleKey?: string;
}

/** Pages that edit one record when their query names it, and what they are called then. */
const RECORD_PAGES: { path: string; param: string; titleKey: string }[] = [
  { path: '/product/prod_info', param: 'spuId', titleKey: 'shell:routes.prodEdit' },
];

/** The name of `page` opened with the query `search`: a product's edit is not "Publish product". */
export function pageNameAt(page: PageRoute, search: string): PageName {
  const record = RECORD_PAGES.find(({ path }) => path === page.fullPath);
  if (record && new URLSearchParams(search).get(record.param)) return { title: null, titleKey: record.titleKey };
  return { title: page.title, titleKey: page.titleKey };
}

export function pageNameText({ title, titleKey }: PageName, t: TFunction): string | null {
  if (title !== null) return menuText(title, t);
  return titleKey ? t(titleKey) : null;
}
