// Server messages in the caller's language: every catalogue message has its text in each language (with
// the same {places}), a caller's `locale` header picks the language, none means Chinese, and no answer of
// any route reaches an English caller with a Chinese message.
import { describe, expect, it } from 'vitest';
import {
  isTemplated,
  MESSAGE_CATALOGUE,
  MESSAGE_TRANSLATIONS,
  messageLanguageOf,
  placesOf,
  templateReader,
  translateMessage,
} from '@caremall/contract/messages';
import { envelope, loginRequest } from '../helpers.ts';
import { usersOf, useTestApp } from '../kit.ts';
import { rawRequest } from '../proof/raw-http.ts';
import { gatedRoutes, registeredRoutes, routeKey, shapeKeys } from '../proof/route-table.ts';

const HAN = /\p{Script=Han}/u;
const app = useTestApp();
const as = usersOf(app);

/** Every message of the catalogue: its Chinese template and where it sits. */
const catalogueMessages = Object.entries(MESSAGE_CATALOGUE).flatMap(([domain, messages]) =>
  Object.entries(messages as Record<string, unknown>).flatMap(([key, value]) => {
    if (typeof value === 'string') return [{ domain, key, template: value }];
    if (isTemplated(value)) return [{ domain, key, template: value.template }];
    return [];
  }),
);

describe('the message catalogue', () => {
  it.each(Object.keys(MESSAGE_TRANSLATIONS))('has every message in %s, with the same places', (language) => {
    const translations = MESSAGE_TRANSLATIONS[language as keyof typeof MESSAGE_TRANSLATIONS] as unknown as Record<string, Record<string, string>>;
    const problems: string[] = [];
    for (const { domain, key, template } of catalogueMessages) {
      const text = translations[domain]?.[key];
      if (!text?.trim()) problems.push(`${domain}.${key}: missing`);
      else if (placesOf(text).join() !== placesOf(template).join()) problems.push(`${domain}.${key}: places differ`);
      else if (language !== 'ja' && HAN.test(text)) problems.push(`${domain}.${key}: Chinese left in ${text}`);
    }
    expect(problems).toEqual([]);
    expect(catalogueMessages.length).toBeGreaterThan(300);
  });

  it('translates each Chinese message, plain or read back from a template with its values', () => {
    expect(translateMessage('用户名或密码不正确', 'en')).toBe('Incorrect username or password');
    expect(translateMessage('登录失败次数过多，请15分钟后再试', 'es_MX')).toBe('Demasiados intentos fallidos; inténtalo de nuevo en 15 minutos');
    expect(translateMessage('商品id为：[3, 9]的2件商品不符合操作条件', 'en')).toBe(
      'The 2 products with ids [3, 9] do not meet the conditions for this operation',
    );
    expect(translateMessage('长度不能超过10个字符', 'en')).toBe('Cannot be longer than 10 characters');
    expect(translateMessage('keyword不能超过10个字符', 'ja')).toBe('keywordは10文字以内で入力してください');
    expect(translateMessage('某位用户写的文字', 'en')).toBe('某位用户写的文字');
    for (const { template } of catalogueMessages.filter((m) => !HAN.test(m.template) || !m.template.includes('{'))) {
      expect(HAN.test(translateMessage(template, 'en')), template).toBe(false);
    }
  });

  it('reads every template back as the expression of its places would, and a text of a million characters at once', () => {
    // The expression the reader stands for: each place the fewest characters after which the rest still reads.
    const expressionReader = (template: string) => {
      const order = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
      const pieces = template.split(/\{\w+\}/).map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      const pattern = new RegExp(`^${pieces.join('([\\s\\S]+?)')}$`);
      return (text: string) => {
        const match = pattern.exec(text);
        return match ? Object.fromEntries(order.map((name, index) => [name, match[index + 1]!])) : null;
      };
    };
    const templates = catalogueMessages.map((message) => message.template).filter((template) => placesOf(template).length);
    expect(templates.length).toBeGreaterThan(10);
    for (const template of templates) {
      const pieces = template.split(/\{\w+\}/).filter(Boolean);
      // Values made of the template's own pieces: where a reading could take the wrong one.
      const values = ['1', ...pieces, pieces.join('x'), pieces.join('') + pieces.join(''), `${pieces[0] ?? ''}9`];
      const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
      for (const first of values) {
        for (const second of values) {
          const text = names.reduce((filled, name, index) => filled.replace(`{${name}}`, index === 0 ? first : second), template);
          for (const variant of [text, text.slice(1), text.slice(0, -1), `${text}x`, `x${text}`, text + text]) {
            expect({ template, variant, read: templateReader(template)(variant) }).toEqual({
              template,
              variant,
              read: expressionReader(template)(variant),
            });
          }
        }
      }
    }
    // The expression of a two-place template takes about a minute on this one; the reader goes through it once.
    const long = `a${'不能超过个字符'.repeat(150_000)}x`;
    expect(translateMessage(long, 'en')).toBe(long);
  });

  it('reads the language from a locale header, Chinese when there is none or it is not ours', () => {
    expect([undefined, '', 'zh_CN', 'zh-CN', 'fr', 'de-DE'].map(messageLanguageOf)).toEqual(Array(6).fill('zh_CN'));
    expect(['en', 'en-US', 'en_GB', 'es_MX', 'es-419', 'ja', 'ja-JP'].map(messageLanguageOf)).toEqual([
      'en',
      'en',
      'en',
      'es_MX',
      'es_MX',
      'ja',
      'ja',
    ]);
  });
});

describe('answers in the caller language', () => {
  it('answers a refused sign-in in the locale sent, in Chinese without one', async () => {
    const t = app();
    const wrong = async (locale?: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/mall_auth/ua/login',
        headers: locale ? { locale } : {},
        payload: { principal: 'care_admin', credentials: 'wrong-password', sysType: 1, captchaVerification: 'x' },
      });
      return envelope(response).msg;
    };
    expect(envelope(await loginRequest(t.app, 'care_admin', 'wrong-password')).msg).toBe('用户名或密码不正确');
    expect(await wrong()).toMatch(HAN);
    expect(await wrong('en')).not.toMatch(HAN);
    expect(await wrong('ja')).not.toBe(await wrong());
  });

  it('keeps the field of a validation failure and translates its message', async () => {
    const t = app();
    const post = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/mall_auth/ua/login', headers, payload: { sysType: 1 } }).then((r) => envelope<string[]>(r));
    const chinese = await post({});
    const english = await post({ locale: 'en' });
    expect(chinese).toMatchObject({ code: 'A00002', data: expect.arrayContaining(['principal:用户名不能为空']) });
    expect(english.code).toBe('A00002');
    expect(english.data).toHaveLength(chinese.data.length);
    expect(english.data).toContain('principal:The username is required');
    expect(english.data.some((item) => HAN.test(item))).toBe(false);
  });

  it('answers the refusals made before routing in the locale sent too (oversized headers, a broken request, a bad URL, a body too large)', async () => {
    const t = app();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (t.app.server.address() as { port: number }).port;
    const padding = { 'X-Padding': 'x'.repeat(20_000) };
    const refusals = (locale: Record<string, string>) =>
      Promise.all([
        rawRequest(port, 'GET', '/mall_order/m/order/page', { ...locale, ...padding }),
        rawRequest(port, 'GET', '/mall_order/m/order/page', { ...padding, ...locale }),
        rawRequest(port, 'GET', '/mall_order/m/order page', locale),
        rawRequest(port, 'GET', '/mall_order/m/order/%zz', locale),
        // In process: a socket would be cut while it still writes the body the server refused.
        t.app
          .inject({ method: 'POST', url: '/mall_auth/ua/login', headers: locale, payload: { principal: 'x'.repeat(2 * 1024 * 1024) } })
          .then((r) => ({ status: r.statusCode, body: envelope(r) })),
      ]);
    const chinese = await refusals({});
    expect(chinese.map((r) => [r.status, r.body?.code, r.body?.msg])).toEqual([
      [431, 'A00001', '请求头过大'],
      [431, 'A00001', '请求头过大'],
      [400, 'A00003', '请求格式有误'],
      [400, 'A00003', '请求格式有误'],
      [200, 'A00003', '请求参数格式有误'],
    ]);
    const english = await refusals({ locale: 'en' });
    expect(english.map((r) => [r.status, r.body?.code, r.body?.msg])).toEqual([
      [431, 'A00001', 'The request headers are too large'],
      [431, 'A00001', 'The request headers are too large'],
      [400, 'A00003', 'The request is malformed'],
      [400, 'A00003', 'The request is malformed'],
      [200, 'A00003', 'The request parameters are malformed'],
    ]);
    const japanese = await refusals({ locale: 'ja' });
    expect(japanese.map((r) => r.body?.msg)).toEqual([
      translateMessage('请求头过大', 'ja'),
      translateMessage('请求头过大', 'ja'),
      translateMessage('请求格式有误', 'ja'),
      translateMessage('请求格式有误', 'ja'),
      translateMessage('请求参数格式有误', 'ja'),
    ]);
  });

  it('answers no route with a Chinese message to an English caller (every route, empty and wrong inputs)', async () => {
    const t = app();
    const shop = await as('shop_admin').token();
    const platform = await as('platform').token();
    const gated = new Set(gatedRoutes().map(routeKey));
    const routes = registeredRoutes().filter((r) => r.url.startsWith('/mall_') && !r.url.endsWith('/test_answer'));
    expect(routes.length).toBeGreaterThan(50);
    const findings: string[] = [];
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z]+/g, 'x');
      const wrongFields = Object.fromEntries([...shapeKeys(route.body), ...shapeKeys(route.querystring)].map((k) => [k, -1]));
      const attempts = [{}, wrongFields];
      for (const token of gated.has(routeKey(route)) ? [shop, platform] : [undefined]) {
        for (const fields of attempts) {
          const query = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
          const response = await t.app.inject({
            method: route.method as 'GET',
            url: route.method === 'GET' || route.method === 'DELETE' ? `${url}${query ? `?${query}` : ''}` : url,
            headers: { locale: 'en', ...(token ? { authorization: token } : {}) },
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: fields }),
          });
          if (!/json/.test(String(response.headers['content-type']))) continue;
          const body = response.json() as { code: string; msg: unknown; data: unknown; success: boolean };
          if (body.success !== false) continue;
          const shown = [body.msg, ...(body.code === 'A00002' && Array.isArray(body.data) ? body.data : [])];
          const chinese = shown.find((m) => typeof m === 'string' && HAN.test(m));
          if (chinese) findings.push(`${routeKey(route)}: ${String(chinese)}`);
        }
      }
    }
    expect(findings).toEqual([]);
  }, 120_000);
});
