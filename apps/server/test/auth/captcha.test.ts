import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { captchaChallenge } from '../../src/db/schema/index.ts';
import { aesDecrypt, aesEncrypt } from '../../src/platform/captcha/aes.ts';
import { blockPuzzlePasses, clickWordPasses } from '../../src/platform/captcha/check.ts';
import { CJK_WORDS, clickWordsFor, LATIN_WORDS } from '../../src/platform/captcha/images.ts';
import { MESSAGE_LANGUAGES } from '@caremall/contract/messages';
import type { CaptchaCheckReply, CaptchaGetReply } from '@caremall/contract';
import { aesEcbEncrypt, createTestApp, envelope } from '../helpers.ts';
import { useTestApp } from '../kit.ts';

const app = useTestApp();

const get = async (captchaType: string) =>
  envelope<CaptchaGetReply>(await app().app.inject({ method: 'POST', url: '/mall_auth/ua/captcha/get', payload: { captchaType } }));
/** A fresh challenge's data. */
const challenge = async (captchaType: string) => (await get(captchaType)).data.repData!;
const answerOf = async <T>(token: string | null) =>
  envelope<T>(await app().app.inject({ method: 'GET', url: `/mall_auth/ua/captcha/test_answer?token=${token}` })).data;
const check = async (payload: object) =>
  envelope<CaptchaCheckReply>(await app().app.inject({ method: 'POST', url: '/mall_auth/ua/captcha/check', payload }));

/** Width and height of a base64 PNG, read from its IHDR chunk. */
function pngSize(base64: string): { width: number; height: number } {
  const bytes = Buffer.from(base64, 'base64');
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('AES-ECB pointJson', () => {
  it('matches the captcha client (AES-128-ECB, PKCS7, Base64) and round-trips', () => {
    // Known answer from `openssl enc -aes-128-ecb` with the same key bytes.
    const key = 'XwKsGlMcdPMEhR1B';
    const plain = '{"x":120,"y":5}';
    expect(aesEncrypt(plain, key)).toBe('o9xC8oniEuMVGnvf78FMzw==');
    expect(aesDecrypt(aesEncrypt(plain, key), key)).toBe(plain);
    expect(() => aesDecrypt('bm90IGNpcGhlcg==', key)).toThrow();
  });
});

describe('answer checks', () => {
  it('accepts a slide within 5 px and the exact y, refuses anything else', () => {
    const secret = { x: 100, y: 5 };
    expect(blockPuzzlePasses(secret, { x: 104.9, y: 5 })).toBe(true);
    expect(blockPuzzlePasses(secret, { x: 95, y: 5 })).toBe(true);
    expect(blockPuzzlePasses(secret, { x: 106, y: 5 })).toBe(false);
    expect(blockPuzzlePasses(secret, { x: 100, y: 6 })).toBe(false);
    expect(blockPuzzlePasses(secret, { x: '100', y: 5 })).toBe(false);
    expect(blockPuzzlePasses(secret, null)).toBe(false);
  });

  it('accepts clicks in order within 25 px of each character', () => {
    const secret = [
      { x: 30, y: 40 },
      { x: 150, y: 60 },
      { x: 260, y: 100 },
    ];
    expect(
      clickWordPasses(secret, [
        { x: 50, y: 60 },
        { x: 150, y: 60 },
        { x: 240, y: 90 },
      ]),
    ).toBe(true);
    expect(
      clickWordPasses(secret, [
        { x: 150, y: 60 },
        { x: 30, y: 40 },
        { x: 260, y: 100 },
      ]),
    ).toBe(false);
    expect(
      clickWordPasses(secret, [
        { x: 30, y: 40 },
        { x: 150, y: 60 },
      ]),
    ).toBe(false);
    expect(clickWordPasses(secret, 'clicks')).toBe(false);
  });
});

describe('POST /mall_auth/ua/captcha/get', () => {
  it('draws a 310×155 background and a 47×155 piece for the block puzzle', async () => {
    const reply = await get('blockPuzzle');
    expect(reply).toMatchObject({ code: '00000', data: { repCode: '0000', success: true } });
    const vo = reply.data.repData!;
    expect(vo.token).toMatch(/^[0-9a-f]{32}$/);
    expect(vo.secretKey).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(pngSize(vo.originalImageBase64!)).toEqual({ width: 310, height: 155 });
    expect(pngSize(vo.jigsawImageBase64!)).toEqual({ width: 47, height: 155 });
  });

  it('draws a click-word picture with the characters to click', async () => {
    const vo = await challenge('clickWord');
    expect(pngSize(vo.originalImageBase64!)).toEqual({ width: 310, height: 155 });
    expect(vo.wordList!.length).toBeGreaterThanOrEqual(3);
    const points = await answerOf<{ x: number; y: number }[]>(vo.token);
    expect(points).toHaveLength(vo.wordList!.length);
  });

  it('asks for characters its reader reads: Chinese characters in Chinese and Japanese, capital letters in English and Spanish', async () => {
    const wordsIn = async (locale?: string) => {
      const headers = locale ? { locale } : {};
      const answer = envelope<CaptchaGetReply>(
        await app().app.inject({ method: 'POST', url: '/mall_auth/ua/captcha/get', headers, payload: { captchaType: 'clickWord' } }),
      );
      return answer.data.repData!.wordList!;
    };
    for (const language of MESSAGE_LANGUAGES) {
      const words = await wordsIn(language);
      expect(
        words.every((word) => clickWordsFor(language).includes(word)),
        `${language}: ${words.join(',')}`,
      ).toBe(true);
      expect(new Set(words).size, 'three different characters').toBe(3);
    }
    for (const language of ['en', 'es_MX'] as const) expect(clickWordsFor(language)).toBe(LATIN_WORDS);
    // Upstream's clients send no language: Chinese, where the machine has a font that draws it.
    expect((await wordsIn()).every((word) => clickWordsFor('zh_CN').includes(word))).toBe(true);
    expect([CJK_WORDS, LATIN_WORDS]).toContain(clickWordsFor('zh_CN'));
    expect(clickWordsFor('ja')).toBe(clickWordsFor('zh_CN'));
  });

  it('keeps the challenge in the database, not in memory', async () => {
    const vo = await challenge('blockPuzzle');
    const rows = await app().db.select().from(captchaChallenge).where(eq(captchaChallenge.token, vo.token!));
    expect(rows).toHaveLength(1);
  });

  it('refuses an unknown captcha type', async () => {
    const reply = await get('audio');
    expect(reply.code).toBe('A00002');
    expect(JSON.stringify(reply)).toContain('captchaType不正确');
  });
});

describe('POST /mall_auth/ua/captcha/check', () => {
  it('passes the right slide once and refuses the same token again', async () => {
    const vo = await challenge('blockPuzzle');
    const { x } = await answerOf<{ x: number }>(vo.token);
    const pointJson = aesEcbEncrypt(JSON.stringify({ x: x + 3, y: 5 }), vo.secretKey!);
    const first = await check({ captchaType: 'blockPuzzle', token: vo.token, pointJson });
    expect(first.data).toMatchObject({ repCode: '0000', success: true });
    const again = await check({ captchaType: 'blockPuzzle', token: vo.token, pointJson });
    expect(again.data).toMatchObject({ repCode: '6110', repMsg: '验证码已失效，请重新获取' });
  });

  it('says 验证失败 for a wrong slide and spends the challenge', async () => {
    const vo = await challenge('blockPuzzle');
    const { x } = await answerOf<{ x: number }>(vo.token);
    const wrong = aesEcbEncrypt(JSON.stringify({ x: x > 150 ? x - 60 : x + 60, y: 5 }), vo.secretKey!);
    expect((await check({ captchaType: 'blockPuzzle', token: vo.token, pointJson: wrong })).data).toMatchObject({
      repCode: '6111',
      repMsg: '验证失败',
    });
    const right = aesEcbEncrypt(JSON.stringify({ x, y: 5 }), vo.secretKey!);
    expect((await check({ captchaType: 'blockPuzzle', token: vo.token, pointJson: right })).data.repCode).toBe('6110');
  });

  it('passes the click-word clicks in order', async () => {
    const vo = await challenge('clickWord');
    const points = await answerOf<{ x: number; y: number }[]>(vo.token);
    const pointJson = aesEcbEncrypt(JSON.stringify(points), vo.secretKey!);
    expect((await check({ captchaType: 'clickWord', token: vo.token, pointJson })).data.repCode).toBe('0000');
  });

  it('refuses an expired challenge', async () => {
    const vo = await challenge('blockPuzzle');
    const { x } = await answerOf<{ x: number }>(vo.token);
    await app()
      .db.update(captchaChallenge)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(captchaChallenge.token, vo.token!));
    const pointJson = aesEcbEncrypt(JSON.stringify({ x, y: 5 }), vo.secretKey!);
    expect((await check({ captchaType: 'blockPuzzle', token: vo.token, pointJson })).data.repCode).toBe('6110');
  });

  it('refuses a token checked as the other captcha type', async () => {
    const vo = await challenge('blockPuzzle');
    const pointJson = aesEcbEncrypt('[]', vo.secretKey!);
    expect((await check({ captchaType: 'clickWord', token: vo.token, pointJson })).data.repCode).toBe('6110');
  });

  it('answers a pointJson that does not decrypt with 0001', async () => {
    const vo = await challenge('blockPuzzle');
    expect((await check({ captchaType: 'blockPuzzle', token: vo.token, pointJson: 'not-base64-cipher' })).data.repCode).toBe('0001');
  });

  it('asks for the token and the pointJson', async () => {
    expect((await check({ captchaType: 'blockPuzzle', pointJson: 'x' })).data).toMatchObject({ repCode: '0011', repMsg: 'token不能为空' });
    expect((await check({ captchaType: 'blockPuzzle', token: 'abc' })).data).toMatchObject({ repCode: '0011', repMsg: 'pointJson不能为空' });
  });

  it('answers bad bodies with envelopes, never a 5xx', async () => {
    const bodies: unknown[] = [
      null,
      [],
      'text',
      42,
      {},
      { captchaType: 1 },
      { captchaType: 'blockPuzzle', token: {} },
      { captchaType: 'blockPuzzle', token: 'a'.repeat(500), pointJson: 'x' },
    ];
    for (const payload of bodies) {
      const response = await app().app.inject({
        method: 'POST',
        url: '/mall_auth/ua/captcha/check',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toHaveProperty('code');
    }
  });
});

describe('test hook', () => {
  it('does not exist unless switched on', async () => {
    const off = await createTestApp({ captchaTestHook: false });
    try {
      const response = await off.app.inject({ method: 'GET', url: '/mall_auth/ua/captcha/test_answer?token=abc' });
      expect(response.json().code).not.toBe('00000');
    } finally {
      await off.close();
    }
  });
});
