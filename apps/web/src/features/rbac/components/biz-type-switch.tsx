import { useTranslation } from 'react-i18next';
import { Segmented } from '../../../shared/ui';

interface BizTypeSwitchProps {
  value: 0 | 1;
  onChange: (value: 0 | 1) => void;
}

/** Chooses which menus are managed: the shops' (1) or the platform's own (0). */
export function BizTypeSwitch({ value, onChange }: BizTypeSwitchProps) {
  const { t } = useTranslation('rbac');
  return (
    <Segmented<0 | 1>
      value={value}
      onChange={onChange}
      aria-label={t('bizType.label')}
      options={[
        { value: 1, label: t('bizType.shop') },
        { value: 0, label: t('bizType.platform') },
      ]}
      data-testid="biz-type"
    />
  );
}
