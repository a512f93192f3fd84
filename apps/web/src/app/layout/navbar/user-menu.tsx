import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { imageSrc } from '../../../shared/widgets/image-src';
import { logoutRequest } from '../../../shared/session/session-api';
import { useSessionStore } from '../../../shared/session/session-store';
import { loginPathFor } from '../../../shared/routing/paths';

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

  const items = [
    { key: 'home', label: t('shell:navbar.home') },
    { type: 'divider' as const },
    { key: 'logout', label: <span data-testid="navbar-logout">{t('common:logout')}</span> },
  ];

  return (
    <Dropdown trigger={['click']} autoFocus menu={{ items, onClick: ({ key }) => (key === 'logout' ? void logout() : void navigate('/')) }}>
      <button type="button" className="navbar__user" data-testid="navbar-user">
        <Avatar size={30} alt="" src={user?.avatar ? imageSrc(user.avatar) : undefined} icon={<UserOutlined />} />
        <span className="navbar__username" data-testid="navbar-username">
          {user?.nickName}
        </span>
        <DownOutlined />
      </button>
    </Dropdown>
  );
}
