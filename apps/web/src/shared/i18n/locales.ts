// antd's and dayjs's texts for a language, loaded with its dictionaries (only the one in use is fetched).
import dayjs from 'dayjs';
import type { Locale } from 'antd/es/locale';
import { setAntdLocale } from './antd-locale';
import type { Language } from './language';

interface LocaleModules {
  antd: () => Promise<{ default: Locale }>;
  dayjs: () => Promise<{ default: ILocale }>;
}

const LOCALES: Record<Language, LocaleModules> = {
  en: { antd: () => import('antd/locale/en_US'), dayjs: () => import('dayjs/locale/en') },
  zh_CN: { antd: () => import('antd/locale/zh_CN'), dayjs: () => import('dayjs/locale/zh-cn') },
  // antd has no Mexican Spanish; its Spanish reads the same for a back office.
  es_MX: { antd: () => import('antd/locale/es_ES'), dayjs: () => import('dayjs/locale/es-mx') },
  ja: { antd: () => import('antd/locale/ja_JP'), dayjs: () => import('dayjs/locale/ja') },
};

export interface LoadedLocales {
  antd: Locale;
  dayjsName: string;
}

/** Loads both; dayjs's locale is registered with weeks starting on Monday, as the spec asks in every language. */
export async function loadLocales(language: Language): Promise<LoadedLocales> {
  const [antd, day] = await Promise.all([LOCALES[language].antd(), LOCALES[language].dayjs()]);
  const locale = day.default;
  dayjs.locale({ ...locale, weekStart: 1 }, undefined, true);
  return { antd: antd.default, dayjsName: locale.name };
}

/** Makes loaded locales the ones dayjs and antd (through `useAntdLocale`) use. */
export function applyLocales(locales: LoadedLocales): void {
  dayjs.locale(locales.dayjsName);
  setAntdLocale(locales.antd);
}
