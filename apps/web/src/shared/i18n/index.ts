import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import Cookies from 'js-cookie';
import dayjs from 'dayjs';
import { setAntdLocale } from './antd-locale';
import { loadLocales } from './locales';
import { loadDictionaries } from './resources';
import { detectLanguage, LANGUAGE_COOKIE, LANGUAGES, type Language } from './language';

export { LANGUAGES, detectLanguage, isLanguage, type Language } from './language';

let requested: Language | undefined;

/** Fetches a language's dictionaries, antd and dayjs texts (once), then switches everything to it. */
async function switchTo(language: Language): Promise<void> {
  requested = language;
  const [dictionaries, locales] = await Promise.all([
    i18n.hasResourceBundle(language, 'common') ? null : loadDictionaries(language),
    loadLocales(language),
  ]);
  for (const [namespace, dictionary] of Object.entries(dictionaries ?? {})) i18n.addResourceBundle(language, namespace, dictionary, true, true);
  // A later choice made while this one was loading wins.
  if (requested !== language) return;
  dayjs.locale(locales.dayjsName);
  setAntdLocale(locales.antd);
  if (typeof document !== 'undefined') document.documentElement.lang = language.replace('_', '-');
  await i18n.changeLanguage(language);
}

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: detectLanguage(),
  // Only the language in use is loaded, so there is nothing to fall back on: every dictionary is complete.
  fallbackLng: false,
  supportedLngs: [...LANGUAGES],
  defaultNS: 'common',
  fallbackNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Resolves once the detected language is loaded: the app renders after it, so no key ever shows. */
export const i18nReady: Promise<void> = switchTo(detectLanguage());

/** Saves the language in its cookie and switches i18next, dayjs and (through `useAntdLocale`) antd. */
export async function setLanguage(language: Language): Promise<void> {
  Cookies.set(LANGUAGE_COOKIE, language, { expires: 365 });
  await switchTo(language);
}

export default i18n;
