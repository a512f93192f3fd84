import type { ResourceLanguage } from 'i18next';
import type { Language } from './language';

export type { Dictionary } from './bundles/namespaces';

/** One chunk per language (see bundles/): switching to a language fetches its dictionaries once. */
const BUNDLES: Record<Language, () => Promise<{ default: ResourceLanguage }>> = {
  en: () => import('./bundles/en'),
  zh_CN: () => import('./bundles/zh_CN'),
  es_MX: () => import('./bundles/es_MX'),
  ja: () => import('./bundles/ja'),
};

export async function loadDictionaries(language: Language): Promise<ResourceLanguage> {
  return (await BUNDLES[language]()).default;
}
