import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui';
import { useSettingsStore } from '../../settings-store';
import { AppBreadcrumb } from './app-breadcrumb';
import { LanguageSwitch } from './language-switch';
import { SizeSwitch } from './size-switch';
import { UserMenu } from './user-menu';

export function Navbar() {
  const { t } = useTranslation();
  const opened = useSettingsStore((state) => state.sidebarOpened);
  const device = useSettingsStore((state) => state.device);
  const toggleSidebar = useSettingsStore((state) => state.toggleSidebar);
  return (
    <div className="navbar">
      <Button
        variant="text"
        icon={opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={toggleSidebar}
        aria-label={t('shell:navbar.toggleSidebar')}
        aria-expanded={opened}
        data-testid="sidebar-toggle"
      />
      <span className="navbar__title">{t('common:navbarTitle')}</span>
      {device === 'desktop' && <AppBreadcrumb />}
      <div className="navbar__right">
        <LanguageSwitch />
        <SizeSwitch />
        <UserMenu />
      </div>
    </div>
  );
}
