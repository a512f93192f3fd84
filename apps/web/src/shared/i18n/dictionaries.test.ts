import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from './language';
import { collectDictionaries, type Dictionary } from './all-dictionaries';
import { PERMISSIONS, PLATFORM_MENUS, SHOP_MENUS } from '@caremall/contract';
import type { TFunction } from 'i18next';
import { menuText, menuTextKeys, permissionText } from './menu-texts';

/** Every leaf key as a dotted path, recursively. */
function leafKeys(dictionary: Dictionary, prefix = ''): string[] {
  return Object.entries(dictionary).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? leafKeys(value as Dictionary, path) : [path];
  });
}

function leafValue(dictionary: Dictionary, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Dictionary | undefined)?.[key], dictionary);
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

const dictionaries = Object.entries(collectDictionaries());
/** The ending of a count's key: the plural form it words (i18next's names, from the language's plural rules). */
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;

describe('dictionaries', () => {
  it('include the common namespace and the feature namespaces found on disk', () => {
    const namespaces = dictionaries.map(([namespace]) => namespace);
    expect(namespaces).toContain('common');
    expect(namespaces).toContain('login');
  });

  describe.each(dictionaries)('namespace %s', (_namespace, byLanguage) => {
    it('exists in every language', () => {
      for (const language of LANGUAGES) expect(byLanguage[language], language).toBeDefined();
    });

    it('has the same keys in every language (a count in the forms its language has)', () => {
      const texts = (language: Language) => [...new Set(leafKeys(byLanguage[language] ?? {}).map((key) => key.replace(PLURAL_FORM, '_#')))].sort();
      const [first, ...others] = LANGUAGES.map(texts);
      for (const keys of others) expect(keys).toEqual(first);
    });

    it('has non-empty texts with the same placeholders in every language', () => {
      const en = byLanguage.en ?? {};
      for (const key of leafKeys(en)) {
        const texts = LANGUAGES.map((language) => leafValue(byLanguage[language] ?? {}, key));
        for (const text of texts) {
          expect(typeof text, key).toBe('string');
          expect((text as string).length, key).toBeGreaterThan(0);
        }
        const [firstPlaceholders, ...otherPlaceholders] = texts.map((text) => placeholders(String(text)));
        for (const other of otherPlaceholders) expect(other, key).toEqual(firstPlaceholders);
      }
    });
  });

  describe.each(dictionaries)('namespace %s', (_namespace, byLanguage) => {
    it("words every count in the singular, the plural and every other form of the language's plural rules", () => {
      for (const language of LANGUAGES) {
        const dictionary = byLanguage[language] ?? {};
        // Spanish has a form for millions (1000000 → key_many): without it i18next shows the key.
        const forms = new Set(['one', 'other', ...new Intl.PluralRules(language.replace('_', '-')).resolvedOptions().pluralCategories]);
        for (const key of leafKeys(dictionary)) {
          if (!/\{\{\s*count\s*\}\}/.test(String(leafValue(dictionary, key)))) continue;
          expect(key, `${language}: ${key} counts`).toMatch(PLURAL_FORM);
          const stem = key.replace(PLURAL_FORM, '');
          for (const form of forms) expect(typeof leafValue(dictionary, `${stem}_${form}`), `${language}: ${stem}_${form}`).toBe('string');
        }
      }
    });
  });

  it('name every seeded menu and permission in every language', () => {
    const shell = collectDictionaries().shell ?? {};
    for (const language of LANGUAGES) {
      const missing = menuTextKeys().filter((key) => typeof leafValue(shell[language] ?? {}, key) !== 'string');
      expect(missing, language).toEqual([]);
    }
  });

  it('show each seeded permission and menu as its own: in Chinese as stored, and no two different ones alike in any language', () => {
    const shell = collectDictionaries().shell ?? {};
    const named = [...new Set(PERMISSIONS.map((p) => p.name))];
    const titles = [...new Set([...SHOP_MENUS, ...PLATFORM_MENUS].map((m) => m.title))];
    for (const language of LANGUAGES) {
      const t = ((key: string) => leafValue(shell[language] ?? {}, key.replace(/^shell:/, ''))) as unknown as TFunction;
      const shown = named.map((name) => permissionText(name, t));
      const menus = titles.map((title) => menuText(title, t));
      if (language === 'zh_CN') expect([...shown, ...menus]).toEqual([...named, ...titles]);
      expect(new Set(shown).size, `${language}: permissions`).toBe(named.length);
      expect(new Set(menus).size, `${language}: menus`).toBe(titles.length);
    }
  });

  it('keep the spec texts word for word', () => {
    const common = collectDictionaries().common?.zh_CN ?? {};
    expect(common.deleteConfirm).toBe('确定进行删除操作?');
    expect(common.actionSuccess).toBe('操作成功');
    expect(common.noData).toBe('暂无数据');
    expect(common.productTitle).toBe('适老化产品商家子系统');
    expect(common.navbarTitle).toBe('商家后台');
    expect(leafValue(common, 'loggedOut.content')).toBe('您已经登出，您可以继续留在该页面，或者重新登录');
    expect(leafValue(common, 'captcha.title')).toBe('请完成安全验证');
    expect(leafValue(common, 'captcha.failed')).toBe('验证失败');
    const login = collectDictionaries().login?.zh_CN ?? {};
    expect(login.usernameInvalid).toBe('请输入正确的用户名');
    expect(login.passwordTooShort).toBe('密码不能少于6位');
  });
});
