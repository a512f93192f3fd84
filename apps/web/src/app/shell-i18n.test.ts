import { describe, expect, it } from 'vitest';

/** en and zh_CN dictionaries of the namespaces the shell owns must have identical keys. */
const dictionaries = import.meta.glob<unknown>('../features/{shell,errors,order}/i18n/*.json', { eager: true, import: 'default' });

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('shell i18n key parity', () => {
  for (const feature of ['shell', 'errors', 'order']) {
    it(`${feature}: en and zh_CN have the same keys`, () => {
      const en = dictionaries[`../features/${feature}/i18n/en.json`];
      const zh = dictionaries[`../features/${feature}/i18n/zh_CN.json`];
      expect(en).toBeDefined();
      expect(keys(zh).sort()).toEqual(keys(en).sort());
    });
  }
});
