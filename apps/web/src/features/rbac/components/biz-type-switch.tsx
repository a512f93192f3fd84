import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';

interface BizTypeSwitchProps {
  value: 0 | 1;
  onChange: (value: 0 | 1) => void;
}

/** Chooses which menus are managed: the shops' (1) or the platform's own (0). */
export function BizTypeSwitch({ value, onChange }: BizTypeSwitchProps) {
  const { t } = useTranslation('rbac');
  return (
    <Radio.Group
      optionType="button"
      value={value}
      onChange={(e) => onChange(e.target.value as 0 | 1)}
      options={[
        { value: 1, label: t('bizType.shop') },
        { value: 0, label: t('bizType.platform') },
      ]}
      data-testid="biz-type"
    />
  );
}
