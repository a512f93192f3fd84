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

/** Menu icon names: antd names plus the legacy mall4cloud SVG names. */
const ICONS: Record<string, ComponentType> = {
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
