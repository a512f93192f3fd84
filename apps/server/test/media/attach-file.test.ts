import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import {
  attachFile,
  attachFileGroup,
  category,
  deletedPicture,
  indexImg,
  notice,
  orderItem,
  shopUser,
  sku,
  spu,
  spuDetail,
} from '../../src/db/schema/index.ts';
import { sweepKeptPictures } from '../../src/modules/biz/deleted-pictures.ts';
import { LocalStorage, S3Storage } from '../../src/platform/storage/index.ts';
import { envelope } from '../helpers.ts';
import { usersOf } from '../kit.ts';
import { GIF_HEAD, OVERSIZE, PNG, TEXT, useAppOnStorage } from './media-fixtures.ts';

interface OssInfo {
  ossList: { dir: string; fileName: string; actionUrl: string }[];
}
interface FilePage {
  total: number;
  pages: number;
  list: { fileId: number; filePath: string; fileName: string; fileType: string; fileSize: number; attachFileGroupId: number }[];
}

const DETAIL = '/mall_product/m/spu_detail';
const NOTICE = '/mall_multishop/admin/notice';

/**
 * Addresses other than `address` that a browser asks for as `address` and the file server reads as it: a dot
 * segment or `x/..` before a segment, a backslash for a slash, an escaped character, a tab or newline inside.
 * Each is checked against the URL standard's own resolution, so a spelling that would not reach the file is left out.
 */
function sameFileSpellings(address: string): string[] {
  const slashes = [...address.matchAll(/\//g)].map((m) => m.index);
  const at = (index: number, text: string, drop = 0) => address.slice(0, index) + text + address.slice(index + drop);
  const spellings = [
    ...slashes.flatMap((i) => [at(i + 1, './'), at(i + 1, '%2e/'), at(i + 1, 'x/../'), at(i + 1, '%2E/'), at(i, '\\', 1)]),
    ...[...address].flatMap((c, i) => (c === '/' ? [] : [at(i, `%${c.charCodeAt(0).toString(16)}`, 1)])),
    at(address.length - 5, '\t'),
    at(address.length - 5, '\n'),
    `http://cdn.example${address.replace('/files/', '/files/./')}`,
  ];
  const asked = (spelling: string) => decodeURIComponent(new URL(spelling, 'http://page.example/a/b').pathname);
  return [...new Set(spellings)].filter((spelling) => spelling !== address && asked(spelling) === address);
}

describe.each(['local', 's3'] as const)('picture library on the %s driver', (driver) => {
  const { app, storage } = useAppOnStorage(driver);
  const as = usersOf(app);

  /** The browser's PUT: to the server itself (local) or to the object store (s3). */
  async function put(actionUrl: string, body: Buffer, contentType: string | null = 'image/png'): Promise<number> {
    const headers: Record<string, string> = contentType === null ? {} : { 'content-type': contentType };
    if (driver === 'local') {
      const response = await app().app.inject({ method: 'PUT', url: actionUrl, payload: body, headers });
      return response.statusCode;
    }
    const response = await fetch(actionUrl, { method: 'PUT', body: new Uint8Array(body), headers });
    await response.arrayBuffer();
    return response.status;
  }

  async function slots(who: string, fileNum = 1) {
    const body = await as(who).get<OssInfo>(`/mall_biz/oss/info?fileNum=${fileNum}`);
    expect(body.code).toBe('00000');
    return body.data.ossList;
  }

  /** Reads a stored picture the way an <img> would. */
  async function fetchPicture(filePath: string) {
    if (driver === 'local') {
      const response = await app().app.inject({ method: 'GET', url: `/files${filePath}` });
      return {
        status: response.statusCode,
        type: response.headers['content-type'],
        cache: response.headers['cache-control'],
        bytes: response.rawPayload,
      };
    }
    const response = await fetch(`${storage().overrides.resourcesUrl}${filePath}`);
    return { status: response.status, type: response.headers.get('content-type'), cache: null, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  const record = (slot: { dir: string; fileName: string }, extra: Record<string, unknown> = {}) => ({
    filePath: `/${slot.dir}${slot.fileName}`,
    fileName: 'photo.png',
    fileType: 'png',
    fileSize: PNG.length,
    type: 1,
    // The demo's first group (商品主图, shop 1): a new picture goes into a group.
    attachFileGroupId: 1,
    ...extra,
  });

  it('uploads through a presigned PUT, records the file and serves it back', async () => {
    const [slot] = await slots('shop_admin');
    expect(slot!.dir).toMatch(/^\d{4}\/\d{2}\/\d{2}\/$/);
    expect(slot!.fileName).toMatch(/^[0-9a-f]{32}$/);
    expect(await put(slot!.actionUrl, PNG)).toBe(200);
    // The client's claims about type and size are replaced by what was stored.
    const saved = await as('shop_admin').post('/mall_biz/m/attach_file', [record(slot!, { fileName: '护理床.png', fileType: 'html', fileSize: 1 })]);
    expect(saved).toMatchObject({ code: '00000' });
    const page = await as('shop_admin').get<FilePage>('/mall_biz/m/attach_file/page?pageNum=1&pageSize=15&fileName=护理床');
    expect(page.data.list).toHaveLength(1);
    expect(page.data.list[0]).toMatchObject({
      filePath: `/${slot!.dir}${slot!.fileName}`,
      fileType: 'png',
      fileSize: PNG.length,
      fileName: '护理床.png',
    });
    const picture = await fetchPicture(page.data.list[0]!.filePath);
    expect(picture.status).toBe(200);
    expect(picture.type).toBe('image/png');
    expect(Buffer.compare(picture.bytes, PNG)).toBe(0);
    if (driver === 'local') expect(picture.cache).toContain('max-age=31536000');
  });

  // The uploader picks the type an object store keeps (a browser sends a file's type from its name, or none).
  const declaredTypes = ['text/html', 'image/svg+xml', 'application/octet-stream', 'image/jpeg', 'image/png', '', null];
  it.each(declaredTypes)('a saved picture is served with the type of its bytes, whatever its PUT declared (%j)', async (declared) => {
    const [png, gif] = await slots('shop_admin', 2);
    const gifBytes = Buffer.concat([GIF_HEAD, Buffer.alloc(32)]);
    expect(await put(png!.actionUrl, PNG, declared)).toBe(200);
    expect(await put(gif!.actionUrl, gifBytes, declared)).toBe(200);
    const saved = await as('shop_admin').post('/mall_biz/m/attach_file', [
      record(png!, { fileName: 'type.png' }),
      record(gif!, { fileName: 'type.gif' }),
    ]);
    expect(saved.code).toBe('00000');
    const [servedPng, servedGif] = await Promise.all([fetchPicture(`/${png!.dir}${png!.fileName}`), fetchPicture(`/${gif!.dir}${gif!.fileName}`)]);
    expect(servedPng).toMatchObject({ status: 200, type: 'image/png' });
    expect(Buffer.compare(servedPng.bytes, PNG)).toBe(0);
    expect(servedGif).toMatchObject({ status: 200, type: 'image/gif' });
    expect(Buffer.compare(servedGif.bytes, gifBytes)).toBe(0);
  });

  it.runIf(driver === 'local')('an upload URL is good for one file: a second PUT cannot swap a saved picture', async () => {
    const [slot] = await slots('shop_admin');
    expect(await put(slot!.actionUrl, PNG)).toBe(200);
    expect((await as('shop_admin').post('/mall_biz/m/attach_file', [record(slot!, { fileName: '一次.png' })])).code).toBe('00000');
    const swapped = Buffer.concat([GIF_HEAD, Buffer.alloc(32)]);
    expect(await put(slot!.actionUrl, swapped, 'image/gif')).toBe(409);
    const picture = await fetchPicture(`/${slot!.dir}${slot!.fileName}`);
    expect(Buffer.compare(picture.bytes, PNG)).toBe(0);
  });

  it('issues one slot per file, at most 20', async () => {
    expect(await slots('shop_admin', 20)).toHaveLength(20);
    expect((await as('shop_admin').get('/mall_biz/oss/info?fileNum=21')).data).toEqual(['fileNum:一次最多上传20张图片']);
    expect((await as('shop_admin').get('/mall_biz/oss/info')).data).toEqual(['fileNum:fileNum不能为空']);
    expect((await as('shop_admin').get('/mall_biz/oss/info?fileNum=abc')).code).toBe('A00002');
  });

  it('refuses a forged upload URL', async () => {
    const [slot] = await slots('shop_admin');
    const forged =
      driver === 'local'
        ? slot!.actionUrl.replace(/signature=([0-9a-f])/, (_m, c: string) => `signature=${c === '0' ? '1' : '0'}`)
        : slot!.actionUrl.replace(/X-Amz-Credential=[^%&]+/, 'X-Amz-Credential=FORGEDKEY');
    expect(forged).not.toBe(slot!.actionUrl);
    expect(await put(forged, PNG)).toBe(403);
    // s3rver checks the key id and the expiry of a V4 URL but not the signature itself (real stores do),
    // so the tampering below is the local driver's; on s3 the key proof and the inspection at record time hold.
    if (driver === 'local') {
      const flip = (hex: string) => hex.replace(/^./, (c) => (c === '0' ? '1' : '0'));
      expect(
        await put(
          slot!.actionUrl.replace(/signature=([0-9a-f]+)/, (_m, hex: string) => `signature=${flip(hex)}`),
          PNG,
        ),
      ).toBe(403);
      // A later expiry is not one the server signed.
      expect(
        await put(
          slot!.actionUrl.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 3600}`),
          PNG,
        ),
      ).toBe(403);
      expect(await put(slot!.actionUrl.replace(/\?.*$/, ''), PNG)).toBe(403);
      // A URL signed for one key does not open another, nor a path outside the store.
      const [other] = await slots('shop_admin');
      expect(await put(slot!.actionUrl.replace(slot!.fileName, other!.fileName), PNG)).toBe(403);
      expect((await fetchPicture(`/${other!.dir}${other!.fileName}`)).status).toBe(404);
      expect(await put(slot!.actionUrl.replace(slot!.dir + slot!.fileName, `${slot!.dir}..%2F..%2F..%2F${slot!.fileName}`), PNG)).toBe(403);
    }
    expect((await as('shop_admin').post('/mall_biz/m/attach_file', [record(slot!)])).msg).toBe('photo.png：图片未上传成功，请重新上传');
  });

  it('refuses an expired upload URL', async () => {
    const [slot] = await slots('shop_admin');
    const key = slot!.dir + slot!.fileName;
    let expired: string;
    if (driver === 'local') {
      expired = await new LocalStorage(storage().overrides.storage!.dir, storage().overrides.storage!.secret).presignPut(key, -5);
    } else {
      const s3 = new S3Storage(storage().overrides.storage!.s3);
      expired = await s3.presignPut(key, 1);
      s3.destroy();
      await new Promise((resolve) => setTimeout(resolve, 2100));
    }
    expect(await put(expired, PNG)).toBe(403);
  });

  it('refuses files of 2 MB or more, and bytes that are not a picture', async () => {
    const [big, text, gif] = await slots('shop_admin', 3);
    if (driver === 'local') {
      expect(await put(big!.actionUrl, OVERSIZE)).toBe(413);
      expect(await put(text!.actionUrl, TEXT, 'image/png')).toBe(415);
      // The store says why in the uploader's language, as every envelope does.
      for (const [locale, msg] of [
        ['en', 'Only jpg/png/gif pictures can be uploaded'],
        [undefined, '只能上传jpg/png/gif格式的图片'],
      ] as const) {
        const [slot] = await slots('shop_admin');
        const headers = { 'content-type': 'image/png', ...(locale ? { locale } : {}) };
        const refused = await app().app.inject({ method: 'PUT', url: slot!.actionUrl, payload: TEXT, headers });
        expect(refused.json()).toEqual({ code: '415', msg });
      }
    } else {
      // An object store takes any bytes; the server refuses them when they are recorded, and removes them.
      expect(await put(big!.actionUrl, OVERSIZE)).toBe(200);
      expect(await put(text!.actionUrl, TEXT, 'text/html')).toBe(200);
    }
    expect(await as('shop_admin').post('/mall_biz/m/attach_file', [record(big!, { fileName: 'big.png' })])).toMatchObject({
      code: 'A00001',
      msg: driver === 'local' ? 'big.png：图片未上传成功，请重新上传' : 'big.png：图片大小不能超过2M',
    });
    expect(await as('shop_admin').post('/mall_biz/m/attach_file', [record(text!, { fileName: 'notes.png' })])).toMatchObject({
      code: 'A00001',
      msg: driver === 'local' ? 'notes.png：图片未上传成功，请重新上传' : 'notes.png：只能上传jpg/png/gif格式的图片',
    });
    expect((await fetchPicture(`/${big!.dir}${big!.fileName}`)).status).toBe(404);
    expect((await fetchPicture(`/${text!.dir}${text!.fileName}`)).status).toBe(404);
    // A GIF signature is enough to count as a picture.
    expect(await put(gif!.actionUrl, Buffer.concat([GIF_HEAD, Buffer.alloc(32)]), 'image/gif')).toBe(200);
    expect((await as('shop_admin').post('/mall_biz/m/attach_file', [record(gif!, { fileName: 'a.gif' })])).code).toBe('00000');
  });

  it('names every refused file of a save with its reason, in the language asked, and records none of the save', async () => {
    const save = async (locale?: string) => {
      const [good, text, big] = await slots('shop_admin', 3);
      expect(await put(good!.actionUrl, PNG)).toBe(200);
      // The local store refuses these at upload (so they never arrive); an object store takes them.
      expect(await put(text!.actionUrl, TEXT, 'text/html')).toBe(driver === 'local' ? 415 : 200);
      expect(await put(big!.actionUrl, OVERSIZE)).toBe(driver === 'local' ? 413 : 200);
      const records = [record(good!, { fileName: 'good.png' }), record(text!, { fileName: 'notes.txt' }), record(big!, { fileName: 'big.png' })];
      const response = await as('shop_admin').inject({
        method: 'POST',
        url: '/mall_biz/m/attach_file',
        headers: locale ? { locale } : {},
        payload: records,
      });
      return { answer: envelope(response), goodRecord: records[0]! };
    };
    const chinese = await save();
    expect(chinese.answer).toMatchObject({
      code: 'A00001',
      msg:
        driver === 'local'
          ? 'notes.txt：图片未上传成功，请重新上传；big.png：图片未上传成功，请重新上传'
          : 'notes.txt：只能上传jpg/png/gif格式的图片；big.png：图片大小不能超过2M',
    });
    expect(await app().db.select().from(attachFile).where(eq(attachFile.filePath, chinese.goodRecord.filePath))).toEqual([]);
    // The good file is still there to record on its own.
    expect((await as('shop_admin').post('/mall_biz/m/attach_file', [chinese.goodRecord])).code).toBe('00000');

    const english = await save('en');
    expect(english.answer.msg).toBe(
      driver === 'local'
        ? 'notes.txt: the picture was not uploaded; please upload it again; big.png: the picture was not uploaded; please upload it again'
        : 'notes.txt: only jpg/png/gif pictures can be uploaded; big.png: a picture cannot be larger than 2 MB',
    );
  });

  /** The library's records of a path, in either spelling. */
  const recordsOf = (path: string) =>
    app()
      .db.select()
      .from(attachFile)
      .where(inArray(attachFile.filePath, [path, path.slice(1)]));

  it("refuses paths that were not issued to the caller's shop", async () => {
    const [careSlot] = await slots('care_admin');
    expect(await put(careSlot!.actionUrl, PNG)).toBe(200);
    expect(await as('shop_admin').post('/mall_biz/m/attach_file', [record(careSlot!)])).toMatchObject({
      code: 'A00001',
      msg: 'photo.png：图片路径不正确',
    });
    for (const filePath of ['/2026/01/01/' + 'a'.repeat(32), '/../../etc/passwd', 'http://evil.example/x.png']) {
      expect((await as('shop_admin').post('/mall_biz/m/attach_file', [{ ...record(careSlot!), filePath }])).msg).toBe('photo.png：图片路径不正确');
    }
    // The owner can record it, once, into its own group.
    const [careGroup] = await app().db.select().from(attachFileGroup).where(eq(attachFileGroup.shopId, 2)).limit(1);
    const own = record(careSlot!, { attachFileGroupId: careGroup!.attachFileGroupId });
    expect((await as('care_admin').post('/mall_biz/m/attach_file', [own])).code).toBe('00000');
    expect((await as('care_admin').post('/mall_biz/m/attach_file', [own])).msg).toBe('图片已保存，请勿重复提交');
    // The same path without its leading slash is the same picture: recorded twice, deleting one record would remove
    // the file the other still lists.
    expect((await as('care_admin').post('/mall_biz/m/attach_file', [{ ...own, filePath: own.filePath.slice(1) }])).msg).toBe(
      '图片已保存，请勿重复提交',
    );
    expect(await recordsOf(own.filePath)).toHaveLength(1);

    // Nor can another shop show it in rich text, however its address is spelled; nor the owner under a spelling
    // other than its path, which a delete looking for the path would not see.
    const spellings = sameFileSpellings(`/files${own.filePath}`);
    expect(spellings.length).toBeGreaterThan(60);
    const detail = (src: string) => `<p><img src="${src}"></p>`;
    const [product] = await app().db.select().from(spu).where(eq(spu.shopId, 1)).limit(1);
    const [careProduct] = await app().db.select().from(spu).where(eq(spu.shopId, 2)).limit(1);
    for (const src of [`/files${own.filePath}`, ...spellings]) {
      expect((await as('shop_admin').put(DETAIL, { spuId: product!.spuId, detail: detail(src) })).msg, src).toBe('图片无效，请从图片库中选择图片');
      expect((await as('shop_admin').post(NOTICE, { title: '公告', content: detail(src), status: 1 })).msg, src).toBe(
        '图片无效，请从图片库中选择图片',
      );
    }
    for (const src of spellings.filter((spelling) => !spelling.includes(own.filePath.slice(1)))) {
      expect((await as('care_admin').put(DETAIL, { spuId: careProduct!.spuId, detail: detail(src) })).msg, src).toBe(
        '图片无效，请从图片库中选择图片',
      );
    }
    expect((await as('care_admin').put(DETAIL, { spuId: careProduct!.spuId, detail: detail(`/files${own.filePath}`) })).code).toBe('00000');
  });

  it('records a path once, whichever spelling two saves sent together use', async () => {
    const [slot] = await slots('shop_admin');
    expect(await put(slot!.actionUrl, PNG)).toBe(200);
    const slashed = record(slot!, { fileName: 'twice.png' });
    const replies = await Promise.all(
      [slashed, { ...slashed, filePath: slashed.filePath.slice(1) }].map((r) => as('shop_admin').post('/mall_biz/m/attach_file', [r])),
    );
    expect(replies.map((r) => r.code).sort()).toEqual(['00000', 'A00001']);
    expect(replies.find((r) => r.code === 'A00001')!.msg).toBe('图片已保存，请勿重复提交');
    expect(await recordsOf(slashed.filePath)).toHaveLength(1);
  });

  it('validates the records', async () => {
    const [slot] = await slots('shop_admin');
    expect((await as('shop_admin').post('/mall_biz/m/attach_file', [])).data).toEqual(['请选择要上传的图片']);
    expect((await as('shop_admin').post('/mall_biz/m/attach_file', { filePath: 'x' })).code).toBe('A00002');
    expect((await as('shop_admin').post('/mall_biz/m/attach_file', [record(slot!, { fileName: ' ' })])).data).toEqual([
      '0.fileName:图片名称不能为空',
    ]);
    expect((await as('shop_admin').post('/mall_biz/m/attach_file', [record(slot!, { filePath: '' })])).data).toEqual(['0.filePath:图片路径不能为空']);
    for (const none of [0, '', null, undefined]) {
      const answer = await as('shop_admin').post('/mall_biz/m/attach_file', [record(slot!, { attachFileGroupId: none })]);
      expect(answer.data).toEqual(['0.attachFileGroupId:请选择分组']);
    }
    expect(
      await app()
        .db.select()
        .from(attachFile)
        .where(eq(attachFile.filePath, `/${slot!.dir}${slot!.fileName}`)),
    ).toHaveLength(0);
    const many = Array.from({ length: 21 }, () => record(slot!));
    expect((await as('shop_admin').post('/mall_biz/m/attach_file', many)).data).toEqual(['一次最多上传20张图片']);
    const malformed = await app().app.inject({
      method: 'POST',
      url: '/mall_biz/m/attach_file',
      headers: { authorization: await as('shop_admin').token(), 'content-type': 'application/json' },
      payload: '[{',
    });
    expect(malformed.statusCode).toBe(200);
    expect(envelope(malformed).code).toBe('A00003');
    const [careGroup] = await app().db.select().from(attachFileGroup).where(eq(attachFileGroup.shopId, 2)).limit(1);
    expect(await put(slot!.actionUrl, PNG)).toBe(200);
    expect((await as('shop_admin').post('/mall_biz/m/attach_file', [record(slot!, { attachFileGroupId: careGroup!.attachFileGroupId })])).msg).toBe(
      '分组不存在或已删除',
    );
  });

  it('renames, moves and deletes a picture; another shop cannot', async () => {
    const [slot] = await slots('shop_admin');
    expect(await put(slot!.actionUrl, PNG)).toBe(200);
    await as('shop_admin').post('/mall_biz/m/attach_file', [record(slot!, { fileName: 'rename-me.png' })]);
    const [file] = await app().db.select().from(attachFile).where(eq(attachFile.fileName, 'rename-me.png'));
    // Another group than the one new pictures go to here.
    const [group] = await app()
      .db.select()
      .from(attachFileGroup)
      .where(and(eq(attachFileGroup.shopId, 1), eq(attachFileGroup.name, '活动海报')))
      .limit(1);
    const [careGroup] = await app().db.select().from(attachFileGroup).where(eq(attachFileGroup.shopId, 2)).limit(1);
    const update = (who: string, body: Record<string, unknown>) =>
      as(who).put('/mall_biz/m/attach_file/update_file', { fileId: file!.fileId, ...body });

    expect(await update('shop_admin', { fileName: '  ' })).toMatchObject({ code: 'A00001', msg: '图片名称不能为空' });
    // Up to 255 characters, counted as the save counts them: an emoji is one.
    expect(await update('shop_admin', { fileName: '😀'.repeat(256) })).toMatchObject({ code: 'A00001', msg: '图片名称不能超过255个字符' });
    expect(await update('shop_admin', { fileName: '😀'.repeat(255) })).toMatchObject({ code: '00000' });
    expect(await update('shop_admin', { fileName: 'x', attachFileGroupId: careGroup!.attachFileGroupId })).toMatchObject({
      msg: '分组不存在或已删除',
    });
    expect(await update('care_admin', { fileName: 'stolen' })).toMatchObject({ code: 'A00001', msg: '图片不存在或已删除' });
    expect(await as('care_admin').delete(`/mall_biz/m/attach_file?fileId=${file!.fileId}`)).toMatchObject({ msg: '图片不存在或已删除' });
    expect(await update('shop_admin', { fileName: '康复轮椅', attachFileGroupId: group!.attachFileGroupId })).toMatchObject({
      code: '00000',
      data: true,
    });
    const inGroup = await as('shop_admin').get<FilePage>(
      `/mall_biz/m/attach_file/page?pageNum=1&pageSize=15&fileGroupId=${group!.attachFileGroupId}`,
    );
    expect(inGroup.data.list.map((f) => f.fileName)).toEqual(['康复轮椅']);
    const careView = await as('care_admin').get<FilePage>('/mall_biz/m/attach_file/page?pageNum=1&pageSize=15&fileName=康复轮椅');
    expect(careView.data.total).toBe(0);

    expect((await as('shop_admin').delete(`/mall_biz/m/attach_file?fileId=${file!.fileId}`)).code).toBe('00000');
    expect(await app().db.select().from(attachFile).where(eq(attachFile.fileId, file!.fileId))).toHaveLength(0);
    expect((await fetchPicture(file!.filePath)).status).toBe(404);
  });

  it('refuses to delete a picture a carousel image shows, and deletes it once the carousel no longer does', async () => {
    const [slot] = await slots('shop_admin');
    expect(await put(slot!.actionUrl, PNG)).toBe(200);
    await as('shop_admin').post('/mall_biz/m/attach_file', [record(slot!, { fileName: 'in-carousel.png' })]);
    const [file] = await app().db.select().from(attachFile).where(eq(attachFile.fileName, 'in-carousel.png'));
    const [carousel] = await app().db.insert(indexImg).values({ shopId: 1, imgUrl: file!.filePath, seq: 1 }).returning();
    expect(await as('shop_admin').delete(`/mall_biz/m/attach_file?fileId=${file!.fileId}`)).toMatchObject({
      code: 'A00001',
      msg: '该图片正在被轮播图使用，请先更换轮播图的图片再删除',
    });
    expect(await app().db.select().from(attachFile).where(eq(attachFile.fileId, file!.fileId))).toHaveLength(1);
    expect((await fetchPicture(file!.filePath)).status).toBe(200);
    await app().db.delete(indexImg).where(eq(indexImg.imgId, carousel!.imgId));
    expect((await as('shop_admin').delete(`/mall_biz/m/attach_file?fileId=${file!.fileId}`)).code).toBe('00000');
  });

  it('a picture something saved still shows leaves the library but stays served; one nothing shows is removed', async () => {
    const uploaded = async (fileName: string) => {
      const [slot] = await slots('shop_admin');
      expect(await put(slot!.actionUrl, PNG)).toBe(200);
      await as('shop_admin').post('/mall_biz/m/attach_file', [record(slot!, { fileName })]);
      const [file] = await app().db.select().from(attachFile).where(eq(attachFile.fileName, fileName));
      return file!;
    };
    const remove = async (file: { fileId: number }) =>
      expect((await as('shop_admin').delete(`/mall_biz/m/attach_file?fileId=${file.fileId}`)).code).toBe('00000');
    const bare = (file: { filePath: string }) => file.filePath.replace(/^\/+/, '');
    const db = app().db;
    const [product] = await db.select().from(spu).where(eq(spu.shopId, 1)).limit(1);
    const [otherShopProduct] = await db.select().from(spu).where(eq(spu.shopId, 2)).limit(1);
    const [variant] = await db.select().from(sku).where(eq(sku.shopId, 1)).limit(1);
    const [shelf] = await db.select().from(category).where(eq(category.shopId, 1)).limit(1);
    const [member] = await db.select().from(shopUser).where(eq(shopUser.shopId, 1)).limit(1);
    const [item] = await db.select().from(orderItem).where(eq(orderItem.shopId, 1)).limit(1);
    const [news] = await db.insert(notice).values({ shopId: 1, title: '图片公告', content: '' }).returning();
    // Each place a saved record shows a picture: a field holding its path, a list of pictures, rich text holding its address.
    const shownBy: [string, (file: { filePath: string }) => Promise<unknown>][] = [
      ['main picture', (file) => db.update(spu).set({ mainImgUrl: file.filePath }).where(eq(spu.spuId, product!.spuId))],
      [
        'one of the pictures',
        (file) =>
          db
            .update(spu)
            .set({ imgUrls: `/a.png,${bare(file)},/b.png` })
            .where(eq(spu.spuId, product!.spuId)),
      ],
      [
        'details',
        (file) =>
          db
            .update(spuDetail)
            .set({ detail: `<p><img src="http://cdn.example/${bare(file)}"></p>` })
            .where(eq(spuDetail.spuId, product!.spuId)),
      ],
      ['SKU', (file) => db.update(sku).set({ imgUrl: file.filePath }).where(eq(sku.skuId, variant!.skuId))],
      ['category', (file) => db.update(category).set({ imgUrl: file.filePath }).where(eq(category.categoryId, shelf!.categoryId))],
      ['avatar', (file) => db.update(shopUser).set({ avatar: file.filePath }).where(eq(shopUser.shopUserId, member!.shopUserId))],
      [
        'notice',
        (file) =>
          db
            .update(notice)
            .set({ content: `<img src="/files/${bare(file)}">` })
            .where(eq(notice.id, news!.id)),
      ],
      ['order item', (file) => db.update(orderItem).set({ pic: file.filePath }).where(eq(orderItem.orderItemId, item!.orderItemId))],
    ];
    for (const [how, show] of shownBy) {
      const file = await uploaded(`shown-${how}.png`);
      await show(file);
      await remove(file);
      expect(await app().db.select().from(attachFile).where(eq(attachFile.fileId, file.fileId)), how).toHaveLength(0);
      expect((await fetchPicture(file.filePath)).status, how).toBe(200);
    }
    // Another shop's product showing the same path does not keep this shop's picture.
    const unused = await uploaded('shown-elsewhere.png');
    await db.update(spu).set({ mainImgUrl: unused.filePath }).where(eq(spu.spuId, otherShopProduct!.spuId));
    await remove(unused);
    expect((await fetchPicture(unused.filePath)).status).toBe(404);
  });

  it('removes a kept file once nothing shows it (the sweep), and never records a deleted path again', async () => {
    const uploaded = async (fileName: string) => {
      const [slot] = await slots('shop_admin');
      expect(await put(slot!.actionUrl, PNG)).toBe(200);
      expect((await as('shop_admin').post('/mall_biz/m/attach_file', [record(slot!, { fileName })])).code).toBe('00000');
      const [file] = await app().db.select().from(attachFile).where(eq(attachFile.fileName, fileName));
      return file!;
    };
    const db = app().db;
    const [member] = await db.select().from(shopUser).where(eq(shopUser.shopId, 1)).limit(1);
    const shownOnce = await uploaded(`sweep-shown-${driver}.png`);
    const stillShown = await uploaded(`sweep-still-${driver}.png`);
    await db.update(shopUser).set({ avatar: shownOnce.filePath }).where(eq(shopUser.shopUserId, member!.shopUserId));
    await db
      .update(notice)
      .set({ content: `<img src="/files${stillShown.filePath}">` })
      .where(eq(notice.shopId, 1));
    for (const file of [shownOnce, stillShown]) {
      expect((await as('shop_admin').delete(`/mall_biz/m/attach_file?fileId=${file.fileId}`)).code).toBe('00000');
    }
    // Shown: kept by the sweep too.
    const sweep = () => sweepKeptPictures(db, app().app.media.storage);
    await sweep();
    expect((await fetchPicture(shownOnce.filePath)).status).toBe(200);
    // A deleted path is never recorded again, though its file is still there, whichever way the path is spelled.
    for (const filePath of [shownOnce.filePath, shownOnce.filePath.replace(/^\//, '')]) {
      expect(
        await as('shop_admin').post('/mall_biz/m/attach_file', [{ ...record({ dir: '', fileName: '' }), filePath, fileName: 'again.png' }]),
      ).toMatchObject({
        code: 'A00001',
        msg: 'again.png：图片未上传成功，请重新上传',
      });
    }
    // The avatar changes: nothing shows the first any more; the notice still shows the second.
    await db.update(shopUser).set({ avatar: '/demo/avatars/1.svg' }).where(eq(shopUser.shopUserId, member!.shopUserId));
    expect(await sweep()).toBe(1);
    expect((await fetchPicture(shownOnce.filePath)).status).toBe(404);
    expect((await fetchPicture(stillShown.filePath)).status).toBe(200);
    expect(await sweep()).toBe(0);
    const kept = await db
      .select()
      .from(deletedPicture)
      .where(inArray(deletedPicture.filePath, [shownOnce.filePath, stillShown.filePath]));
    expect(Object.fromEntries(kept.map((row) => [row.filePath, row.fileKept]))).toEqual({ [shownOnce.filePath]: false, [stillShown.filePath]: true });
  });

  it('a record of a path sent while the same path is deleted never lands: fired together, in both orders', async () => {
    for (let i = 0; i < 6; i++) {
      const [slot] = await slots('shop_admin');
      expect(await put(slot!.actionUrl, PNG)).toBe(200);
      const fileName = `race-${driver}-${i}.png`;
      expect((await as('shop_admin').post('/mall_biz/m/attach_file', [record(slot!, { fileName })])).code).toBe('00000');
      const [file] = await app().db.select().from(attachFile).where(eq(attachFile.fileName, fileName));
      // Something shows it, so its file stays after the delete and a record of it could find the bytes.
      await app()
        .db.update(notice)
        .set({ content: `<img src="${file!.filePath}">` })
        .where(eq(notice.shopId, 1));
      const remove = () => as('shop_admin').delete(`/mall_biz/m/attach_file?fileId=${file!.fileId}`);
      const recordAgain = () => as('shop_admin').post('/mall_biz/m/attach_file', [record(slot!, { fileName: `again-${fileName}` })]);
      const [removed, recorded] =
        i % 2 === 0 ? await Promise.all([remove(), recordAgain()]) : await Promise.all([recordAgain(), remove()]).then(([r, d]) => [d, r] as const);
      expect(removed.code).toBe('00000');
      expect(['图片已保存，请勿重复提交', `again-${fileName}：图片未上传成功，请重新上传`]).toContain(recorded.msg);
      expect(await app().db.select().from(attachFile).where(eq(attachFile.filePath, file!.filePath))).toHaveLength(0);
    }
  });

  it('pages by 15 and searches by name (wildcards taken literally)', async () => {
    await app()
      .db.insert(attachFile)
      .values(
        Array.from({ length: 17 }, (_, i) => ({
          shopId: 1,
          filePath: `/paging/${driver}/${i}`,
          fileType: 'png',
          fileName: `分页图_${i}`,
          fileSize: 10,
        })),
      );
    const first = await as('shop_admin').get<FilePage>('/mall_biz/m/attach_file/page?pageNum=1&pageSize=15&fileName=分页图');
    expect(first.data).toMatchObject({ total: 17, pages: 2 });
    expect(first.data.list).toHaveLength(15);
    const second = await as('shop_admin').get<FilePage>('/mall_biz/m/attach_file/page?pageNum=2&pageSize=15&fileName=分页图');
    expect(second.data.list).toHaveLength(2);
    expect((await as('shop_admin').get<FilePage>('/mall_biz/m/attach_file/page?pageNum=1&pageSize=15&fileName=%25')).data.total).toBe(0);
    expect((await as('shop_admin').get<FilePage>('/mall_biz/m/attach_file/page?pageNum=1&pageSize=15&fileName=图_1')).data.total).toBe(8);
  });

  it('requires a session', async () => {
    expect(envelope(await app().app.inject({ method: 'GET', url: '/mall_biz/oss/info?fileNum=1' })).code).toBe('A00004');
    expect(envelope(await app().app.inject({ method: 'GET', url: '/mall_biz/m/attach_file/page' })).code).toBe('A00004');
  });
});
