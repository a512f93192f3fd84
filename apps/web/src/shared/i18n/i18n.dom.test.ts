import Cookies from 'js-cookie';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n, { detectLanguage, setLanguage } from './index';

afterEach(async () => {
  Cookies.remove('language');
  vi.restoreAllMocks();
  await setLanguage('en');
  Cookies.remove('language');
});

describe('language detection', () => {
  it('prefers the language cookie', () => {
    Cookies.set('language', 'zh_CN');
    expect(detectLanguage()).toBe('zh_CN');
  });

  it('ignores unsupported cookie values and falls back to the browser language', () => {
    Cookies.set('language', 'fr');
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('zh-TW');
    expect(detectLanguage()).toBe('zh_CN');
  });

  it('keeps a saved es_MX or ja cookie', () => {
    Cookies.set('language', 'ja');
    expect(detectLanguage()).toBe('ja');
    Cookies.set('language', 'es_MX');
    expect(detectLanguage()).toBe('es_MX');
  });

  it('maps Spanish browsers to es_MX and Japanese ones to ja', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('es-ES');
    expect(detectLanguage()).toBe('es_MX');
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('ja-JP');
    expect(detectLanguage()).toBe('ja');
  });

  it('maps English browsers to en and anything else to en', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-GB');
    expect(detectLanguage()).toBe('en');
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr-FR');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'de']);
    expect(detectLanguage()).toBe('en');
  });
});

describe('setLanguage', () => {
  it('saves the cookie and switches i18next and dayjs', async () => {
    await setLanguage('zh_CN');
    expect(Cookies.get('language')).toBe('zh_CN');
    expect(i18n.language).toBe('zh_CN');
    expect(i18n.t('common:tips')).toBe('提示');
    expect(i18n.t('login:usernameInvalid')).toBe('请输入正确的用户名');
    expect(dayjs.locale()).toBe('zh-cn');
    await setLanguage('en');
    expect(i18n.t('tips')).toBe('Tips');
    expect(dayjs.locale()).toBe('en');
  });

  it('switches to Spanish (Mexico) and Japanese with their dayjs locales', async () => {
    await setLanguage('es_MX');
    expect(i18n.t('common:tips')).toBe('Aviso');
    expect(dayjs.locale()).toBe('es-mx');
    await setLanguage('ja');
    expect(i18n.t('login:password')).toBe('パスワード');
    expect(dayjs.locale()).toBe('ja');
  });

  it.each(['en', 'zh_CN', 'es_MX', 'ja'] as const)('starts weeks on Monday in %s', async (language) => {
    await setLanguage(language);
    expect(dayjs('2024-05-08').startOf('week').format('YYYY-MM-DD')).toBe('2024-05-06');
  });
});
