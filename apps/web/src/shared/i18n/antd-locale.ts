import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { Locale } from 'antd/es/locale';
import { useTranslation } from 'react-i18next';

/** antd's locale for the current language, for the ConfigProvider. */
export function useAntdLocale(): Locale {
  const { i18n } = useTranslation();
  return i18n.language === 'zh_CN' ? zhCN : enUS;
}
