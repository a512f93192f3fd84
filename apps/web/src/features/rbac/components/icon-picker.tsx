import { useState } from 'react';
import { Button, Input, Popover, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../../../app/layout/sidebar/menu-icons';

/** The antd icons the sidebar knows how to draw (see menu-icons.tsx); picking any other name would fall back. */
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

/** A read-only input showing the chosen icon; clicking opens a grid of the sidebar's icons. */
export function IconPicker({ value, onChange }: IconPickerProps) {
  const { t } = useTranslation('rbac');
  const [open, setOpen] = useState(false);
  const grid = (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(6, 40px)', gap: 6 }} data-testid="icon-picker-grid">
      {PICKABLE_ICONS.map((name) => (
        <Button
          key={name}
          title={name}
          type={name === value ? 'primary' : 'default'}
          icon={<MenuIcon name={name} />}
          aria-label={name}
          onClick={() => {
            onChange?.(name);
            setOpen(false);
          }}
        />
      ))}
    </div>
  );
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Popover content={grid} trigger="click" open={open} onOpenChange={setOpen} placement="bottomLeft">
        <Input
          readOnly
          value={value ?? ''}
          placeholder={t('menu.iconPlaceholder')}
          prefix={value ? <MenuIcon name={value} /> : undefined}
          style={{ cursor: 'pointer' }}
          data-testid="menu-icon"
        />
      </Popover>
      {value && <Button onClick={() => onChange?.(null)}>{t('menu.clearIcon')}</Button>}
    </Space.Compact>
  );
}
