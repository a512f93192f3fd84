import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { TFunction } from 'i18next';
import type { AppRoutes } from './app-routes';
import { pageNameAt, pageNameText } from './page-names';
import { findPageRoute, useAppRoutes } from './use-app-routes';
import { documentTitle } from '../shared/routing/document-title';
import { LOGIN_PATH, normalizePath, NOT_FOUND_PATH, UNAUTHORIZED_PATH } from '../shared/routing/paths';

const FIXED_TITLE_KEYS: Record<string, string> = {
  [LOGIN_PATH]: 'shell:routes.login',
  [NOT_FOUND_PATH]: 'shell:routes.notFound',
  [UNAUTHORIZED_PATH]: 'shell:routes.unauthorized',
};

export function routeTitle(routes: AppRoutes, pathname: string, t: TFunction, search = ''): string | null {
  const page = findPageRoute(routes, pathname);
  if (page) return pageNameText(pageNameAt(page, search), t);
  const fixedKey = FIXED_TITLE_KEYS[normalizePath(pathname)];
  return fixedKey ? t(fixedKey) : null;
}

/** The current screen's title in the current language (the shell's `h1`). */
export function usePageTitle(): string | null {
  const { pathname, search } = useLocation();
  const routes = useAppRoutes();
  const { t } = useTranslation();
  return routeTitle(routes, pathname, t, search);
}

/** Every navigation (and language change) sets `${route title} - ${product title}`. */
export function useDocumentTitle() {
  const { pathname, search } = useLocation();
  const routes = useAppRoutes();
  const { t, i18n } = useTranslation();
  useEffect(() => {
    document.title = documentTitle(routeTitle(routes, pathname, t, search), t('common:productTitle'));
  }, [pathname, search, routes, t, i18n.language]);
}
