import type { ComponentType } from 'react';
import {
  AppstoreOutlined,
  EnvironmentOutlined,
  HomeOutlined,
  NotificationOutlined,
  PictureOutlined,
  ProfileOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';

/** The antd icons a menu may name; the menu dialog's icon picker offers exactly these. */
const ANTD_ICONS = {
  AppstoreOutlined,
  EnvironmentOutlined,
  HomeOutlined,
  NotificationOutlined,
  PictureOutlined,
  ProfileOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingOutlined,
  TeamOutlined,
  UserOutlined,
};
export const MENU_ICON_NAMES = Object.keys(ANTD_ICONS) as (keyof typeof ANTD_ICONS)[];

/** Menu icon names: antd names plus the legacy mall4cloud SVG names. */
const ICONS: Record<string, ComponentType> = {
  ...ANTD_ICONS,
  documentplus: ProfileOutlined,
  ShoppingBagplus: ShoppingOutlined,
  Shopplus: ShopOutlined,
  'office-buildingplus': SafetyOutlined,
  dashboard: HomeOutlined,
  user: UserOutlined,
  peoples: TeamOutlined,
  system: SettingOutlined,
};

export function menuIcon(name: string | null | undefined): ComponentType {
  return (name && ICONS[name]) || AppstoreOutlined;
}

export function MenuIcon({ name }: { name: string | null | undefined }) {
  const Icon = menuIcon(name);
  return <Icon />;
}
