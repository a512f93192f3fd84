// The captcha calls of /mall_auth (AJ-Captcha's protocol inside the envelope): get a challenge, check an answer.
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_PATHS,
  CAPTCHA_MESSAGES,
  CaptchaAnswerQuery,
  CaptchaCheckBody,
  CaptchaCheckReply,
  CaptchaGetBody,
  CaptchaGetReply,
  CaptchaRepCode,
  CaptchaTestAnswer,
  CaptchaType,
  EnvelopeOf,
  type CaptchaCheckVO,
  type CaptchaVO,
} from '@caremall/contract';
import { ok } from '../http/envelope.ts';
import { messageLanguageOf } from '@caremall/contract/messages';
import { aesDecrypt, aesEncrypt } from './aes.ts';
import { blockPuzzlePasses, clickWordPasses } from './check.ts';
import { blockPuzzleImages, clickWordImages } from './images.ts';
import { CHALLENGE_TTL_MS, peekEntry, saveEntry, takeEntry, VERIFICATION_TTL_MS } from './store.ts';

const P = AUTH_PATHS.local;
const M = CAPTCHA_MESSAGES;

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const secretKey = () => [...randomBytes(16)].map((b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('');

/** AJ-Captcha's CaptchaVO: every field present, null unless set. */
const captchaVO = (fields: Partial<CaptchaVO>): CaptchaVO => ({
  captchaId: null,
  projectCode: null,
  captchaType: null,
  captchaOriginalPath: null,
  captchaFontType: null,
  captchaFontSize: null,
  secretKey: null,
  originalImageBase64: null,
  point: null,
  jigsawImageBase64: null,
  wordList: null,
  pointList: null,
  pointJson: null,
  token: null,
  result: false,
  captchaVerification: null,
  clientUid: null,
  ts: null,
  browserInfo: null,
  ...fields,
});

const reply = <T>(repCode: string, repMsg: string | null, repData: T | null = null) =>
  ok({ repCode, repMsg, repData, success: repCode === CaptchaRepCode.OK });

export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

  app.post(P.captchaGet, { schema: { body: CaptchaGetBody, response: { 200: EnvelopeOf(CaptchaGetReply) } } }, async (request) => {
    const { captchaType } = request.body;
    const token = randomUUID().replaceAll('-', '');
    const key = secretKey();
    if (captchaType === CaptchaType.BLOCK_PUZZLE) {
      const images = await blockPuzzleImages();
      await saveEntry(db, { token, kind: 'challenge', captchaType, secretKey: key, answer: { x: images.x, y: 5 }, ttlMs: CHALLENGE_TTL_MS });
      return reply(
        CaptchaRepCode.OK,
        null,
        captchaVO({ originalImageBase64: images.original, jigsawImageBase64: images.jigsaw, token, secretKey: key }),
      );
    }
    const images = await clickWordImages(messageLanguageOf(request.headers.locale as string | undefined));
    await saveEntry(db, { token, kind: 'challenge', captchaType, secretKey: key, answer: images.points, ttlMs: CHALLENGE_TTL_MS });
    return reply(CaptchaRepCode.OK, null, captchaVO({ originalImageBase64: images.original, wordList: images.words, token, secretKey: key }));
  });

  app.post(P.captchaCheck, { schema: { body: CaptchaCheckBody, response: { 200: EnvelopeOf(CaptchaCheckReply) } } }, async (request) => {
    const { body } = request;
    if (!body.token) return reply(CaptchaRepCode.MISSING, M.tokenRequired);
    if (!body.pointJson) return reply(CaptchaRepCode.MISSING, M.pointJsonRequired);
    // The challenge is spent by the first check, pass or fail.
    const challenge = await takeEntry(db, body.token, 'challenge');
    if (!challenge || challenge.captchaType !== body.captchaType) return reply(CaptchaRepCode.EXPIRED, M.expired);
    let plain: string;
    let sent: unknown;
    try {
      plain = aesDecrypt(body.pointJson, challenge.secretKey);
      sent = JSON.parse(plain);
    } catch {
      return reply(CaptchaRepCode.UNREADABLE, M.unreadable);
    }
    const passed =
      body.captchaType === CaptchaType.BLOCK_PUZZLE
        ? blockPuzzlePasses(challenge.answer as { x: number; y: number }, sent)
        : clickWordPasses(challenge.answer as { x: number; y: number }[], sent);
    if (!passed) return reply(CaptchaRepCode.FAILED, M.failed);
    const captchaVerification = aesEncrypt(`${body.token}---${plain}`, challenge.secretKey);
    await saveEntry(db, {
      token: captchaVerification,
      kind: 'verification',
      captchaType: body.captchaType,
      secretKey: challenge.secretKey,
      answer: {},
      ttlMs: VERIFICATION_TTL_MS,
    });
    return reply<CaptchaCheckVO>(CaptchaRepCode.OK, null, { ...body, result: true });
  });

  if (config.captchaTestHook) {
    app.get(
      P.captchaTestAnswer,
      { schema: { querystring: CaptchaAnswerQuery, response: { 200: EnvelopeOf(CaptchaTestAnswer) } } },
      async (request) => {
        const entry = await peekEntry(db, request.query.token, 'challenge');
        return ok((entry?.answer ?? null) as CaptchaTestAnswer);
      },
    );
  }
};
