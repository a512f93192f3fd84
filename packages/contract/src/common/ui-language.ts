// The web app's language, as the browser app picks it and as the server, naming the page's first code, guesses it.

export const UI_LANGUAGES = ['en', 'zh_CN', 'es_MX', 'ja'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const UI_DEFAULT_LANGUAGE: UiLanguage = 'en';
/** The cookie that keeps the language the user chose. */
export const LANGUAGE_COOKIE = 'language';

export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && (UI_LANGUAGES as readonly string[]).includes(value);
}

function fromBrowserLanguage(browserLanguage: string): UiLanguage | undefined {
  const lower = browserLanguage.trim().toLowerCase();
  if (lower.startsWith('zh')) return 'zh_CN';
  if (lower.startsWith('en')) return 'en';
  if (lower.startsWith('es')) return 'es_MX';
  if (lower.startsWith('ja')) return 'ja';
  return undefined;
}

/** The saved language, else the first of the browser's languages that is en, zh, es or ja, else English. */
export function uiLanguageOf(saved: string | undefined, browserLanguages: readonly string[]): UiLanguage {
  if (isUiLanguage(saved)) return saved;
  for (const browserLanguage of browserLanguages) {
    const language = fromBrowserLanguage(browserLanguage);
    if (language) return language;
  }
  return UI_DEFAULT_LANGUAGE;
}
