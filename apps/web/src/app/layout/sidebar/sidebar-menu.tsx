import { useEffect, useMemo, useState } from 'react';
import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { normalizePath } from '../../../shared/routing/paths';
import { findPageRoute, useAppRoutes } from '../../use-app-routes';
import { ancestorKeys, findNavNode, toMenuItems } from './menu-items';

interface SidebarMenuProps {
  collapsed: boolean;
  onNavigate?: () => void;
}

export function SidebarMenu({ collapsed, onNavigate }: SidebarMenuProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const routes = useAppRoutes();
  const selectedKey = findPageRoute(routes, pathname)?.activeMenu || normalizePath(pathname);
  const { t } = useTranslation();
  const items = useMemo(() => toMenuItems(routes.nav, true, t), [routes.nav, t]);
  const [openKeys, setOpenKeys] = useState(() => ancestorKeys(routes.nav, selectedKey));

  useEffect(() => {
    const ancestors = ancestorKeys(routes.nav, selectedKey);
    setOpenKeys((open) => [...new Set([...open, ...ancestors])]);
  }, [routes.nav, selectedKey]);

  const onClick = ({ key }: { key: string }) => {
    if (findNavNode(routes.nav, key)?.external) return; // the label is a target=_blank link
    navigate(key);
    onNavigate?.();
  };

  return (
    <Menu
      data-testid="sidebar-menu"
      mode="inline"
      theme="dark"
      items={items}
      selectedKeys={[selectedKey]}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      onClick={onClick}
    />
  );
}
