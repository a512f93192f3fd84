import Cookies from 'js-cookie';

export const LANGUAGES = ['en', 'zh_CN', 'es_MX', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_COOKIE = 'language';
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function fromBrowserLanguage(browserLanguage: string | undefined): Language | undefined {
  const lower = browserLanguage?.toLowerCase() ?? '';
  if (lower.startsWith('zh')) return 'zh_CN';
  if (lower.startsWith('en')) return 'en';
  if (lower.startsWith('es')) return 'es_MX';
  if (lower.startsWith('ja')) return 'ja';
  return undefined;
}

/** The saved language cookie, else the browser language (en, zh, es or ja), else English. */
export function detectLanguage(): Language {
  const saved = Cookies.get(LANGUAGE_COOKIE);
  if (isLanguage(saved)) return saved;
  const browserLanguages = typeof navigator === 'undefined' ? [] : [navigator.language, ...(navigator.languages ?? [])];
  for (const browserLanguage of browserLanguages) {
    const language = fromBrowserLanguage(browserLanguage);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
