import { Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../../../app/layout/sidebar/menu-icons';

/** The antd icons the sidebar knows how to draw (see menu-icons.tsx); any other name would fall back. */
export const PICKABLE_ICONS = [
  'AppstoreOutlined',
  'EnvironmentOutlined',
  'HomeOutlined',
  'NotificationOutlined',
  'PictureOutlined',
  'ProfileOutlined',
  'SafetyOutlined',
  'SettingOutlined',
  'ShopOutlined',
  'ShoppingOutlined',
  'TeamOutlined',
  'UserOutlined',
] as const;

interface IconPickerProps {
  value?: string | null;
  onChange?: (value: string | null) => void;
}

/** Chooses a menu icon from the sidebar's set, each option drawn as the sidebar will draw it. */
export function IconPicker({ value, onChange }: IconPickerProps) {
  const { t } = useTranslation('rbac');
  return (
    <Select
      allowClear
      showSearch
      value={value ?? undefined}
      onChange={(next?: string) => onChange?.(next ?? null)}
      placeholder={t('menu.iconPlaceholder')}
      options={PICKABLE_ICONS.map((name) => ({
        value: name,
        label: (
          <Space>
            <MenuIcon name={name} />
            {name}
          </Space>
        ),
        title: name,
      }))}
      filterOption={(input, option) => String(option?.value ?? '').toLowerCase().includes(input.toLowerCase())}
      data-testid="menu-icon"
    />
  );
}
