// A library picture deleted while something is saved showing it, over every save that shows a picture: whichever
// comes first, no record is left showing a removed file. A save that comes after the delete (or that a form
// opened before it sends) is refused; a delete that comes after the save keeps the file the record shows.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../src/config.ts';
import { MSG_BAD_PICTURE } from '../../src/platform/storage/picture-paths.ts';
import type { EnvelopeBody } from '../helpers.ts';
import { usersOf, useTestApp } from '../kit.ts';
import { rows } from '../proof/actors.ts';
import { interleave } from '../proof/interleaving.ts';
import { onPostgres } from '../proof/processes.ts';
import { catalogueFixture, type CatalogueFixture } from '../products/fixtures.ts';
import { createProduct, productBody } from '../products/support.ts';
import { PNG, startStorage, type StorageUnderTest } from './media-fixtures.ts';

let storage: StorageUnderTest;
const overrides: Partial<AppConfig> = {};
beforeAll(async () => {
  storage = await startStorage('local');
  Object.assign(overrides, storage.overrides);
});
afterAll(async () => {
  await storage?.close();
});
const app = useTestApp(overrides);
const as = usersOf(app);
const shop = () => as('shop_admin');
const OK = '00000';
let named = 0;
const unique = (prefix: string) => `${prefix}${++named}-${Date.now() % 100000}`;

/** A picture uploaded and recorded in shop 1's library, as the picture manager leaves it. */
async function uploaded(): Promise<{ fileId: number; filePath: string }> {
  const [slot] = (await shop().get<{ ossList: { dir: string; fileName: string; actionUrl: string }[] }>('/mall_biz/oss/info?fileNum=1')).data.ossList;
  const put = await app().app.inject({ method: 'PUT', url: slot!.actionUrl, payload: PNG, headers: { 'content-type': 'image/png' } });
  expect(put.statusCode).toBe(200);
  const filePath = `/${slot!.dir}${slot!.fileName}`;
  const recorded = await shop().post('/mall_biz/m/attach_file', [
    { filePath, fileName: 'race.png', fileType: 'png', fileSize: PNG.length, type: 1, attachFileGroupId: 1 },
  ]);
  expect(recorded.code).toBe(OK);
  const [file] = await rows<{ file_id: number }>(app().db, sql`select file_id from attach_file where file_path = ${filePath}`);
  return { fileId: Number(file!.file_id), filePath };
}

const deletePicture = (fileId: number) => shop().delete(`/mall_biz/m/attach_file?fileId=${fileId}`);
const served = async (filePath: string) => (await app().app.inject({ method: 'GET', url: `/files${filePath}` })).statusCode;

/** Whether any record of the shop shows the path (a field holding it, a list of them, rich text holding its address). */
async function shown(filePath: string): Promise<boolean> {
  const bare = filePath.replace(/^\/+/, '');
  const has = (column: string) => sql`strpos(coalesce(${sql.raw(column)}, ''), ${bare}) > 0`;
  const [row] = await rows<{ shown: boolean }>(
    app().db,
    sql`select exists (select 1 from spu where shop_id = 1 and status <> -1 and (${has('main_img_url')} or ${has('img_urls')}))
      or exists (select 1 from sku where shop_id = 1 and status <> -1 and ${has('img_url')})
      or exists (select 1 from spu_detail where ${has('detail')})
      or exists (select 1 from category where shop_id = 1 and (${has('img_url')} or ${has('icon')}))
      or exists (select 1 from shop_user where shop_id = 1 and ${has('avatar')})
      or exists (select 1 from notice where shop_id = 1 and ${has('content')}) as shown`,
  );
  return row!.shown;
}

interface Saver {
  name: string;
  /** The table the save writes its row into: a share lock on it stops the save inside its transaction. */
  table: string;
  /** Makes what an edit edits; runs once. */
  prepare?: () => Promise<void>;
  save: (filePath: string) => Promise<EnvelopeBody>;
}

let cat: CatalogueFixture;
let spuId = 0;
let categoryId = 0;
let shopUserId = 0;
let noticeId = 0;
const inRichText = (filePath: string) => `<p>图片</p><p><img src="/files${filePath}" alt="图"></p>`;

// Every save a picture of the library can be shown by.
const SAVERS: Saver[] = [
  {
    name: "a new product's main picture",
    table: 'spu',
    save: (filePath) => shop().post('/mall_product/admin/spu', productBody(cat, { name: unique('主图'), mainImgUrl: filePath, imgUrls: filePath })),
  },
  {
    name: "a new product's detail",
    table: 'spu',
    save: (filePath) => shop().post('/mall_product/admin/spu', productBody(cat, { name: unique('详情'), detail: inRichText(filePath) })),
  },
  {
    name: "an edited product's SKU picture",
    table: 'sku',
    prepare: async () => void (spuId = (await createProduct(shop(), productBody(cat, { name: unique('规格图') }))).spuId),
    save: (filePath) => {
      const body = productBody(cat, { name: unique('规格图'), hasSkuImg: 1 });
      return shop().put('/mall_product/admin/spu', { ...body, spuId, skuList: body.skuList.map((s) => ({ ...s, imgUrl: filePath })) });
    },
  },
  {
    name: "a product's detail on its own",
    table: 'spu_detail',
    prepare: async () => void (spuId = (await createProduct(shop(), productBody(cat, { name: unique('单独详情') }))).spuId),
    save: (filePath) => shop().put('/mall_product/m/spu_detail', { spuId, detail: inRichText(filePath) }),
  },
  {
    name: "a new category's picture",
    table: 'category',
    save: (filePath) => shop().post('/mall_product/admin/category', { parentId: 0, name: unique('分类'), imgUrl: filePath, seq: 1, status: 1 }),
  },
  {
    name: "an edited category's icon",
    table: 'category',
    prepare: async () => {
      const name = unique('图标');
      expect((await shop().post('/mall_product/admin/category', { parentId: 0, name, imgUrl: '/demo/products/1.svg', seq: 1, status: 1 })).code).toBe(
        OK,
      );
      const [row] = await rows<{ category_id: number }>(app().db, sql`select category_id from category where shop_id = 1 and name = ${name}`);
      categoryId = Number(row!.category_id);
    },
    save: (filePath) =>
      shop().put('/mall_product/admin/category', {
        categoryId,
        parentId: 0,
        name: unique('图标'),
        icon: filePath,
        imgUrl: '/demo/products/1.svg',
        seq: 1,
      }),
  },
  {
    name: "a new member of staff's avatar",
    table: 'shop_user',
    save: (filePath) => shop().post('/mall_multishop/m/shop_user', { nickName: unique('员工'), avatar: filePath }),
  },
  {
    name: "an edited member of staff's avatar",
    table: 'shop_user',
    prepare: async () => {
      const nickName = unique('头像');
      expect((await shop().post('/mall_multishop/m/shop_user', { nickName, avatar: '/demo/avatars/1.svg' })).code).toBe(OK);
      const [row] = await rows<{ shop_user_id: number }>(app().db, sql`select shop_user_id from shop_user where nick_name = ${nickName}`);
      shopUserId = Number(row!.shop_user_id);
    },
    save: (filePath) => shop().put('/mall_multishop/m/shop_user', { shopUserId, nickName: unique('头像'), avatar: filePath }),
  },
  {
    name: 'a new notice',
    table: 'notice',
    save: (filePath) => shop().post('/mall_multishop/admin/notice', { title: unique('公告'), content: inRichText(filePath), status: 1, isTop: 0 }),
  },
  {
    name: 'an edited notice',
    table: 'notice',
    prepare: async () => {
      const title = unique('公告改');
      expect((await shop().post('/mall_multishop/admin/notice', { title, content: '<p>无图</p>', status: 0, isTop: 0 })).code).toBe(OK);
      const [row] = await rows<{ id: number }>(app().db, sql`select id from notice where title = ${title}`);
      noticeId = Number(row!.id);
    },
    save: (filePath) =>
      shop().put('/mall_multishop/admin/notice', { id: noticeId, title: unique('公告改'), content: inRichText(filePath), status: 0, isTop: 0 }),
  },
];

beforeAll(async () => {
  cat = await catalogueFixture(app().db);
});

/** What must hold after any order: a save that succeeded shows the picture, and its file is still served. */
async function expectNothingShowsARemovedFile(saved: EnvelopeBody, filePath: string) {
  if (saved.code === OK) {
    expect(await shown(filePath)).toBe(true);
    expect(await served(filePath)).toBe(200);
  } else {
    expect(saved).toMatchObject({ code: 'A00001', msg: MSG_BAD_PICTURE });
    expect(await shown(filePath)).toBe(false);
  }
}

describe.each(SAVERS.map((saver) => [saver.name, saver] as const))('a picture deleted from the library and %s', (_, saver) => {
  beforeAll(async () => {
    await saver.prepare?.();
  });

  it('deleted first (or while a form showing it was open): the save is refused', async () => {
    const picture = await uploaded();
    expect((await deletePicture(picture.fileId)).code).toBe(OK);
    expect(await served(picture.filePath)).toBe(404);
    expect(await saver.save(picture.filePath)).toMatchObject({ code: 'A00001', msg: MSG_BAD_PICTURE });
    expect(await shown(picture.filePath)).toBe(false);
  });

  it('saved first: the delete leaves the library but keeps the file the record shows, and the record saves again', async () => {
    const picture = await uploaded();
    expect((await saver.save(picture.filePath)).code).toBe(OK);
    expect((await deletePicture(picture.fileId)).code).toBe(OK);
    expect(await served(picture.filePath)).toBe(200);
    // A record already showing it saves again with it: only a picture it newly shows must be in the library.
    if (saver.prepare) expect((await saver.save(picture.filePath)).code).toBe(OK);
  });

  it('fired together, in both orders', async () => {
    await shop().token();
    for (let i = 0; i < 4; i++) {
      const picture = await uploaded();
      const [saved, deleted] =
        i % 2 === 0
          ? await Promise.all([saver.save(picture.filePath), deletePicture(picture.fileId)])
          : await Promise.all([deletePicture(picture.fileId), saver.save(picture.filePath)]).then(([d, s]) => [s, d] as const);
      expect(deleted.code).toBe(OK);
      await expectNothingShowsARemovedFile(saved, picture.filePath);
    }
  });

  it.skipIf(!onPostgres())('on PostgreSQL, the delete stopped inside its transaction while the save is sent', async () => {
    await shop().token();
    const picture = await uploaded();
    const [deleted, saved] = await interleave(
      app().db,
      sql`select file_id from attach_file where file_id = ${picture.fileId} for key share`,
      () => deletePicture(picture.fileId),
      () => saver.save(picture.filePath),
    );
    expect(deleted.code).toBe(OK);
    await expectNothingShowsARemovedFile(saved, picture.filePath);
  });

  it.skipIf(!onPostgres())('on PostgreSQL, the save stopped before its row is in while the delete is sent', async () => {
    await shop().token();
    const picture = await uploaded();
    const [saved, deleted] = await interleave(
      app().db,
      sql`lock table ${sql.raw(saver.table)} in share mode`,
      () => saver.save(picture.filePath),
      () => deletePicture(picture.fileId),
    );
    expect(deleted.code).toBe(OK);
    await expectNothingShowsARemovedFile(saved, picture.filePath);
  });
});
