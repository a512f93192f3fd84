import type { ResourceLanguage } from 'i18next';
import type { Language } from './language';

export type { Dictionary } from './bundles/namespaces';

/**
 * A language's texts come in two chunks: the login page's (the shared texts and its form's), which is all the login
 * page opened directly fetches, and the screens' (every other feature's), which the app fetches beside it.
 */
export type DictionaryPart = 'sign-in' | 'screens';

type Bundle = () => Promise<{ default: ResourceLanguage }>;

const BUNDLES: Record<DictionaryPart, Record<Language, Bundle>> = {
  'sign-in': {
    en: () => import('./bundles/sign-in/en'),
    zh_CN: () => import('./bundles/sign-in/zh_CN'),
    es_MX: () => import('./bundles/sign-in/es_MX'),
    ja: () => import('./bundles/sign-in/ja'),
  },
  screens: {
    en: () => import('./bundles/en'),
    zh_CN: () => import('./bundles/zh_CN'),
    es_MX: () => import('./bundles/es_MX'),
    ja: () => import('./bundles/ja'),
  },
};

export async function loadDictionaries(language: Language, part: DictionaryPart): Promise<ResourceLanguage> {
  return (await BUNDLES[part][language]()).default;
}
