import { TranslationOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage, type Language } from '../../../shared/i18n';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation('shell');
  const items = LANGUAGES.map((language) => ({ key: language, label: t(`common:languages.${language}`) }));
  return (
    <Dropdown
      trigger={['click']}
      menu={{ items, selectable: true, selectedKeys: [i18n.language], onClick: ({ key }) => void setLanguage(key as Language) }}
    >
      <Button type="text" icon={<TranslationOutlined />} aria-label={t('navbar.language')} data-testid="lang-switch" />
    </Dropdown>
  );
}
