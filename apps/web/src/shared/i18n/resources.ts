import type { Resource, ResourceLanguage } from 'i18next';
import commonEn from './en.json';
import commonZhCn from './zh_CN.json';
import { LANGUAGES, type Language } from './language';

export type Dictionary = Record<string, unknown>;

/** Every feature's dictionaries, found at build time; the folder name is the namespace. */
const featureDictionaries = import.meta.glob<Dictionary>('../../features/*/i18n/{en,zh_CN}.json', {
  eager: true,
  import: 'default',
});

const FEATURE_DICTIONARY_PATH = /\/features\/([^/]+)\/i18n\/([^/]+)\.json$/;

/** `{ namespace: { language: dictionary } }` for the common namespace and every feature. */
export function collectDictionaries(): Record<string, Partial<Record<Language, Dictionary>>> {
  const byNamespace: Record<string, Partial<Record<Language, Dictionary>>> = {
    common: { en: commonEn, zh_CN: commonZhCn },
  };
  for (const [path, dictionary] of Object.entries(featureDictionaries)) {
    const match = FEATURE_DICTIONARY_PATH.exec(path);
    if (!match) continue;
    const [, namespace, language] = match as unknown as [string, string, Language];
    byNamespace[namespace] = { ...byNamespace[namespace], [language]: dictionary };
  }
  return byNamespace;
}

export function buildResources(): Resource {
  const resources: Resource = {};
  for (const language of LANGUAGES) {
    const languageResources: ResourceLanguage = {};
    for (const [namespace, dictionaries] of Object.entries(collectDictionaries())) {
      const dictionary = dictionaries[language];
      if (dictionary) languageResources[namespace] = dictionary as ResourceLanguage[string];
    }
    resources[language] = languageResources;
  }
  return resources;
}
