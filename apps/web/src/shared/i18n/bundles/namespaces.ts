import type { ResourceLanguage } from 'i18next';

export type Dictionary = Record<string, unknown>;

const FEATURE_DICTIONARY_PATH = /\/features\/([^/]+)\/i18n\/[^/]+\.json$/;

/** One language's dictionaries by namespace: `common` and each feature (its folder name). */
export function byNamespace(common: Dictionary, features: Record<string, Dictionary>): ResourceLanguage {
  const resources: ResourceLanguage = { common };
  for (const [path, dictionary] of Object.entries(features)) {
    const namespace = FEATURE_DICTIONARY_PATH.exec(path)?.[1];
    if (namespace) resources[namespace] = dictionary;
  }
  return resources;
}
