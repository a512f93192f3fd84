// A library picture deleted while something is saved showing it, over every save that shows a picture: whichever
// comes first, no record is left showing a removed file. A save that comes after the delete (or that a form
// opened before it sends) is refused; a delete that comes after the save keeps the file the record shows.
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema/index.ts';
import { PICTURE_COLUMNS, showsPicture } from '../../src/platform/storage/picture-columns.ts';
import { MSG_BAD_PICTURE } from '../../src/platform/storage/picture-paths.ts';
import type { EnvelopeBody } from '../helpers.ts';
import { usersOf } from '../kit.ts';
import { rows } from '../proof/actors.ts';
import { interleave } from '../proof/interleaving.ts';
import { onPostgres } from '../proof/processes.ts';
import { catalogueFixture, type CatalogueFixture } from '../products/fixtures.ts';
import { createProduct, productBody } from '../products/support.ts';
import { PNG, useAppOnStorage } from './media-fixtures.ts';

const { app } = useAppOnStorage('local');
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

/** Whether any record of the shop shows the path, in any column a picture can be shown in. */
async function shown(filePath: string): Promise<boolean> {
  const [row] = await rows<{ shown: boolean }>(app().db, sql`select ${showsPicture(1, filePath.replace(/^\/+/, ''))} as shown`);
  return row!.shown;
}

interface Saver {
  name: string;
  /** The table the save writes its row into: a share lock on it stops the save inside its transaction. */
  table: string;
  /** The picture columns (`table.column`) the save puts the picture in. */
  shows: string[];
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
    shows: ['spu.main_img_url', 'spu.img_urls'],
    save: (filePath) => shop().post('/mall_product/admin/spu', productBody(cat, { name: unique('主图'), mainImgUrl: filePath, imgUrls: filePath })),
  },
  {
    name: "a new product's detail",
    table: 'spu',
    shows: ['spu_detail.detail'],
    save: (filePath) => shop().post('/mall_product/admin/spu', productBody(cat, { name: unique('详情'), detail: inRichText(filePath) })),
  },
  {
    name: "an edited product's SKU picture",
    table: 'sku',
    shows: ['sku.img_url'],
    prepare: async () => void (spuId = (await createProduct(shop(), productBody(cat, { name: unique('规格图') }))).spuId),
    save: (filePath) => {
      const body = productBody(cat, { name: unique('规格图'), hasSkuImg: 1 });
      return shop().put('/mall_product/admin/spu', { ...body, spuId, skuList: body.skuList.map((s) => ({ ...s, imgUrl: filePath })) });
    },
  },
  {
    name: "a product's detail on its own",
    table: 'spu_detail',
    shows: ['spu_detail.detail'],
    prepare: async () => void (spuId = (await createProduct(shop(), productBody(cat, { name: unique('单独详情') }))).spuId),
    save: (filePath) => shop().put('/mall_product/m/spu_detail', { spuId, detail: inRichText(filePath) }),
  },
  {
    name: "a new category's picture",
    table: 'category',
    shows: ['category.img_url'],
    save: (filePath) => shop().post('/mall_product/admin/category', { parentId: 0, name: unique('分类'), imgUrl: filePath, seq: 1, status: 1 }),
  },
  {
    name: "an edited category's icon",
    table: 'category',
    shows: ['category.icon'],
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
    shows: ['shop_user.avatar'],
    save: (filePath) => shop().post('/mall_multishop/m/shop_user', { nickName: unique('员工'), avatar: filePath }),
  },
  {
    name: "an edited member of staff's avatar",
    table: 'shop_user',
    shows: ['shop_user.avatar'],
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
    shows: ['notice.content'],
    save: (filePath) => shop().post('/mall_multishop/admin/notice', { title: unique('公告'), content: inRichText(filePath), status: 1, isTop: 0 }),
  },
  {
    name: 'an edited notice',
    table: 'notice',
    shows: ['notice.content'],
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

/** Text columns whose name or type says they may hold a picture, and why no library picture is shown there. */
const NOT_SHOWING_LIBRARY_PICTURES: Record<string, string> = {
  'index_img.img_url': "a carousel image's picture: its delete is refused instead (the carousel's own race test)",
  'brand.img_url': 'platform brands: no shop saves them',
  'shop_detail.shop_logo': 'no call of the back office writes it',
  'menu.icon': "an icon's name, not a picture",
  'hot_search.content': "a search term's text",
  'notice.title': 'plain text, drawn as text',
};
/** Picture columns no save of the back office writes: checkout copies the product's picture into its items. */
const WRITTEN_BY_CHECKOUT = ['order_item.pic'];
const MAY_HOLD_A_PICTURE = /img|pic|icon|avatar|logo|photo|image|detail|content/;
const columnName = ({ table, column }: { table: string; column: string }) => `${table}.${column}`;

describe('the columns a picture of the library can be shown in', () => {
  it('are every text column of the schema that may hold one, but those said not to', () => {
    const suspects = Object.values(schema as Record<string, unknown>)
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => getTableConfig(table))
      .flatMap(({ name, columns }) =>
        columns
          .filter((column) => column.dataType === 'string' && (column.getSQLType() === 'text' || MAY_HOLD_A_PICTURE.test(column.name)))
          .map((column) => `${name}.${column.name}`),
      )
      .filter((column) => !(column in NOT_SHOWING_LIBRARY_PICTURES));
    expect(suspects.sort()).toEqual(PICTURE_COLUMNS.map(columnName).sort());
  });

  it('are each written by a save raced here, but the order items checkout writes', () => {
    const raced = new Set(SAVERS.flatMap((saver) => saver.shows));
    expect(PICTURE_COLUMNS.map(columnName).filter((column) => !raced.has(column) && !WRITTEN_BY_CHECKOUT.includes(column))).toEqual([]);
  });
});

/** Whether the column holds the path in a row of shop 1 (directly, or through its product). */
async function columnHolds(column: string, filePath: string): Promise<boolean> {
  const picture = PICTURE_COLUMNS.find((c) => columnName(c) === column);
  if (!picture) throw new Error(`${column} is not a picture column`);
  const [row] = await rows<{ holds: boolean }>(app().db, sql`select ${showsPicture(1, filePath.replace(/^\/+/, ''), [picture])} as holds`);
  return row!.holds;
}

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
    for (const column of saver.shows) expect(await columnHolds(column, picture.filePath), column).toBe(true);
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
