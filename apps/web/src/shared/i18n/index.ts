import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import Cookies from 'js-cookie';
import dayjs from 'dayjs';
import dayjsEn from 'dayjs/locale/en';
import 'dayjs/locale/zh-cn';
import { buildResources } from './resources';
import { DEFAULT_LANGUAGE, detectLanguage, LANGUAGE_COOKIE, LANGUAGES, type Language } from './language';

export { LANGUAGES, detectLanguage, isLanguage, type Language } from './language';

const DAYJS_LOCALES: Record<Language, string> = { en: 'en', zh_CN: 'zh-cn' };

// dayjs's English week starts on Sunday; the product's weeks start on Monday (zh-cn already does).
dayjs.locale({ ...dayjsEn, weekStart: 1 }, undefined, true);

function applyLanguageSideEffects(language: Language): void {
  dayjs.locale(DAYJS_LOCALES[language]);
  if (typeof document !== 'undefined') document.documentElement.lang = language.replace('_', '-');
}

const initialLanguage = detectLanguage();

void i18n.use(initReactI18next).init({
  resources: buildResources(),
  lng: initialLanguage,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  defaultNS: 'common',
  fallbackNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});
applyLanguageSideEffects(initialLanguage);

/** Saves the language in its cookie and switches i18next, dayjs and (through `useAntdLocale`) antd. */
export async function setLanguage(language: Language): Promise<void> {
  Cookies.set(LANGUAGE_COOKIE, language, { expires: 365 });
  applyLanguageSideEffects(language);
  await i18n.changeLanguage(language);
}

export default i18n;
