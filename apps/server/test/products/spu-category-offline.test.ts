// A product is never saved into a category off shelf, over every way a product is saved (the publish form's new
// product and edit, and the import), for its platform and its shop category, whichever category of the path went
// off shelf (taking a category off takes everything below it off): refused when it went off before, and when it
// goes off while the save runs (the save waits for the take-down, then is refused), with nothing written.
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PLATFORM_SHOP_ID,
  SPU_IMPORT_COLUMNS,
  SPU_MESSAGES,
  SPU_TRANSFER_MESSAGES,
  SPU_TRANSFER_SHEETS,
  type SpuImportColumn,
} from '@caremall/contract';
import { setCategoryStatus } from '../../src/modules/product/category/category.store.ts';
import { usersOf, useTestApp } from '../kit.ts';
import { rows } from '../proof/actors.ts';
import { interleave } from '../proof/interleaving.ts';
import { onPostgres } from '../proof/processes.ts';
import { catalogueFixture, type CatalogueFixture } from './fixtures.ts';
import { createProduct, productBody } from './support.ts';

const app = useTestApp();
const as = usersOf(app);
const shop = () => as('shop_admin');
const OK = '00000';
let cat: CatalogueFixture;
beforeAll(async () => {
  cat = await catalogueFixture(app().db);
});
let named = 0;
const unique = (prefix: string) => `${prefix}${++named}-${Date.now() % 100000}`;

/** A product's categories: a platform path (top level to leaf) and a shop path (primary, secondary), all on shelf. */
interface Paths {
  platform: number[];
  shop: number[];
}
type Kind = keyof Paths;

async function insertCategory(shopId: number, parentId: number, level: number): Promise<number> {
  const [row] = await rows<{ id: number }>(
    app().db,
    sql`insert into category (shop_id, parent_id, name, level, status, path, seq, img_url)
        values (${shopId}, ${parentId}, ${unique('下架分类')}, ${level}, 1, '', 1, '/demo/products/1.svg') returning category_id as id`,
  );
  return Number(row!.id);
}

async function newPaths(): Promise<Paths> {
  const root = await insertCategory(PLATFORM_SHOP_ID, 0, 0);
  const mid = await insertCategory(PLATFORM_SHOP_ID, root, 1);
  const leaf = await insertCategory(PLATFORM_SHOP_ID, mid, 2);
  const primary = await insertCategory(1, 0, 0);
  const secondary = await insertCategory(1, primary, 1);
  return { platform: [root, mid, leaf], shop: [primary, secondary] };
}

const categoriesOf = (paths: Paths) => ({ categoryId: paths.platform.at(-1)!, shopCategoryId: paths.shop.at(-1)! });

/** Takes a category off shelf as its owner does: the platform's in the catalogue's own transaction, the shop's by its route. */
async function takeOff(kind: Kind, categoryId: number): Promise<void> {
  if (kind === 'platform') await setCategoryStatus(app().db, PLATFORM_SHOP_ID, { categoryId, status: 0 });
  else expect((await shop().put('/mall_product/admin/category/category_enable_or_disable', { categoryId, status: 0 })).code).toBe(OK);
}

async function importFile(name: string, paths: Paths): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const cells: Partial<Record<SpuImportColumn, string | number>> = {
    name,
    sellingPoint: '好用',
    ...categoriesOf(paths),
    pictures: '/demo/products/1.svg',
    price: 19.9,
    stock: 10,
  };
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('商品');
  sheet.addRow(SPU_IMPORT_COLUMNS.map((column) => SPU_TRANSFER_SHEETS.zh_CN.headers[column]));
  sheet.addRow(SPU_IMPORT_COLUMNS.map((column) => cells[column] ?? null));
  const boundary = '----caremall-offline-category';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="products.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.from(await workbook.xlsx.writeBuffer()), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

interface Saver {
  name: string;
  /** Made while the categories are on shelf: the product an edit saves. */
  prepare?: (paths: Paths) => Promise<number>;
  /** Saves a product of the name into the categories; answers what the merchant is told (nothing: saved). */
  save: (paths: Paths, name: string, spuId: number) => Promise<string[]>;
  /** What the merchant is told of a category off shelf. */
  refusal: Record<Kind, string>;
}

const SAVE_REFUSALS = { platform: SPU_MESSAGES.badCategory, shop: SPU_MESSAGES.badShopCategory };
const told = ({ code, msg }: { code: string; msg: string | null }) => (code === OK ? [] : [msg ?? code]);
const headers = SPU_TRANSFER_SHEETS.zh_CN.headers;

const SAVERS: Saver[] = [
  {
    name: 'a new product',
    save: async (paths, name) => told(await shop().post('/mall_product/admin/spu', productBody(cat, { name, ...categoriesOf(paths) }))),
    refusal: SAVE_REFUSALS,
  },
  {
    name: 'an edited product',
    prepare: async (paths) => (await createProduct(shop(), productBody(cat, { name: unique('编辑前'), ...categoriesOf(paths) }))).spuId,
    save: async (paths, name, spuId) =>
      told(await shop().put('/mall_product/admin/spu', { ...productBody(cat, { name, ...categoriesOf(paths) }), spuId })),
    refusal: SAVE_REFUSALS,
  },
  {
    name: 'an import',
    save: async (paths, name) => {
      const answer = (await shop().inject({ method: 'POST', url: '/mall_product/m/spu/import', ...(await importFile(name, paths)) })).json() as {
        code: string;
        msg: string;
        data: { rows: { errors: string[] }[] } | null;
      };
      if (answer.code === OK) return [];
      expect(answer.msg).toBe(SPU_TRANSFER_MESSAGES.rowsFailed(1));
      return answer.data!.rows.flatMap((r) => r.errors);
    },
    refusal: {
      platform: `${headers.categoryId}：${SPU_MESSAGES.badCategory}`,
      shop: `${headers.shopCategoryId}：${SPU_MESSAGES.badShopCategory}`,
    },
  },
];

/** Each category of a product's paths that may go off shelf: the leaf itself or one above it. */
const LEVELS: { kind: Kind; level: number; label: string }[] = [
  { kind: 'platform', level: 0, label: 'its platform category’s top level' },
  { kind: 'platform', level: 1, label: 'its platform category’s parent' },
  { kind: 'platform', level: 2, label: 'its platform category' },
  { kind: 'shop', level: 0, label: 'its shop category’s primary' },
  { kind: 'shop', level: 1, label: 'its shop category' },
];

const productsNamed = async (name: string) =>
  Number((await rows<{ n: number }>(app().db, sql`select count(*)::int as n from spu where shop_id = 1 and name = ${name}`))[0]!.n);

describe.each(SAVERS.map((saver) => [saver.name, saver] as const))('%s into a category off shelf', (_, saver) => {
  it.each(LEVELS.map((l) => [l.label, l] as const))('is refused when %s went off shelf before', async (_label, { kind, level }) => {
    const paths = await newPaths();
    const spuId = (await saver.prepare?.(paths)) ?? 0;
    await takeOff(kind, paths[kind][level]!);
    const name = unique('下架前');
    expect(await saver.save(paths, name, spuId)).toEqual([saver.refusal[kind]]);
    expect(await productsNamed(name)).toBe(0);
  });

  it.skipIf(!onPostgres()).each(LEVELS.map((l) => [l.label, l] as const))(
    'on PostgreSQL, waits for %s going off shelf while it saves, then is refused',
    async (_label, { kind, level }) => {
      const paths = await newPaths();
      const spuId = (await saver.prepare?.(paths)) ?? 0;
      // A product on shelf under the categories: the take-down stops on it, inside its transaction, once it has
      // taken the categories off shelf, until the save is sent and waits (or answers).
      const live = (await createProduct(shop(), productBody(cat, { name: unique('在售'), ...categoriesOf(paths) }))).spuId;
      await app().db.execute(sql`update spu set status = 1 where spu_id = ${live}`);
      const name = unique('下架中');
      await shop().token();
      const [, said] = await interleave(
        app().db,
        sql`select spu_id from spu where spu_id = ${live} for update`,
        () => takeOff(kind, paths[kind][level]!),
        () => saver.save(paths, name, spuId),
      );
      expect(said).toEqual([saver.refusal[kind]]);
      expect(await productsNamed(name)).toBe(0);
      const [after] = await rows<{ status: number }>(app().db, sql`select status from spu where spu_id = ${live}`);
      expect(Number(after!.status)).toBe(0);
    },
  );
});
