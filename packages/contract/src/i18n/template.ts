// A message built from values (a lock's minutes, refused ids, a limit): one text with {named} places fills
// the values in and, read backwards, finds them again, so the server can answer it in any language.
export type TemplateValues = Record<string, string | number>;

/** A message function that also carries its text with `{name}` places. */
export interface TemplatedMessage<Args extends unknown[]> {
  (...args: Args): string;
  readonly template: string;
}

const PLACE = /\{(\w+)\}/g;

export function fillTemplate(template: string, values: TemplateValues): string {
  return template.replace(PLACE, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** `templated('锁定{minutes}分钟', (seconds: number) => ({ minutes: … }))`: called like any message function. */
export function templated<Args extends unknown[]>(template: string, values: (...args: Args) => TemplateValues): TemplatedMessage<Args> {
  return Object.assign((...args: Args) => fillTemplate(template, values(...args)), { template });
}

export const isTemplated = (value: unknown): value is TemplatedMessage<never> =>
  typeof value === 'function' && typeof (value as { template?: unknown }).template === 'string';

/** The names of a template's places, sorted. */
export const placesOf = (template: string): string[] => [...template.matchAll(PLACE)].map((match) => match[1]!).sort();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Reads a text made from `template` back into its values; null when the text was not made from it. */
export function templateReader(template: string): (text: string) => TemplateValues | null {
  const names: string[] = [];
  const source = template
    .split(PLACE)
    .map((part, index) => {
      if (index % 2 === 0) return escapeRegExp(part);
      names.push(part);
      return '([\\s\\S]+?)';
    })
    .join('');
  const pattern = new RegExp(`^${source}$`);
  return (text) => {
    const match = pattern.exec(text);
    if (!match) return null;
    return Object.fromEntries(names.map((name, index) => [name, match[index + 1]!]));
  };
}

/** How many characters of a template are fixed text: longer fixed text is the more specific reading. */
export const fixedLength = (template: string): number => template.replace(PLACE, '').length;
