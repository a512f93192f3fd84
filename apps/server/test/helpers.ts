import { createCipheriv } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.ts';
import { testConfig, type AppConfig } from '../src/config.ts';
import type { Db } from '../src/platform/db/client.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo-accounts.ts';
import { openTestDatabase } from './database.ts';
import { routeRecorder } from './proof/route-table.ts';
import { issueKey } from '../src/platform/storage/index.ts';
import { attachFile } from '../src/db/schema/index.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** The whole server on a fresh copy of the seeded database, without listening. */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const app = await buildApp({ db: database.db, config: testConfig(overrides), onRoute: routeRecorder() });
  await app.ready();
  return {
    app,
    db: database.db,
    kind: database.kind,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export interface EnvelopeBody<T = unknown> {
  code: string;
  msg: string | null;
  data: T;
  success: boolean;
}

export const envelope = <T = unknown>(response: LightMyRequestResponse) => response.json() as EnvelopeBody<T>;

/** AES-128-ECB, PKCS7, Base64: what the captcha client does with the challenge's secretKey. */
export function aesEcbEncrypt(plain: string, key: string): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

/** Solves a block-puzzle captcha through the test hook and returns its captchaVerification. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const got = envelope<{ repData: { token: string; secretKey: string } }>(
    await app.inject({ method: 'POST', url: '/mall_auth/ua/captcha/get', payload: { captchaType: 'blockPuzzle' } }),
  );
  const { token, secretKey } = got.data.repData;
  const answer = envelope<{ x: number; y: number }>(
    await app.inject({ method: 'GET', url: `/mall_auth/ua/captcha/test_answer?token=${token}` }),
  ).data;
  const pointJson = JSON.stringify({ x: answer.x, y: 5 });
  const checked = envelope<{ repCode: string }>(
    await app.inject({
      method: 'POST',
      url: '/mall_auth/ua/captcha/check',
      payload: { captchaType: 'blockPuzzle', token, pointJson: aesEcbEncrypt(pointJson, secretKey) },
    }),
  );
  if (checked.data.repCode !== '0000') throw new Error(`captcha check failed: ${JSON.stringify(checked)}`);
  return aesEcbEncrypt(`${token}---${pointJson}`, secretKey);
}

export async function loginRequest(app: FastifyInstance, username: string, password = DEMO_PASSWORD) {
  const captchaVerification = await solveCaptcha(app);
  return app.inject({
    method: 'POST',
    url: '/mall_auth/ua/login',
    payload: { principal: username, credentials: password, captchaVerification, sysType: 1 },
  });
}

/** Signs in through the captcha and returns the access token. */
export async function login(app: FastifyInstance, username: string, password = DEMO_PASSWORD): Promise<string> {
  const body = envelope<{ accessToken: string }>(await loginRequest(app, username, password));
  if (body.code !== '00000') throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.data.accessToken;
}

/** The stored path of a picture the server issued to the shop (what picture fields accept); no file needed. */
export function shopPicture(app: FastifyInstance, shopId: number): string {
  const { dir, fileName } = issueKey(app.media.keySecret(), shopId);
  return `/${dir}${fileName}`;
}

/** A picture issued to the shop and recorded in its picture library, as an upload leaves it (a save newly showing a picture wants it there); no file. */
export async function libraryPicture(t: TestApp, shopId: number, name = 'picture.png'): Promise<{ fileId: number; filePath: string }> {
  const filePath = shopPicture(t.app, shopId);
  const [file] = await t.db
    .insert(attachFile)
    .values({ shopId, filePath, fileName: name, fileType: 'png', fileSize: 1 })
    .returning({ fileId: attachFile.fileId });
  return { fileId: Number(file!.fileId), filePath };
}
