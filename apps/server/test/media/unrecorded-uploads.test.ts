// Uploads no library recorded (the picture manager closed between the upload and its save) do not stay stored
// for ever: once their day folder is two days old the sweep removes them, unless something shows them, and a
// record of one is refused from then on. A record sent while the sweep runs either lands on a kept file or is refused.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attachFile, indexImg, shopUser } from '../../src/db/schema/index.ts';
import { markUnrecordedUploads, sweepKeptPictures } from '../../src/modules/biz/deleted-pictures.ts';
import { usersOf } from '../kit.ts';
import { interleave } from '../proof/interleaving.ts';
import { onPostgres } from '../proof/processes.ts';
import { PNG, useAppOnStorage } from './media-fixtures.ts';

const DAY_MS = 86_400_000;
const NOT_UPLOADED = (fileName: string) => `${fileName}：图片未上传成功，请重新上传`;

describe.each(['local', 's3'] as const)('uploads never recorded, on the %s driver', (driver) => {
  const { app, storage } = useAppOnStorage(driver);
  const as = usersOf(app);
  const shop = () => as('shop_admin');

  /** The browser's upload of a picture of shop 1, today: its path, not recorded. */
  async function upload(): Promise<string> {
    const [slot] = (await shop().get<{ ossList: { dir: string; fileName: string; actionUrl: string }[] }>('/mall_biz/oss/info?fileNum=1')).data
      .ossList;
    const response =
      driver === 'local'
        ? (await app().app.inject({ method: 'PUT', url: slot!.actionUrl, payload: PNG, headers: { 'content-type': 'image/png' } })).statusCode
        : (await fetch(slot!.actionUrl, { method: 'PUT', body: new Uint8Array(PNG), headers: { 'content-type': 'image/png' } })).status;
    expect(response).toBe(200);
    return `/${slot!.dir}${slot!.fileName}`;
  }
  const record = (filePath: string, fileName: string) =>
    shop().post('/mall_biz/m/attach_file', [{ filePath, fileName, fileType: 'png', fileSize: PNG.length, type: 1, attachFileGroupId: 1 }]);
  async function served(filePath: string): Promise<number> {
    if (driver === 'local') return (await app().app.inject({ method: 'GET', url: `/files${filePath}` })).statusCode;
    const response = await fetch(`${storage().overrides.resourcesUrl}${filePath}`);
    await response.arrayBuffer();
    return response.status;
  }
  /** Both sweeps as a process runs them, on the day `days` from now. */
  const sweepOn = async (days: number) => {
    const { db, app: server } = app();
    const marked = await markUnrecordedUploads(db, server.media.storage, server.media.keySecret(), new Date(Date.now() + days * DAY_MS));
    return { marked, removed: await sweepKeptPictures(db, server.media.storage) };
  };

  it('removes one two days old that nothing shows, keeps the recorded and the shown, and refuses its record after', async () => {
    const db = app().db;
    const forgotten = await upload();
    const recorded = await upload();
    expect((await record(recorded, 'recorded.png')).code).toBe('00000');
    const avatar = await upload();
    const [member] = await db.select().from(shopUser).where(eq(shopUser.shopId, 1)).limit(1);
    // Saved before saves required library pictures.
    await db.update(shopUser).set({ avatar }).where(eq(shopUser.shopUserId, member!.shopUserId));
    const carousel = await upload();
    await db.insert(indexImg).values({ shopId: 1, imgUrl: carousel });

    // Today's and yesterday's uploads are left alone.
    expect(await sweepOn(0)).toEqual({ marked: 0, removed: 0 });
    expect(await sweepOn(1)).toEqual({ marked: 0, removed: 0 });
    expect(await served(forgotten)).toBe(200);

    expect(await sweepOn(2)).toEqual({ marked: 2, removed: 1 });
    expect(await served(forgotten)).toBe(404);
    for (const kept of [recorded, avatar, carousel]) expect(await served(kept), kept).toBe(200);
    expect(await record(forgotten, 'late.png')).toMatchObject({ code: 'A00001', msg: NOT_UPLOADED('late.png') });
    expect(await record(avatar, 'avatar.png')).toMatchObject({ code: 'A00001', msg: NOT_UPLOADED('avatar.png') });

    // Once nothing shows it, the avatar's goes too; and nothing is marked twice.
    await db.update(shopUser).set({ avatar: '/demo/avatars/1.svg' }).where(eq(shopUser.shopUserId, member!.shopUserId));
    expect(await sweepOn(3)).toEqual({ marked: 0, removed: 1 });
    expect(await served(avatar)).toBe(404);
    for (const kept of [recorded, carousel]) expect(await served(kept), kept).toBe(200);
  });

  it('looks thirty days back, no further', async () => {
    const forgotten = await upload();
    expect(await sweepOn(31)).toEqual({ marked: 0, removed: 0 });
    expect(await served(forgotten)).toBe(200);
    expect(await sweepOn(30)).toEqual({ marked: 1, removed: 1 });
    expect(await served(forgotten)).toBe(404);
  });

  /** What must hold whichever came first: a recorded picture's file is stored, and a refused record left no row. */
  async function expectNoRecordOfARemovedFile(recorded: { code: string; msg?: string | null }, filePath: string, fileName: string) {
    const rows = await app().db.select().from(attachFile).where(eq(attachFile.filePath, filePath));
    if (recorded.code === '00000') {
      expect(rows).toHaveLength(1);
      expect(await served(filePath)).toBe(200);
    } else {
      expect(recorded).toMatchObject({ code: 'A00001', msg: NOT_UPLOADED(fileName) });
      expect(rows).toHaveLength(0);
    }
  }

  it('a record sent while the sweep runs: fired together, in both orders', async () => {
    await shop().token();
    for (let i = 0; i < 4; i++) {
      const filePath = await upload();
      const fileName = `race-${i}.png`;
      const [recorded] =
        i % 2 === 0
          ? await Promise.all([record(filePath, fileName), sweepOn(2)])
          : await Promise.all([sweepOn(2), record(filePath, fileName)]).then(([s, r]) => [r, s] as const);
      await expectNoRecordOfARemovedFile(recorded, filePath, fileName);
    }
  });

  it.skipIf(!onPostgres())('on PostgreSQL, the sweep stopped between finding the upload unrecorded and marking it', async () => {
    await shop().token();
    const filePath = await upload();
    const [, recorded] = await interleave(
      app().db,
      sql`lock table deleted_picture in share mode`,
      () => sweepOn(2),
      () => record(filePath, 'meanwhile.png'),
    );
    await expectNoRecordOfARemovedFile(recorded, filePath, 'meanwhile.png');
  });

  it.skipIf(!onPostgres())('on PostgreSQL, the record stopped before its row is in while the sweep runs', async () => {
    await shop().token();
    const filePath = await upload();
    const [recorded] = await interleave(
      app().db,
      sql`lock table attach_file in share mode`,
      () => record(filePath, 'stopped.png'),
      () => sweepOn(2),
    );
    await expectNoRecordOfARemovedFile(recorded, filePath, 'stopped.png');
  });
});
