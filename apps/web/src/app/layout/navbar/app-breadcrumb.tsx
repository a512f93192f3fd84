import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { findPageRoute, useAppRoutes } from '../../use-app-routes';
import { menuText } from '../../../shared/i18n/menu-texts';

export function AppBreadcrumb() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const page = findPageRoute(useAppRoutes(), pathname);
  if (!page) return null;
  const title = page.title !== null ? menuText(page.title, t) : page.titleKey ? t(page.titleKey) : '';
  const items = [...page.ancestors.map((ancestor) => menuText(ancestor, t)), title].map((text, index) => ({ key: index, title: text }));
  return <Breadcrumb className="navbar__breadcrumb" items={items} />;
}
