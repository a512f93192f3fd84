import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { findPageRoute, useAppRoutes } from '../../use-app-routes';
import { menuText } from '../../../shared/i18n/menu-texts';
import { pageNameAt, pageNameText } from '../../page-names';

/** Where the screen sits in the menu: its directories, then its own title (the current page). */
export function AppBreadcrumb() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const page = findPageRoute(useAppRoutes(), pathname);
  if (!page) return null;
  const title = pageNameText(pageNameAt(page, search), t) ?? '';
  const trail = [...page.ancestors.map((ancestor) => menuText(ancestor, t)), title];
  return (
    <nav className="navbar__breadcrumb" aria-label={t('shell:navbar.breadcrumb')}>
      <ol>
        {trail.map((text, index) => (
          <li key={index} aria-current={index === trail.length - 1 ? 'page' : undefined}>
            {text}
          </li>
        ))}
      </ol>
    </nav>
  );
}
