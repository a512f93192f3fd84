import type { ResourceLanguage } from 'i18next';

export type Dictionary = Record<string, unknown>;

const FEATURE_DICTIONARY_PATH = /\/features\/([^/]+)\/i18n\/[^/]+\.json$/;

/** One language's feature dictionaries by namespace (each feature's folder name). */
export function byNamespace(features: Record<string, Dictionary>): ResourceLanguage {
  const resources: ResourceLanguage = {};
  for (const [path, dictionary] of Object.entries(features)) {
    const namespace = FEATURE_DICTIONARY_PATH.exec(path)?.[1];
    if (namespace) resources[namespace] = dictionary;
  }
  return resources;
}
