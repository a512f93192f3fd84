// The server writes its messages in Chinese (the spec's wording, what upstream clients expect); a caller
// that names another language gets each one translated on the way out. A message is found by its exact
// text, or read back through a template into its values and written again in the caller's language.
import { MESSAGE_CATALOGUE, type MessageTranslations } from './catalogue.ts';
import { MESSAGES_EN } from './messages-en.ts';
import { MESSAGES_ES_MX } from './messages-es-mx.ts';
import { MESSAGES_JA } from './messages-ja.ts';
import { fillTemplate, fixedLength, isTemplated, templateReader, type TemplateValues } from './template.ts';

export const MESSAGE_LANGUAGES = ['zh_CN', 'en', 'es_MX', 'ja'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];
export const SOURCE_LANGUAGE: MessageLanguage = 'zh_CN';

export const MESSAGE_TRANSLATIONS: Record<Exclude<MessageLanguage, 'zh_CN'>, MessageTranslations> = {
  en: MESSAGES_EN,
  es_MX: MESSAGES_ES_MX,
  ja: MESSAGES_JA,
};

/**
 * The language a `locale` header names (`en`, `en-US`, `es_MX`, `ja-JP`, `zh_CN`…), by its first part;
 * Chinese when there is none or it is not one of ours.
 */
export function messageLanguageOf(locale: string | undefined | null): MessageLanguage {
  const primary = (locale ?? '')
    .trim()
    .toLowerCase()
    .split(/[-_,;]/)[0];
  if (primary === 'en') return 'en';
  if (primary === 'es') return 'es_MX';
  if (primary === 'ja') return 'ja';
  return 'zh_CN';
}

interface Entry {
  domain: string;
  key: string;
}
interface Reading extends Entry {
  read: (text: string) => TemplateValues | null;
}

const exact = new Map<string, Entry>();
const readings: (Reading & { fixed: number })[] = [];
for (const [domain, messages] of Object.entries(MESSAGE_CATALOGUE)) {
  for (const [key, value] of Object.entries(messages as Record<string, unknown>)) {
    if (typeof value === 'string') {
      if (!exact.has(value)) exact.set(value, { domain, key });
    } else if (isTemplated(value)) {
      readings.push({ domain, key, read: templateReader(value.template), fixed: fixedLength(value.template) });
    }
  }
}
// The template with the most fixed text is the most specific reading of a text.
readings.sort((a, b) => b.fixed - a.fixed);

const textOf = (language: Exclude<MessageLanguage, 'zh_CN'>, entry: Entry) =>
  (MESSAGE_TRANSLATIONS[language] as unknown as Record<string, Record<string, string>>)[entry.domain]?.[entry.key];

/** `text` in `language`; a text that is not one of the catalogue's (user data, an unknown text) comes back as it is. */
export function translateMessage(text: string, language: MessageLanguage): string {
  if (language === 'zh_CN' || text === '') return text;
  const entry = exact.get(text);
  if (entry) return textOf(language, entry) ?? text;
  for (const reading of readings) {
    const values = reading.read(text);
    if (!values) continue;
    const template = textOf(language, reading);
    if (template) return fillTemplate(template, values);
  }
  return text;
}

/** An A00002 item `field:message` keeps its field and translates its message. */
export function translateFieldMessage(item: string, language: MessageLanguage): string {
  const match = /^([A-Za-z_$][\w$]*(?:\.[\w$]+)*):([\s\S]*)$/.exec(item);
  if (!match) return translateMessage(item, language);
  return `${match[1]}:${translateMessage(match[2]!, language)}`;
}

export { MESSAGE_CATALOGUE } from './catalogue.ts';
export { isTemplated, placesOf, templateReader } from './template.ts';
