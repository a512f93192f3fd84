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

/**
 * Reads a text made from `template` back into its values; null when the text was not made from it. Each place takes
 * the fewest characters (at least one) after which the rest still reads, as `^a([\s\S]+?)b([\s\S]+?)c$` would,
 * but each fixed piece is looked up once: that expression takes time quadratic in the text, and texts carry user
 * data of any length (a spreadsheet cell named as an unknown attribute).
 */
export function templateReader(template: string): (text: string) => TemplateValues | null {
  const parts = template.split(PLACE);
  const fixed = parts.filter((_, index) => index % 2 === 0);
  const names = parts.filter((_, index) => index % 2 === 1);
  const head = fixed[0]!;
  const tail = fixed[fixed.length - 1]!;
  return (text) => {
    if (!names.length) return text === head ? {} : null;
    const end = text.length - tail.length;
    if (!text.startsWith(head) || !text.endsWith(tail) || end < head.length) return null;
    const values: TemplateValues = {};
    let at = head.length;
    for (const [index, name] of names.entries()) {
      // The last place runs to the tail; any other to the earliest next piece (a later one leaves the rest less room).
      const piece = index === names.length - 1 ? null : fixed[index + 1]!;
      const next = piece === null ? end : text.indexOf(piece, at + 1);
      if (next < at + 1 || next > end) return null;
      values[name] = text.slice(at, next);
      at = next + (piece?.length ?? 0);
    }
    return values;
  };
}

/** How many characters of a template are fixed text: longer fixed text is the more specific reading. */
export const fixedLength = (template: string): number => template.replace(PLACE, '').length;
