import { ColumnHeightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MenuButton } from '../../../shared/ui';
import { SIZE_SETTINGS, useSettingsStore, type SizeSetting } from '../../settings-store';

export function SizeSwitch() {
  const { t } = useTranslation('shell');
  const size = useSettingsStore((state) => state.size);
  const setSize = useSettingsStore((state) => state.setSize);
  const items = SIZE_SETTINGS.map((setting) => ({ key: setting, label: t(`sizes.${setting}`), checked: setting === size }));
  return (
    <MenuButton items={items} onSelect={(key) => setSize(key as SizeSetting)} aria-label={t('navbar.size')} data-testid="size-switch">
      <ColumnHeightOutlined />
    </MenuButton>
  );
}
