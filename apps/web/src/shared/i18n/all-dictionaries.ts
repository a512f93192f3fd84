// Every dictionary of every language at once, for the tests that compare them (the app loads one language).
import { LANGUAGES, type Language } from './language';
import type { Dictionary } from './bundles/namespaces';

export type { Dictionary } from './bundles/namespaces';

const common = import.meta.glob<Dictionary>('./*.json', { eager: true, import: 'default' });
// The names of antd's controls, loaded with antd's own texts (packs/).
const controls = import.meta.glob<Dictionary>('./controls/*.json', { eager: true, import: 'default' });
const features = import.meta.glob<Dictionary>('../../features/*/i18n/*.json', { eager: true, import: 'default' });
const DICTIONARY_PATH = /(?:\/features\/([^/]+)\/i18n|\/(controls))?\/([^/]+)\.json$/;

/** `{ namespace: { language: dictionary } }` for the common namespace, the controls' names and every feature. */
export function collectDictionaries(): Record<string, Partial<Record<Language, Dictionary>>> {
  const result: Record<string, Partial<Record<Language, Dictionary>>> = {};
  for (const [path, dictionary] of Object.entries({ ...common, ...controls, ...features })) {
    const match = DICTIONARY_PATH.exec(path);
    if (!match || !(LANGUAGES as readonly string[]).includes(match[3]!)) continue;
    const namespace = match[1] ?? match[2] ?? 'common';
    result[namespace] = { ...result[namespace], [match[3] as Language]: dictionary };
  }
  return result;
}
