import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { imageSrc } from '../../../shared/widgets/image-src';
import { logoutRequest } from '../../../shared/session/session-api';
import { useSessionStore } from '../../../shared/session/session-store';
import { loginPathFor } from '../../../shared/routing/paths';
import { MenuButton } from '../../../shared/ui';

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useSessionStore((state) => state.user);

  const logout = async () => {
    // Signing in again returns here, but never to an error page.
    const fullPath = ['/401', '/404'].includes(location.pathname) ? '/' : location.pathname + location.search;
    try {
      await logoutRequest();
    } catch {
      // Signing out locally still matters when the server call fails (the client showed why).
    }
    useSessionStore.getState().reset();
    await navigate(loginPathFor(fullPath));
  };

  return (
    <MenuButton
      className="navbar__user"
      data-testid="navbar-user"
      items={[{ key: 'home', label: t('shell:navbar.home') }, 'divider', { key: 'logout', label: t('common:logout'), testId: 'navbar-logout' }]}
      onSelect={(key) => (key === 'logout' ? void logout() : void navigate('/'))}
    >
      <span className="navbar__avatar" aria-hidden="true">
        {user?.avatar ? <img src={imageSrc(user.avatar)} alt="" /> : <UserOutlined />}
      </span>
      <span className="navbar__username" data-testid="navbar-username">
        {user?.nickName}
      </span>
      <DownOutlined aria-hidden="true" />
    </MenuButton>
  );
}
