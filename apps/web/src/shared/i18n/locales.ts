// antd's and dayjs's texts for a language, loaded with its dictionaries (only the one in use is fetched).
import dayjs from 'dayjs';
import i18n from 'i18next';
import type { Locale } from 'antd/es/locale';
import { setAntdLocale } from './antd-locale';
import type { Language } from './language';

/** Each language's antd and dayjs texts, one chunk per language (packs/). */
const PACKS: Record<Language, () => Promise<{ antd: Locale; dayjs: ILocale; controls: Record<string, string> }>> = {
  en: () => import('./packs/en'),
  zh_CN: () => import('./packs/zh_CN'),
  es_MX: () => import('./packs/es_MX'),
  ja: () => import('./packs/ja'),
};

export interface LoadedLocales {
  antd: Locale;
  dayjsName: string;
}

/**
 * Loads both; dayjs's locale is registered with weeks starting on Monday, as the spec asks in every language. The
 * names the app gives antd's controls where antd names them in English (the `controls` namespace) come with them:
 * only what draws antd needs them, and the login page, which draws none, does not load them.
 */
export async function loadLocales(language: Language): Promise<LoadedLocales> {
  const pack = await PACKS[language]();
  i18n.addResourceBundle(language, 'controls', pack.controls, true, true);
  dayjs.locale({ ...pack.dayjs, weekStart: 1 }, undefined, true);
  return { antd: pack.antd, dayjsName: pack.dayjs.name };
}

/** Makes loaded locales the ones dayjs and antd (through `useAntdLocale`) use. */
export function applyLocales(locales: LoadedLocales): void {
  dayjs.locale(locales.dayjsName);
  setAntdLocale(locales.antd);
}
