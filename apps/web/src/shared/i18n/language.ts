import Cookies from 'js-cookie';
import { LANGUAGE_COOKIE, UI_DEFAULT_LANGUAGE, UI_LANGUAGES, isUiLanguage, uiLanguageOf, type UiLanguage } from '@caremall/contract';

export const LANGUAGES = UI_LANGUAGES;
export type Language = UiLanguage;
export { LANGUAGE_COOKIE };
export const DEFAULT_LANGUAGE: Language = UI_DEFAULT_LANGUAGE;
export const isLanguage = isUiLanguage;

/** The saved language cookie, else the browser language (en, zh, es or ja), else English (the server guesses the same). */
export function detectLanguage(): Language {
  const browserLanguages = typeof navigator === 'undefined' ? [] : [navigator.language, ...(navigator.languages ?? [])];
  return uiLanguageOf(Cookies.get(LANGUAGE_COOKIE), browserLanguages.filter(Boolean));
}
