import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ok } from '../http/envelope.ts';
import { aesDecrypt, aesEncrypt } from './aes.ts';
import { blockPuzzlePasses, clickWordPasses } from './check.ts';
import { blockPuzzleImages, clickWordImages } from './images.ts';
import { CHALLENGE_TTL_MS, peekEntry, saveEntry, takeEntry, VERIFICATION_TTL_MS } from './store.ts';
import { REP_EXPIRED } from './verification.ts';

const CaptchaTypeField = z.enum(['blockPuzzle', 'clickWord'], { error: 'captchaType不正确' });
const GetBody = z.object({ captchaType: CaptchaTypeField, ts: z.unknown().optional(), clientUid: z.unknown().optional() });
const CheckBody = z.object({
  captchaType: CaptchaTypeField,
  token: z.string().max(200).nullish(),
  pointJson: z.string().max(4000).nullish(),
});
const AnswerQuery = z.object({ token: z.string().min(1) });

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const secretKey = () => [...randomBytes(16)].map((b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('');

/** AJ-Captcha's CaptchaVO: every field present, null unless set. */
const CAPTCHA_VO_FIELDS = [
  'captchaId',
  'projectCode',
  'captchaType',
  'captchaOriginalPath',
  'captchaFontType',
  'captchaFontSize',
  'secretKey',
  'originalImageBase64',
  'point',
  'jigsawImageBase64',
  'wordList',
  'pointList',
  'pointJson',
  'token',
  'result',
  'captchaVerification',
  'clientUid',
  'ts',
  'browserInfo',
] as const;
const captchaVO = (fields: Record<string, unknown>) => ({
  ...Object.fromEntries(CAPTCHA_VO_FIELDS.map((f) => [f, null])),
  result: false,
  ...fields,
});

const response = (repCode: string, repMsg: string | null, repData: unknown = null) => ok({ repCode, repMsg, repData, success: repCode === '0000' });

export const captchaRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app.deps;

  app.post('/ua/captcha/get', { schema: { body: GetBody } }, async (request) => {
    const { captchaType } = request.body as z.infer<typeof GetBody>;
    const token = randomUUID().replaceAll('-', '');
    const key = secretKey();
    if (captchaType === 'blockPuzzle') {
      const images = await blockPuzzleImages();
      await saveEntry(db, { token, kind: 'challenge', captchaType, secretKey: key, answer: { x: images.x, y: 5 }, ttlMs: CHALLENGE_TTL_MS });
      return response('0000', null, captchaVO({ originalImageBase64: images.original, jigsawImageBase64: images.jigsaw, token, secretKey: key }));
    }
    const images = await clickWordImages();
    await saveEntry(db, { token, kind: 'challenge', captchaType, secretKey: key, answer: images.points, ttlMs: CHALLENGE_TTL_MS });
    return response('0000', null, captchaVO({ originalImageBase64: images.original, wordList: images.words, token, secretKey: key }));
  });

  app.post('/ua/captcha/check', { schema: { body: CheckBody } }, async (request) => {
    const body = request.body as z.infer<typeof CheckBody>;
    if (!body.token) return response('0011', 'token不能为空');
    if (!body.pointJson) return response('0011', 'pointJson不能为空');
    // The challenge is spent by the first check, pass or fail.
    const challenge = await takeEntry(db, body.token, 'challenge');
    if (!challenge || challenge.captchaType !== body.captchaType) return response('6110', REP_EXPIRED);
    let plain: string;
    let sent: unknown;
    try {
      plain = aesDecrypt(body.pointJson, challenge.secretKey);
      sent = JSON.parse(plain);
    } catch {
      return response('0001', '验证码坐标解析失败');
    }
    const passed =
      body.captchaType === 'blockPuzzle'
        ? blockPuzzlePasses(challenge.answer as { x: number; y: number }, sent)
        : clickWordPasses(challenge.answer as { x: number; y: number }[], sent);
    if (!passed) return response('6111', '验证失败');
    const captchaVerification = aesEncrypt(`${body.token}---${plain}`, challenge.secretKey);
    await saveEntry(db, {
      token: captchaVerification,
      kind: 'verification',
      captchaType: body.captchaType,
      secretKey: challenge.secretKey,
      answer: {},
      ttlMs: VERIFICATION_TTL_MS,
    });
    return response('0000', null, { ...body, result: true });
  });

  if (config.captchaTestHook) {
    app.get('/ua/captcha/test_answer', { schema: { querystring: AnswerQuery } }, async (request) => {
      const entry = await peekEntry(db, (request.query as z.infer<typeof AnswerQuery>).token, 'challenge');
      return ok(entry?.answer ?? null);
    });
  }
};
