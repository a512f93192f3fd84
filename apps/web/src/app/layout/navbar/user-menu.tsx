import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { imageSrc } from '../../../shared/widgets/image-src';
import { useLogOut } from '../../../shared/session/use-log-out';
import { useSessionStore } from '../../../shared/session/session-store';
import { MenuButton } from '../../../shared/ui';

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogOut();
  const user = useSessionStore((state) => state.user);

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
