import { ColumnHeightOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { SIZE_SETTINGS, useSettingsStore, type SizeSetting } from '../../settings-store';

export function SizeSwitch() {
  const { t } = useTranslation('shell');
  const size = useSettingsStore((state) => state.size);
  const setSize = useSettingsStore((state) => state.setSize);
  const items = SIZE_SETTINGS.map((setting) => ({ key: setting, label: t(`sizes.${setting}`) }));
  return (
    <Dropdown trigger={['click']} menu={{ items, selectable: true, selectedKeys: [size], onClick: ({ key }) => setSize(key as SizeSetting) }}>
      <Button type="text" icon={<ColumnHeightOutlined />} aria-label={t('navbar.size')} data-testid="size-switch" />
    </Dropdown>
  );
}
