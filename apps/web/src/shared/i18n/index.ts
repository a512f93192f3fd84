import { use, useState } from 'react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import Cookies from 'js-cookie';
import { loadDictionaries, type DictionaryPart } from './resources';
import { detectLanguage, LANGUAGE_COOKIE, LANGUAGES, type Language } from './language';

export { LANGUAGES, detectLanguage, isLanguage, type Language } from './language';

let requested: Language | undefined;
/**
 * antd's and dayjs's texts (and dayjs itself) load only once something that shows antd asks for them
 * (`withLocales`): the login page opened directly has no antd and loads none of them.
 */
let localesModule: Promise<typeof import('./locales')> | null = null;

async function loadLocalesFor(language: Language) {
  if (!localesModule) return null;
  const locales = await localesModule;
  return { locales, loaded: await locales.loadLocales(language) };
}

/** Each part of each language's dictionaries, once asked for (a failed fetch is asked for again next time). */
const parts = new Map<string, Promise<void>>();
/** Whether the screens' texts are wanted: the app is starting (the login page opened directly needs only its own). */
let screensWanted = false;

function loadPart(language: Language, part: DictionaryPart): Promise<void> {
  const key = `${language}/${part}`;
  let loading = parts.get(key);
  if (!loading) {
    loading = loadDictionaries(language, part).then((resources) => {
      for (const [namespace, dictionary] of Object.entries(resources)) i18n.addResourceBundle(language, namespace, dictionary, true, true);
    });
    loading.catch(() => parts.delete(key));
    parts.set(key, loading);
  }
  return loading;
}

/** Adds a language's dictionaries to i18next (the screens' too once wanted), fetching each part once, without switching to it. */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([loadPart(language, 'sign-in'), ...(screensWanted ? [loadPart(language, 'screens')] : [])]);
}

/** From now on every language comes with the screens' texts (the app is starting); resolves once the current one's are in. */
export function wantScreenTexts(): Promise<void> {
  screensWanted = true;
  return loadLanguage(requested ?? detectLanguage());
}

/** Fetches a language's dictionaries, and antd's and dayjs's texts once wanted, then switches everything to it. */
async function switchTo(language: Language): Promise<void> {
  requested = language;
  const [, locales] = await Promise.all([loadLanguage(language), loadLocalesFor(language)]);
  // A later choice made while this one was loading wins.
  if (requested !== language) return;
  locales?.locales.applyLocales(locales.loaded);
  if (typeof document !== 'undefined') document.documentElement.lang = language.replace('_', '-');
  await i18n.changeLanguage(language);
}

let localesReady: Promise<void> | null = null;
let localesApplied = false;

/**
 * From now on antd and dayjs follow the language; resolves once the current language's texts are in.
 * Whatever renders antd waits for it first (`useLocales`), so no screen shows antd's English.
 */
export function withLocales(): Promise<void> {
  localesModule ??= import('./locales');
  localesReady ??= (async () => {
    const language = requested ?? detectLanguage();
    const locales = await loadLocalesFor(language);
    // A language chosen meanwhile applies its own texts when its switch completes.
    if (locales && requested === language) locales.locales.applyLocales(locales.loaded);
    localesApplied = true;
  })();
  return localesReady;
}

/** For whatever renders antd: suspends until `withLocales` is done (and only then: a ready app never suspends). */
export function useLocales(): void {
  const ready = withLocales();
  // Decided once per component, not on each render: when the wait ends React replays the render that waited, and
  // that replay must call `use` again, since React mounts the hooks after it from there (skipping it threw "update
  // hook called on initial render" there, and React drew the whole page again to recover).
  const [waits] = useState(() => !localesApplied);
  if (waits) use(ready);
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

/** Saves the language in its cookie and switches i18next and, once wanted, dayjs and (through `useAntdLocale`) antd. */
export async function setLanguage(language: Language): Promise<void> {
  Cookies.set(LANGUAGE_COOKIE, language, { expires: 365 });
  await switchTo(language);
}

export default i18n;
