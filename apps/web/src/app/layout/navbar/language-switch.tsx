import { TranslationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage, type Language } from '../../../shared/i18n';
import { MenuButton } from '../../../shared/ui';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation('shell');
  const items = LANGUAGES.map((language) => ({ key: language, label: t(`common:languages.${language}`), checked: language === i18n.language }));
  return (
    <MenuButton items={items} onSelect={(key) => void setLanguage(key as Language)} aria-label={t('navbar.language')} data-testid="lang-switch">
      <TranslationOutlined />
    </MenuButton>
  );
}
