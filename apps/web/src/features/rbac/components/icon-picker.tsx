import { Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { MENU_ICON_NAMES, MenuIcon } from '../../../shared/widgets/menu-icons';
import { useClearButton } from '../../../shared/widgets/clear-button';

interface IconPickerProps {
  /** From the Form.Item, so its label names the field. */
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
}

/** Chooses a menu icon from the sidebar's set, each option drawn as the sidebar will draw it. */
export function IconPicker({ id, value, onChange }: IconPickerProps) {
  const { t } = useTranslation('rbac');
  const clearButton = useClearButton();
  return (
    <Select
      id={id}
      allowClear={clearButton}
      showSearch
      value={value ?? undefined}
      onChange={(next?: string) => onChange?.(next ?? null)}
      placeholder={t('menu.iconPlaceholder')}
      options={MENU_ICON_NAMES.map((name) => ({
        value: name,
        label: (
          <Space>
            <MenuIcon name={name} />
            {name}
          </Space>
        ),
        title: name,
      }))}
      filterOption={(input, option) =>
        String(option?.value ?? '')
          .toLowerCase()
          .includes(input.toLowerCase())
      }
      data-testid="menu-icon"
    />
  );
}
