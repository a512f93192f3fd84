import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import * as XLS from '@e965/xlsx';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import JSZip from 'jszip';
import { and, eq, sql } from 'drizzle-orm';
import {
  SPU_IMPORT_COLUMNS,
  SPU_MESSAGES,
  SPU_TRANSFER_LIMITS,
  SPU_TRANSFER_MESSAGES as M,
  SPU_TRANSFER_SHEETS,
  type SpuImportColumn,
  type SpuImportResultVO,
  type SpuTransferLang,
} from '@caremall/contract';
import { spu } from '../../src/db/schema/index.ts';
import { SHEET_READ_LIMITS, SHEET_READS } from '../../src/modules/product/spu/sheet-reader.ts';
import { MSG_BAD_PICTURE } from '../../src/platform/storage/picture-paths.ts';
import { statementsSentBy, testDatabaseUrl } from '../database.ts';
import { libraryPicture } from '../helpers.ts';
import { usersOf, useTestApp, type Caller } from '../kit.ts';
import { catalogueFixture, type CatalogueFixture } from './fixtures.ts';
import { createProduct, productBody } from './support.ts';

const app = useTestApp();
const as = usersOf(app);
let cat: CatalogueFixture;
/** A platform leaf without required basic attributes: imports name none. */
let plainLeaf: number;
beforeAll(async () => {
  cat = await catalogueFixture(app().db);
  const rows = (await app().db.execute(
    sql`insert into category (shop_id, parent_id, name, level, status, path, seq) values (0, 0, '导入三级', 2, 1, '', 1) returning category_id`,
  )) as unknown as { rows: { category_id: unknown }[] };
  plainLeaf = Number(rows.rows[0]!.category_id);
});

const PATHS = {
  export: '/mall_product/m/spu/export',
  template: '/mall_product/m/spu/import_template',
  preview: '/mall_product/m/spu/import/preview',
  import: '/mall_product/m/spu/import',
};
const HEADER = [
  '商品名称',
  '商品卖点',
  '平台分类ID',
  '店铺分类ID',
  '商品图片',
  '基本属性',
  '规格1名称',
  '规格1值',
  '规格2名称',
  '规格2值',
  '销售价(元)',
  '市场价(元)',
  '库存',
  '商品编码',
];
const PICTURE = '/demo/products/1.svg';
/** A problem as a row tells it in Chinese: with the column it is about. */
const at = (column: SpuImportColumn, message: string) => `${SPU_TRANSFER_SHEETS.zh_CN.headers[column]}：${message}`;

function multipart(bytes: Buffer, filename: string): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----caremall-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A cell as a test writes it: a value, or a formula. */
type Cell = string | number | null | { formula: string; result: number };

async function xlsxOf(rows: Cell[][], header = HEADER): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('商品');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The same sheet as an old binary xls (Excel 97–2003), as WPS and older Excel save it. */
function xlsOf(rows: Cell[][], header = HEADER): Buffer {
  const workbook = XLS.utils.book_new();
  XLS.utils.book_append_sheet(workbook, XLS.utils.aoa_to_sheet([header, ...rows]), '商品');
  return XLS.write(workbook, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

async function upload(caller: Caller, path: string, bytes: Buffer, filename = 'products.xlsx', locale?: string) {
  const { payload, headers } = multipart(bytes, filename);
  const response = await caller.inject({ method: 'POST', url: path, payload, headers: { ...headers, ...(locale ? { locale } : {}) } });
  return response.json() as { code: string; msg: string | null; data: SpuImportResultVO | null; success: boolean };
}

const row = (name: string, overrides: Partial<Record<string, Cell>> = {}) => {
  const cells: Record<string, Cell> = {
    name,
    sellingPoint: '好用',
    categoryId: plainLeaf,
    shopCategoryId: cat.shop1Secondary,
    pictures: PICTURE,
    basicAttrs: null,
    attr1Name: null,
    attr1Value: null,
    attr2Name: null,
    attr2Value: null,
    price: 19.9,
    marketPrice: 29,
    stock: 10,
    partyCode: null,
    ...overrides,
  };
  return Object.values(cells);
};

const countNamed = async (prefix: string) => {
  const rows = await app()
    .db.select({ n: sql<number>`count(*)::int` })
    .from(spu)
    .where(and(eq(spu.shopId, 1), sql`${spu.name} like ${`${prefix}%`}`));
  return Number(rows[0]!.n);
};

async function readSheet(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
  return workbook;
}

describe('product import template', () => {
  it('is an xlsx with the header, an example row and a help sheet listing the categories on shelf', async () => {
    await app().db.execute(
      sql`insert into category (shop_id, parent_id, name, level, status, path, seq) values (1, ${cat.shop1Primary}, '下架店铺二级', 1, 0, '', 1)`,
    );
    const response = await as('shop_admin').inject({ method: 'GET', url: PATHS.template });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = await readSheet(response.rawPayload);
    const [products, help] = workbook.worksheets;
    expect((products!.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER);
    expect(products!.getRow(2).getCell(5).value).toBe(PICTURE);
    const helpText = JSON.stringify(help!.getSheetValues());
    expect(helpText).toContain('测试店铺二级');
    expect(helpText).toContain('测试三级');
    // A product is not saved into a category off shelf: the template does not offer one.
    expect(helpText).not.toContain('下架店铺二级');
    expect(helpText).not.toContain('下线三级');
    // Nor a shop's first level with sub-categories: its sub-categories are offered.
    const listed = (help!.getSheetValues() as unknown[][]).map((values) => values?.[1]);
    expect(listed).toContain(cat.shop1Secondary);
    expect(listed).not.toContain(cat.shop1Primary);

    const english = await as('shop_admin').inject({ method: 'GET', url: PATHS.template, headers: { locale: 'en' } });
    const englishBook = await readSheet(english.rawPayload);
    expect(englishBook.worksheets[0]!.getRow(1).getCell(1).value).toBe('Product name');
  });

  it('imports as it is filled in: the example row previews without errors', async () => {
    const template = await as('shop_admin').inject({ method: 'GET', url: PATHS.template });
    const preview = await upload(as('shop_admin'), PATHS.preview, template.rawPayload);
    expect(preview.code).toBe('00000');
    expect(preview.data!.rows).toHaveLength(1);
    expect(preview.data!.imported).toBe(false);
  });
});

describe('product export', () => {
  it("writes only the shop's products matching the list's filters, in xlsx and csv", async () => {
    await createProduct(
      as('shop_admin'),
      productBody(cat, { name: '导出测试羊毛衫', spuAttrValues: [{ attrId: cat.importantAttrId, attrValueName: '浙江' }] }),
    );
    const xlsx = await as('shop_admin').inject({ method: 'GET', url: `${PATHS.export}?keyword=${encodeURIComponent('导出测试')}` });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const sheet = (await readSheet(xlsx.rawPayload)).worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1, 15)).toEqual(HEADER);
    const names = new Set<string>();
    sheet.eachRow((r, n) => {
      if (n > 1) names.add(String(r.getCell(1).value));
    });
    expect([...names]).toEqual(['导出测试羊毛衫']);
    expect(sheet.rowCount).toBe(1 + 6);
    expect(sheet.getRow(2).getCell(11).value).toBe(10);
    expect(sheet.getRow(2).getCell(6).value).toBe('产地:浙江');

    const csv = await as('shop_admin').inject({
      method: 'GET',
      url: `${PATHS.export}?format=csv&keyword=${encodeURIComponent('导出测试')}`,
      headers: { locale: 'en' },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toMatch(/^Product name,Selling point,/);
    expect(lines).toHaveLength(7);

    const care = await as('care_admin').inject({ method: 'GET', url: `${PATHS.export}?format=csv&keyword=${encodeURIComponent('导出测试')}` });
    expect(
      care.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n'),
    ).toHaveLength(1);
  });

  it('refuses an unknown format with an envelope', async () => {
    const answer = await as('shop_admin').get(PATHS.export, { format: 'pdf' });
    expect(answer.success).toBe(false);
  });
});

describe('product import', () => {
  it('previews each row with its errors, in Chinese and in English', async () => {
    const file = await xlsxOf([
      row('预览好商品'),
      row('', {}),
      row('预览坏价格', { price: 'abc' }),
      row('预览三位小数', { price: 1.234 }),
      row('预览库存过大', { stock: 2_000_000_000 }),
      row('预览非叶子分类', { categoryId: cat.offlineLeaf + 100000 }),
    ]);
    const zh = await upload(as('shop_admin'), PATHS.preview, file);
    expect(zh.code).toBe('00000');
    const errors = zh.data!.rows.map((r) => [r.rowNumber, r.errors]);
    expect(errors).toEqual([
      [2, []],
      [3, ['商品名称：必须填写']],
      [4, ['销售价(元)：必须为数字']],
      [5, ['销售价(元)：最多两位小数']],
      [6, [at('stock', SPU_MESSAGES.stockTooLarge)]],
      [7, [at('categoryId', SPU_MESSAGES.badCategory)]],
    ]);
    expect(zh.data).toMatchObject({ imported: false, rowCount: 6, errorRowCount: 5 });

    const en = await upload(as('shop_admin'), PATHS.preview, file, 'products.xlsx', 'en');
    expect(en.data!.rows.map((r) => r.errors[0] ?? null)).toEqual([
      null,
      'Product name: Must be filled in',
      'Price (yuan): Must be a number',
      'Price (yuan): At most two decimals',
      expect.stringMatching(/stock/i),
      expect.stringMatching(/category/i),
    ]);
    expect(await countNamed('预览')).toBe(0);
  });

  it('groups adjacent rows of one name into one product with several SKUs, and flags repeats', async () => {
    const file = await xlsxOf([
      row('分组毛衣', { attr1Name: '颜色', attr1Value: '红', price: 10 }),
      row('分组毛衣', { attr1Name: '颜色', attr1Value: '蓝', price: 12, sellingPoint: null, pictures: null }),
      row('分组毛衣', { attr1Name: '颜色', attr1Value: '红' }),
      row('分组外套'),
      row('分组毛衣', { attr1Name: '颜色', attr1Value: '绿' }),
    ]);
    const answer = await upload(as('shop_admin'), PATHS.preview, file);
    expect(answer.data!.rows.map((r) => r.errors)).toEqual([[], [], [M.duplicateRow(2)], [], [`商品名称：${M.nameRepeated(2)}`]]);
    expect(answer.data!.productCount).toBe(3);
  });

  it("fills the category's basic attributes from name:value pairs, its important ones required", async () => {
    const file = await xlsxOf([
      row('属性缺失', { categoryId: cat.leaf }),
      row('属性齐全', { categoryId: cat.leaf, basicAttrs: '产地：浙江' }),
      row('属性不明', { categoryId: cat.leaf, basicAttrs: '产地:浙江;颜色:红' }),
    ]);
    const answer = await upload(as('shop_admin'), PATHS.preview, file);
    expect(answer.data!.rows.map((r) => r.errors)).toEqual([
      [at('basicAttrs', SPU_MESSAGES.importantAttr)],
      [],
      [at('basicAttrs', M.unknownBasicAttr('颜色'))],
    ]);
  });

  it('refuses a basic attribute named twice, and takes SKUs naming the sales attributes in another order', async () => {
    const file = await xlsxOf([
      row('属性重复', { categoryId: cat.leaf, basicAttrs: '产地:浙江;产地:江苏' }),
      row('规格换序', { attr1Name: '颜色', attr1Value: '红', attr2Name: '尺码', attr2Value: 'M' }),
      row('规格换序', { attr1Name: '尺码', attr1Value: 'L', attr2Name: '颜色', attr2Value: '蓝' }),
    ]);
    const answer = await upload(as('shop_admin'), PATHS.preview, file);
    expect(answer.data!.rows.map((r) => r.errors)).toEqual([[at('basicAttrs', SPU_MESSAGES.duplicateBasicAttr)], [], []]);
  });

  it("tells a row of a category that is not there the category's problem, not its basic attributes', and its other problems too", async () => {
    // QA's row: a platform category that does not exist, basic attributes it cannot have been judged against, price 0.
    const missing = 99999;
    const found = (await app().db.execute(sql`select 1 from category where category_id = ${missing}`)) as unknown as { rows: unknown[] };
    expect(found.rows).toEqual([]);
    const file = await xlsxOf([row('分类不存在', { categoryId: missing, basicAttrs: '适用人群:QA;电源方式:QA', price: 0 })]);
    const answer = await upload(as('shop_admin'), PATHS.preview, file);
    expect(answer.data!.rows.map((r) => r.errors)).toEqual([[at('categoryId', SPU_MESSAGES.badCategory), at('price', SPU_MESSAGES.price)]]);
    // The same row under a category that is there: only the price, as the publish form would say.
    const valid = await upload(as('shop_admin'), PATHS.preview, await xlsxOf([row('分类存在', { price: 0 })]));
    expect(valid.data!.rows.map((r) => r.errors)).toEqual([[at('price', SPU_MESSAGES.price)]]);
  });

  it('tells every independent problem of a product beside a wrong platform category, as it tells it under a right one', async () => {
    const [nonLeaf] = (
      (await app().db.execute(
        sql`insert into category (shop_id, parent_id, name, level, status, path, seq) values (0, 0, '导入二级', 1, 1, '', 1) returning category_id`,
      )) as unknown as { rows: { category_id: unknown }[] }
    ).rows;
    const wrongCategories = {
      missing: 99999,
      notLeaf: Number(nonLeaf!.category_id),
      shopsOwn: cat.shop1Secondary,
    };
    type Cells = Partial<Record<string, string | number | null>>;
    // Each product: its rows' cells (a wrong category is put on each), and what each row is told under a right category.
    const products: Record<string, { rows: Cells[]; told: string[][] }> = {
      // First: its rows are rows 2 and 3 of the file.
      规格重复: {
        rows: [
          { attr1Name: '颜色', attr1Value: '红' },
          { attr1Name: '颜色', attr1Value: '红' },
        ],
        told: [[], [M.duplicateRow(2)]],
      },
      价格为零: { rows: [{ price: 0 }], told: [[at('price', SPU_MESSAGES.price)]] },
      价格负数: { rows: [{ price: -1 }], told: [[at('price', SPU_MESSAGES.price)]] },
      价格非数字: { rows: [{ price: 'abc' }], told: [['销售价(元)：必须为数字']] },
      价格三位小数: { rows: [{ price: 1.234 }], told: [['销售价(元)：最多两位小数']] },
      库存为空: { rows: [{ stock: null }], told: [['库存：必须填写']] },
      库存过大: { rows: [{ stock: 2_000_000_000 }], told: [[at('stock', SPU_MESSAGES.stockTooLarge)]] },
      卖点为空: { rows: [{ sellingPoint: null }], told: [['商品卖点：必须填写']] },
      图片为空: { rows: [{ pictures: null }], told: [['商品图片：必须填写']] },
      店铺分类不对: { rows: [{ shopCategoryId: cat.shop2Secondary }], told: [[at('shopCategoryId', SPU_MESSAGES.badShopCategory)]] },
      规格值为空: { rows: [{ attr1Name: '颜色', attr1Value: null }], told: [[at('attr1Value', SPU_MESSAGES.salesAttrValues)]] },
      规格名过长: { rows: [{ attr1Name: '颜'.repeat(11), attr1Value: '红' }], told: [[at('attr1Name', SPU_MESSAGES.salesAttrNameTooLong)]] },
      价格为零规格值为空: {
        rows: [{ price: 0, attr1Name: '颜色', attr1Value: null }],
        told: [[at('attr1Value', SPU_MESSAGES.salesAttrValues), at('price', SPU_MESSAGES.price)]],
      },
      价格为零店铺分类不对: {
        rows: [{ price: 0, shopCategoryId: cat.shop2Secondary }],
        told: [[at('shopCategoryId', SPU_MESSAGES.badShopCategory), at('price', SPU_MESSAGES.price)]],
      },
      多规格一行价格为零: {
        rows: [
          { attr1Name: '颜色', attr1Value: '红' },
          { attr1Name: '颜色', attr1Value: '蓝', price: 0 },
        ],
        told: [[], [at('price', SPU_MESSAGES.price)]],
      },
    };
    const names = Object.keys(products);
    const fileOf = (categoryId: number | null, basicAttrs: string | null, prefix: string) =>
      xlsxOf(
        names.flatMap((name) =>
          products[name]!.rows.map((cells, i) =>
            row(`${prefix}${name}`, categoryId === null ? cells : { categoryId, basicAttrs: i === 0 ? basicAttrs : null, ...cells }),
          ),
        ),
      );
    const toldOf = async (file: Buffer) => {
      const answer = await upload(as('shop_admin'), PATHS.preview, file);
      expect(answer.code).toBe('00000');
      return answer.data!.rows.map((r) => r.errors);
    };

    const right = await toldOf(await fileOf(null, null, '分类对'));
    expect(right).toEqual(names.flatMap((name) => products[name]!.told));
    for (const [label, categoryId] of Object.entries(wrongCategories)) {
      for (const basicAttrs of [null, '适用人群:QA;电源方式:QA']) {
        const wrong = await toldOf(await fileOf(categoryId, basicAttrs, '分类错'));
        // A product's first row is told its category (a product's column), and every row just what it is told under a right one.
        expect({ label, basicAttrs, told: wrong.map((told) => [...told].sort()) }).toEqual({
          label,
          basicAttrs,
          told: names.flatMap((name) =>
            products[name]!.told.map((told, i) => (i === 0 ? [at('categoryId', SPU_MESSAGES.badCategory), ...told] : told).sort()),
          ),
        });
      }
    }
  });

  it("tells a product the save's problems beside its basic attributes' ones, under a category that has them", async () => {
    const file = await xlsxOf([
      row('属性不明价格为零', { categoryId: cat.leaf, basicAttrs: '产地:浙江;颜色:红', price: 0 }),
      row('属性不明重要缺失', { categoryId: cat.leaf, basicAttrs: '颜色:红' }),
    ]);
    const answer = await upload(as('shop_admin'), PATHS.preview, file);
    expect(answer.data!.rows.map((r) => r.errors)).toEqual([
      [at('basicAttrs', M.unknownBasicAttr('颜色')), at('price', SPU_MESSAGES.price)],
      [at('basicAttrs', M.unknownBasicAttr('颜色')), at('basicAttrs', SPU_MESSAGES.importantAttr)],
    ]);
  });

  it("tells a row its cell's problem and every rule of the save its other columns break, in one pass", async () => {
    type Case = { cells: Partial<Record<string, Cell>>; told: string };
    // A cell the save is not given: empty, unreadable, a formula, out of its column's range.
    const cellProblems: Record<string, Case> = {
      库存为空: { cells: { stock: null }, told: at('stock', M.cellRequired) },
      图片为空: { cells: { pictures: null }, told: at('pictures', M.cellRequired) },
      规格名为空: { cells: { attr1Name: null, attr1Value: '红' }, told: at('attr1Name', M.cellRequired) },
      价格非数字: { cells: { price: 'abc' }, told: at('price', M.cellNumber) },
      价格三位小数: { cells: { price: 1.234 }, told: at('price', M.cellCents) },
      市场价公式: { cells: { marketPrice: { formula: '1+1', result: 2 } }, told: at('marketPrice', M.cellFormula) },
      库存过大: { cells: { stock: 2_000_000_000 }, told: at('stock', SPU_MESSAGES.stockTooLarge) },
      市场价过大: { cells: { marketPrice: 2_000_000_000 }, told: at('marketPrice', SPU_MESSAGES.priceTooLarge) },
      卖点过长: { cells: { sellingPoint: '好'.repeat(256) }, told: at('sellingPoint', SPU_MESSAGES.sellingPointTooLong) },
    };
    // A rule of the save, on another column.
    const saveRules: Record<string, Case> = {
      价格为零: { cells: { price: 0 }, told: at('price', SPU_MESSAGES.price) },
      规格值为空: { cells: { attr1Name: '颜色', attr1Value: null }, told: at('attr1Value', SPU_MESSAGES.salesAttrValues) },
      规格名重复: {
        cells: { attr1Name: '颜色', attr1Value: '红', attr2Name: '颜色', attr2Value: '蓝' },
        told: at('attr2Name', SPU_MESSAGES.duplicateSalesAttr),
      },
      重要属性缺失: { cells: { categoryId: cat.leaf }, told: at('basicAttrs', SPU_MESSAGES.importantAttr) },
      店铺分类不对: { cells: { shopCategoryId: cat.shop2Secondary }, told: at('shopCategoryId', SPU_MESSAGES.badShopCategory) },
      店铺分类有下级: { cells: { shopCategoryId: cat.shop1Primary }, told: at('shopCategoryId', SPU_MESSAGES.badShopCategory) },
    };
    const cases = Object.entries(cellProblems).flatMap(([cellName, cell]) =>
      Object.entries(saveRules)
        .filter(([, rule]) => Object.keys(rule.cells).every((column) => !(column in cell.cells)))
        .map(([ruleName, rule]) => ({
          name: `一次说全${cellName}${ruleName}`,
          cells: { ...cell.cells, ...rule.cells },
          told: [cell.told, rule.told].sort(),
        })),
    );
    expect(cases.length).toBeGreaterThan(30);
    const answer = await upload(as('shop_admin'), PATHS.preview, await xlsxOf(cases.map((c) => row(c.name, c.cells))));
    expect(answer.data!.rows.map((r) => ({ name: r.name, told: [...r.errors].sort() }))).toEqual(cases.map((c) => ({ name: c.name, told: c.told })));
  });

  it('tells a problem of one SKU on its row and column, and one of the product as a whole on its first row only', async () => {
    const sweater = { categoryId: cat.leaf, attr1Name: '颜色' };
    const file = await xlsxOf([
      row('逐行毛衣', { ...sweater, attr1Value: '红' }),
      row('逐行毛衣', { ...sweater, attr1Value: '蓝', price: 0 }),
      row('逐行毛衣', { ...sweater, attr1Value: null }),
      row('逐行毛衣', { ...sweater, attr1Name: '尺码', attr1Value: 'L' }),
      row('逐行毛衣', { ...sweater, attr1Value: '蓝', stock: null }),
      row('逐行库存', { attr1Name: '尺码', attr1Value: 'M', stock: 600_000_000 }),
      row('逐行库存', { attr1Name: '尺码', attr1Value: 'L', stock: 600_000_000 }),
      row('逐行毛衣', { price: 0 }),
    ]);
    const answer = await upload(as('shop_admin'), PATHS.preview, file);
    expect(answer.data!.rows.map((r) => [r.rowNumber, r.errors])).toEqual([
      // The sweater's important basic attribute: a product's column, on its first row.
      [2, [at('basicAttrs', SPU_MESSAGES.importantAttr)]],
      [3, [at('price', SPU_MESSAGES.price)]],
      [4, [at('attr1Value', SPU_MESSAGES.salesAttrValues)]],
      [5, [SPU_MESSAGES.inconsistentSku]],
      // A row repeating another is told so once, beside its own cell's problem.
      [6, [at('stock', M.cellRequired), M.duplicateRow(3)]],
      // The SKUs' total: the product's, on its first row.
      [7, [SPU_MESSAGES.stockTooLarge]],
      [8, []],
      [9, [at('name', M.nameRepeated(2)), at('price', SPU_MESSAGES.price)]],
    ]);
    expect(answer.data).toMatchObject({ productCount: 3, errorRowCount: 7 });
  });

  it("imports all rows in one go, or none when one row fails (another shop's category)", async () => {
    const bad = await xlsxOf([row('全有全无一'), row('全有全无二', { shopCategoryId: cat.shop2Secondary })]);
    const refused = await upload(as('shop_admin'), PATHS.import, bad);
    expect(refused).toMatchObject({ code: 'A00001', msg: M.rowsFailed(1), success: false });
    expect(refused.data!.rows[1]!.errors).toEqual([at('shopCategoryId', SPU_MESSAGES.badShopCategory)]);
    expect(await countNamed('全有全无')).toBe(0);

    const good = await xlsxOf([
      row('全有全无一', { attr1Name: '尺码', attr1Value: 'M' }),
      row('全有全无一', { attr1Name: '尺码', attr1Value: 'L', stock: 5 }),
      row('全有全无二'),
    ]);
    const done = await upload(as('shop_admin'), PATHS.import, good);
    expect(done).toMatchObject({ code: '00000', data: { imported: true, productCount: 2, rowCount: 3, errorRowCount: 0 } });
    expect(await countNamed('全有全无')).toBe(2);
    const [first] = await app()
      .db.select()
      .from(spu)
      .where(and(eq(spu.shopId, 1), eq(spu.name, '全有全无一')));
    expect(first).toMatchObject({ status: 0, stock: 15, priceFee: 1990, mainImgUrl: PICTURE });
  });

  it('names the first row of a product whose picture is no longer in the library, and imports one whose pictures are', async () => {
    const kept = await libraryPicture(app(), 1);
    const deleted = await libraryPicture(app(), 1);
    expect((await as('shop_admin').delete(`/mall_biz/m/attach_file?fileId=${deleted.fileId}`)).code).toBe('00000');
    const file = await xlsxOf([
      row('图库图片在', { pictures: `${kept.filePath},${PICTURE}` }),
      row('图库图片删', { pictures: `${PICTURE},${deleted.filePath}`, attr1Name: '尺码', attr1Value: 'M' }),
      row('图库图片删', { pictures: null, sellingPoint: null, attr1Name: '尺码', attr1Value: 'L' }),
    ]);
    const refused = await upload(as('shop_admin'), PATHS.import, file);
    const said = `${SPU_TRANSFER_SHEETS.zh_CN.headers.pictures}：${MSG_BAD_PICTURE}`;
    expect(refused.data!.rows.map((r) => r.errors)).toEqual([[], [said], []]);
    expect(await countNamed('图库图片')).toBe(0);

    const done = await upload(as('shop_admin'), PATHS.import, await xlsxOf([row('图库图片在', { pictures: `${kept.filePath},${PICTURE}` })]));
    expect(done).toMatchObject({ code: '00000', data: { imported: true } });
    expect(await countNamed('图库图片在')).toBe(1);
  });

  it('reads csv files, and an exported file imports back', async () => {
    const csv = `\uFEFF${HEADER.join(',')}\n${row('CSV导入商品', { partyCode: '007' })
      .map((c) => c ?? '')
      .join(',')}\n`;
    const answer = await upload(as('shop_admin'), PATHS.preview, Buffer.from(csv), 'products.csv');
    expect(answer.data!.rows[0]).toMatchObject({ name: 'CSV导入商品', partyCode: '007', priceFee: 1990, errors: [] });

    const exported = await as('shop_admin').inject({ method: 'GET', url: `${PATHS.export}?keyword=${encodeURIComponent('全有全无一')}` });
    const again = await upload(as('shop_admin'), PATHS.preview, exported.rawPayload);
    expect(again.data!.rows.map((r) => r.errors)).toEqual([[], []]);
  });

  it('reads a CSV of millions of lines as it goes: past the row limit it stops, and blank lines are skipped', async () => {
    const header = `${HEADER.join(',')}\n`;
    const many = Buffer.from(header + 'a,\n'.repeat(3_000_000));
    expect(many.length).toBeLessThan(SPU_TRANSFER_LIMITS.maxFileBytes);
    expect((await upload(as('shop_admin'), PATHS.preview, many, 'many.csv')).msg).toBe(M.tooManyRows);
    const blank = Buffer.from(
      header +
        '\n'.repeat(9_000_000) +
        row('空行之后')
          .map((c) => c ?? '')
          .join(','),
    );
    const answer = await upload(as('shop_admin'), PATHS.preview, blank, 'blank.csv');
    expect(answer.data!.rows).toMatchObject([{ rowNumber: 9_000_002, name: '空行之后', errors: [] }]);
  });

  it("reads a CSV saved in a Chinese, Japanese or Spanish spreadsheet program's encoding, whatever the user's language", async () => {
    const csvOf = (lang: SpuTransferLang, cells: Cell[]) =>
      [SPU_IMPORT_COLUMNS.map((column) => SPU_TRANSFER_SHEETS[lang].headers[column]).join(','), cells.map((c) => c ?? '').join(',')].join('\r\n');
    const cases: [encoding: string, lang: SpuTransferLang, locale: string, name: string, sellingPoint: string][] = [
      ['gb18030', 'zh_CN', 'zh_CN', '编码导入商品', '好用'],
      ['gb18030', 'zh_CN', 'en', '编码导入商品英文用户', '好用'],
      ['shift_jis', 'ja', 'ja', 'カタカナ導入商品', '便利'],
      ['windows-1252', 'es_MX', 'es_MX', 'Piñata ñandú', 'útil'],
    ];
    for (const [encoding, lang, locale, name, sellingPoint] of cases) {
      const bytes = iconv.encode(csvOf(lang, row(name, { sellingPoint })), encoding);
      expect(bytes.equals(Buffer.from(csvOf(lang, row(name, { sellingPoint }))))).toBe(false);
      const answer = await upload(as('shop_admin'), PATHS.preview, bytes, 'products.csv', locale);
      expect({ encoding, locale, row: answer.data?.rows[0] }).toMatchObject({ encoding, locale, row: { name, errors: [] } });
    }
  });

  it('reads an old binary xls as it reads the same rows in an xlsx, and imports from it', async () => {
    const rows = [
      row('旧格式好商品', { partyCode: '007' }),
      row('', {}),
      row('旧格式坏价格', { price: 'abc' }),
      row('旧格式三位小数', { price: 1.234 }),
      row('旧格式毛衣', { attr1Name: '颜色', attr1Value: '红' }),
      row('旧格式毛衣', { attr1Name: '颜色', attr1Value: '红' }),
      row('旧格式属性', { categoryId: cat.leaf, basicAttrs: '产地：浙江' }),
    ];
    const fromXlsx = await upload(as('shop_admin'), PATHS.preview, await xlsxOf(rows));
    const fromXls = await upload(as('shop_admin'), PATHS.preview, xlsOf(rows), 'products.xls');
    expect(fromXls).toEqual(fromXlsx);
    expect(fromXls.data!.rows.filter((r) => r.errors.length === 0)).toHaveLength(3);

    const done = await upload(
      as('shop_admin'),
      PATHS.import,
      xlsOf([row('旧格式导入', { attr1Name: '尺码', attr1Value: 'M' }), row('旧格式导入', { attr1Name: '尺码', attr1Value: 'L' })]),
      'products.xls',
    );
    expect(done).toMatchObject({ code: '00000', data: { imported: true, productCount: 1, rowCount: 2, errorRowCount: 0 } });
    expect(await countNamed('旧格式导入')).toBe(1);
  });

  it('reads an xls a spreadsheet program saved: text stays text, a formula is refused in its cell', async () => {
    // Saved by LibreOffice Calc 7.4 as "Excel 97–2003": the header, then 护理床 (商品编码 007 as text) and a product whose
    // price is the formula =1+1. Both name category 999999, which no shop has, and a shop category no shop has: each row
    // is told both, the one with a bad cell too.
    const file = await readFile(new URL('./files/products-excel97.xls', import.meta.url));
    const answer = await upload(as('shop_admin'), PATHS.preview, file, '商品.xls');
    expect(answer.code).toBe('00000');
    expect(answer.data!.rows).toMatchObject([
      {
        rowNumber: 2,
        name: '护理床',
        partyCode: '007',
        priceFee: 1990,
        errors: [at('categoryId', SPU_MESSAGES.badCategory), at('shopCategoryId', SPU_MESSAGES.badShopCategory)],
      },
      {
        rowNumber: 3,
        name: '公式商品',
        errors: [at('price', M.cellFormula), at('categoryId', SPU_MESSAGES.badCategory), at('shopCategoryId', SPU_MESSAGES.badShopCategory)],
      },
    ]);
  });

  it('refuses a workbook that makes its reader exhaust its memory or run on, and goes on serving', async () => {
    // Two xls found by mutating bytes of products-excel97.xls: read in the server's own thread, the first took 4 GB and
    // stopped the process, the second did not end. And an xlsx of 6 KB whose one merged range spans 200,000 rows of
    // 702 columns: exceljs makes every cell of it.
    const crafted = (name: string) => readFile(new URL(`./files/${name}`, import.meta.url));
    const zip = await JSZip.loadAsync(await xlsxOf([row('合并')]));
    const sheetXml = (await zip.file('xl/worksheets/sheet1.xml')!.async('string')).replace(
      '</sheetData>',
      '</sheetData><mergeCells count="1"><mergeCell ref="A3:ZZ200000"/></mergeCells>',
    );
    const merged = await zip.file('xl/worksheets/sheet1.xml', sheetXml).generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    // Lower limits than the server's, only to get there sooner.
    const limits = { ...SHEET_READ_LIMITS };
    Object.assign(SHEET_READ_LIMITS, { heapMb: 128, timeoutMs: 1000 });
    try {
      expect((await upload(as('shop_admin'), PATHS.preview, await crafted('crafted-exhausts-memory.xls'), 'x.xls')).msg).toBe(M.unreadable);
      expect((await upload(as('shop_admin'), PATHS.preview, await crafted('crafted-runs-on.xls'), 'x.xls', 'en')).msg).toBe(
        'The file cannot be read; please use the import template',
      );
      expect((await upload(as('shop_admin'), PATHS.preview, merged)).msg).toBe(M.unreadable);
    } finally {
      Object.assign(SHEET_READ_LIMITS, limits);
    }
    expect((await upload(as('shop_admin'), PATHS.preview, xlsOf([row('读后仍在')]), 'x.xls')).data!.rows[0]).toMatchObject({
      name: '读后仍在',
      errors: [],
    });
    expect((await upload(as('shop_admin'), PATHS.preview, await xlsxOf([row('读后仍在')]))).data!.rows[0]).toMatchObject({
      name: '读后仍在',
      errors: [],
    });
  });

  it("reads at most two workbooks at once in a process, one of them a shop's: another shop's read passes a shop's queue", async () => {
    SHEET_READS.most = 0;
    const names = Array.from({ length: 6 }, (_, i) => `排队读取${i}`);
    const files = await Promise.all(names.map(async (name, i) => (i % 2 ? xlsOf([row(name)]) : await xlsxOf([row(name)]))));
    const answered: string[] = [];
    const read = async (caller: Caller, file: Buffer, filename: string, label: string) => {
      const answer = await upload(caller, PATHS.preview, file, filename);
      answered.push(label);
      return answer.data?.rows[0]?.name;
    };
    const otherFile = await xlsxOf([row('另一店铺')]);
    await Promise.all([as('shop_admin').token(), as('care_admin').token()]);
    // The shop sends six workbooks at once, then another shop sends one: it waits for at most the read running.
    const shop = files.map((file, i) => read(as('shop_admin'), file, i % 2 ? 'x.xls' : 'x.xlsx', `shop ${i}`));
    const other = read(as('care_admin'), otherFile, 'x.xlsx', 'other shop');
    expect(await Promise.all(shop)).toEqual(names);
    expect(await other).toBe('另一店铺');
    expect(answered.indexOf('other shop')).toBeLessThan(answered.indexOf('shop 2'));
    expect(SHEET_READS.most).toBe(SHEET_READ_LIMITS.atOnce);
    expect(SHEET_READS.running).toBe(0);
  });

  it('refuses files it cannot use with a clear message, never a server error', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x61);
    expect((await upload(as('shop_admin'), PATHS.preview, big, 'big.csv')).msg).toBe(M.fileTooLarge);
    expect((await upload(as('shop_admin'), PATHS.preview, big, 'big.csv', 'en')).msg).toContain('10 MB');
    expect((await upload(as('shop_admin'), PATHS.preview, Buffer.from('PK\u0003\u0004broken zip'), 'x.xlsx')).msg).toBe(M.unreadable);
    expect((await upload(as('shop_admin'), PATHS.preview, Buffer.alloc(0), 'x.xlsx')).msg).toBe(M.noRows);
    expect((await upload(as('shop_admin'), PATHS.preview, Buffer.from('hello'), 'x.txt')).msg).toBe(M.badFileType);
    // A compound file that is no workbook, and a web page saved under an .xls name.
    const compound = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024, 7)]);
    expect((await upload(as('shop_admin'), PATHS.preview, compound, 'x.xls')).msg).toBe(M.unreadable);
    expect((await upload(as('shop_admin'), PATHS.preview, Buffer.from('<table><tr><td>商品名称</td></tr></table>'), 'x.xls')).msg).toBe(M.unreadable);
    expect((await upload(as('shop_admin'), PATHS.preview, await xlsxOf([['a']], ['名字']))).msg).toContain('商品名称');
    expect((await upload(as('shop_admin'), PATHS.preview, await xlsxOf([]))).msg).toBe(M.noRows);
    const many = await xlsxOf(Array.from({ length: 10_001 }, (_, i) => row(`多行${i}`)));
    expect((await upload(as('shop_admin'), PATHS.preview, many)).msg).toBe(M.tooManyRows);
    expect((await as('shop_admin').post(PATHS.preview, { file: 'x' })).msg).toBe(M.fileRequired);

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('商品');
    sheet.addRow(HEADER);
    sheet.addRow(row('公式商品'));
    sheet.getRow(2).getCell(11).value = { formula: '1+1', result: 2 };
    const formula = await upload(as('shop_admin'), PATHS.preview, Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(formula.data!.rows[0]!.errors).toEqual([`销售价(元)：${M.cellFormula}`]);
  }, 60_000);

  it('refuses an xlsx that unzips past the limit, counting every part, and reads one at the limit', async () => {
    const limit = SPU_TRANSFER_LIMITS.maxUnzippedBytes;
    // Two parts of zeros: each alone is within the limit, together they pass it by `extra` bytes.
    const zipOf = async (extra: number) => {
      const zip = new JSZip();
      zip.file('xl/worksheets/sheet1.xml', Buffer.alloc(limit / 2));
      zip.file('xl/sharedStrings.xml', Buffer.alloc(limit / 2 + extra));
      return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 1 } });
    };
    const past = await zipOf(1);
    expect(past.length).toBeLessThan(SPU_TRANSFER_LIMITS.maxFileBytes);
    expect((await upload(as('shop_admin'), PATHS.preview, past)).msg).toBe(M.unzippedTooLarge);
    expect((await upload(as('shop_admin'), PATHS.import, past, 'products.xlsx', 'en')).msg).toContain('64 MB');
    // At the limit the file is read, and found to be no workbook.
    expect((await upload(as('shop_admin'), PATHS.preview, await zipOf(0))).msg).toBe(M.unreadable);
  }, 60_000);

  it('imports a file of the most rows, each product with its own SKUs, attributes and details, in the order of the file', async () => {
    // Products of one, two and three SKUs in turn, until the file holds the most rows.
    const skusOf: number[][] = [];
    const rows: ReturnType<typeof row>[] = [];
    for (let n = 0; rows.length < SPU_TRANSFER_LIMITS.maxRows; n++) {
      skusOf.push([]);
      for (let k = 0; k <= n % 3 && rows.length < SPU_TRANSFER_LIMITS.maxRows; k++) {
        skusOf[n]!.push(k);
        rows.push(row(`整批${n}`, { categoryId: cat.leaf, basicAttrs: `产地：产地${n}`, attr1Name: '编号', attr1Value: `${n}-${k}`, stock: k + 1 }));
      }
    }
    const csv = [HEADER, ...rows].map((cells) => cells.map((c) => c ?? '').join(',')).join('\n');
    const answer = await upload(as('shop_admin'), PATHS.import, Buffer.from(csv), 'products.csv');
    expect(answer.data).toMatchObject({ imported: true, productCount: skusOf.length, errorRowCount: 0 });
    const written = await app().db.execute(
      sql`select s.name, s.stock,
            (select string_agg(k.sku_name || '/' || k.stock || '/' || v.attr_value_name, ',' order by k.sku_id)
              from sku k join spu_sku_attr_value v on v.sku_id = k.sku_id and v.spu_id = s.spu_id where k.spu_id = s.spu_id) as skus,
            (select string_agg(a.attr_value_name, ',') from spu_attr_value a where a.spu_id = s.spu_id) as attrs,
            (select count(*)::int from spu_detail d where d.spu_id = s.spu_id) as details
          from spu s where s.shop_id = 1 and s.name like '整批%' order by s.spu_id`,
    );
    expect((written as unknown as { rows: unknown[] }).rows).toEqual(
      skusOf.map((skus, n) => ({
        name: `整批${n}`,
        stock: skus.reduce((sum, k) => sum + k + 1, 0),
        skus: skus.map((k) => `${n}-${k}/${k + 1}/${n}-${k}`).join(','),
        attrs: `产地${n}`,
        details: 1,
      })),
    );
  }, 60_000);

  it.runIf(Boolean(testDatabaseUrl()))(
    'writes an import in as many statements whatever the number of its products (the database is held for a moment)',
    async () => {
      const statementsOf = async (prefix: string, products: number) => {
        const file = await xlsxOf(Array.from({ length: products }, (_, n) => row(`${prefix}${n}`, { attr1Name: '颜色', attr1Value: '红' })));
        return statementsSentBy(async () => {
          expect((await upload(as('shop_admin'), PATHS.import, file)).data).toMatchObject({ imported: true, productCount: products });
        });
      };
      expect(await statementsOf('一条语句', SPU_TRANSFER_LIMITS.maxRows)).toBe(await statementsOf('单个商品', 1));
    },
    60_000,
  );

  it('is refused to a staff member without the product menu', async () => {
    const file = await xlsxOf([row('无权导入')]);
    expect((await upload(as('shop_staff'), PATHS.import, file)).code).toBe('A00006');
    expect((await as('shop_staff').get(PATHS.export)).code).toBe('A00006');
    expect((await as('shop_staff').get(PATHS.template)).code).toBe('A00006');
  });
});
