import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { usePageTitle } from '../page-title';
import { useSettingsStore } from '../settings-store';
import { Navbar } from './navbar/navbar';
import { Sidebar } from './sidebar/sidebar';
import { TagsBar } from './tags/tags-bar';
import { useResponsiveDevice } from './use-responsive-device';
import { usePageCover } from './use-page-cover';
import '../../shared/ui/ui.css';
import './shell-layout.css';

const MAIN_ID = 'main-content';

/** Moves the focus to the screen itself, past the sidebar and the navbar (without touching the router's URL). */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(MAIN_ID)?.focus();
}

export default function ShellLayout() {
  useResponsiveDevice();
  const { t } = useTranslation();
  const title = usePageTitle();
  const covered = usePageCover();
  const size = useSettingsStore((state) => state.size);
  return (
    <div className="shell" data-size={size}>
      <a className="skip-link" href={`#${MAIN_ID}`} onClick={skipToContent} data-testid="skip-link">
        {t('shell:navbar.skipToContent')}
      </a>
      <Sidebar />
      <div className="shell__main">
        <header className={covered ? 'shell__header shell__header--covered' : 'shell__header'} data-page-cover={covered}>
          <Navbar />
          <TagsBar />
        </header>
        <main id={MAIN_ID} className="shell__content" tabIndex={-1}>
          {title && <h1 className="visually-hidden">{title}</h1>}
          <Outlet />
        </main>
      </div>
    </div>
  );
}
