// Scale-out: two server processes on one PostgreSQL database and one picture store. A session, a
// captcha challenge and a picture upload started on one process finish on the other.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from '../media/media-fixtures.ts';
import { call, captchaAcross, freshPostgresDatabase, onPostgres, signIn, startServer, type ServerProcess } from './processes.ts';

describe.skipIf(!onPostgres())('two server processes (skipped on PGlite: an embedded database belongs to one process)', () => {
  let one: ServerProcess;
  let two: ServerProcess;
  let drop: () => Promise<void>;
  let storageDir: string;
  beforeAll(async () => {
    const database = await freshPostgresDatabase();
    drop = database.drop;
    storageDir = mkdtempSync(path.join(os.tmpdir(), 'caremall-store-'));
    const env = { DATABASE_URL: database.url, STORAGE_DIR: storageDir, STORAGE_SECRET: 'shared-secret-of-both-processes' };
    [one, two] = await Promise.all([startServer(env), startServer(env)]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await drop?.();
    rmSync(storageDir, { recursive: true, force: true });
  });

  it('serves a session signed in on one process from the other, and signs it out everywhere', async () => {
    const token = await signIn(one.base, 'shop_admin');
    const info = await call(two.base, 'GET', '/mall_multishop/m/shop_user/info', { token });
    expect(info.body).toMatchObject({ code: '00000', data: { shopId: 1 } });
    expect((await call(two.base, 'POST', '/mall_auth/login_out', { token })).body.success).toBe(true);
    expect((await call(one.base, 'GET', '/mall_multishop/m/shop_user/info', { token })).body.code).toBe('A00004');
  });

  it('checks on one process a captcha challenged on the other, and signs in with it on the first', async () => {
    const verification = await captchaAcross(one.base, two.base);
    const login = await call(one.base, 'POST', '/mall_auth/ua/login', {
      body: { principal: 'care_admin', credentials: 'Caremall123', sysType: 1, captchaVerification: verification },
    });
    expect(login.body.success).toBe(true);
    // The verification is spent for both processes.
    const again = await call(two.base, 'POST', '/mall_auth/ua/login', {
      body: { principal: 'care_admin', credentials: 'Caremall123', sysType: 1, captchaVerification: verification },
    });
    expect(again.body.success).toBe(false);
  });

  it('finishes on one process an upload started on the other, and serves the picture from both', async () => {
    const token = await signIn(one.base, 'shop_admin');
    const slot = (await call(one.base, 'GET', '/mall_biz/oss/info?fileNum=1', { token })).body.data.ossList[0];
    const put = await fetch(`${two.base}${slot.actionUrl}`, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: PNG });
    expect(put.status).toBe(200);
    const filePath = `${slot.dir}${slot.fileName}`;
    const saved = await call(two.base, 'POST', '/mall_biz/m/attach_file', {
      token,
      // The demo's first group (商品主图, shop 1).
      body: [{ filePath, fileName: 'scale-out.png', attachFileGroupId: 1 }],
    });
    expect(saved.body).toMatchObject({ code: '00000' });
    const page = await call(one.base, 'GET', '/mall_biz/m/attach_file/page?pageNum=1&pageSize=50', { token });
    expect(page.body.data.list.map((f: { filePath: string }) => f.filePath)).toContain(filePath);
    for (const server of [one, two]) {
      const served = await fetch(`${server.base}/files/${filePath}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    }
  });
});
