// An import's rows made into products, checked by the product save itself (every rule of the publish form)
// and written by it in one transaction, only when no row has an error (a preview writes nothing). A product
// refused is told every problem found, each on the row and column it is about (one of the product as a whole
// on its first row), so that the merchant fixes the file in one round, and the others are still checked.
import {
  SPU_MESSAGES,
  SPU_TRANSFER_MESSAGES as M,
  SPU_TRANSFER_SHEETS,
  SpuBody,
  type SpuImportColumn,
  type SpuImportResultVO,
  type SpuImportRowVO,
} from '@caremall/contract';
import { translateMessage, type MessageLanguage } from '@caremall/contract/messages';
import type { Db } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/envelope.ts';
import { checkPictures, MSG_BAD_PICTURE, uploadedPictures, type PicturePolicy } from '../../../platform/storage/picture-paths.ts';
import { notInLibrary } from '../../../platform/storage/library-pictures.ts';
import type { CellValue, SheetRow } from './spu-import.parse.ts';
import { categoryBasicAttrs, findCategoriesLocked, findCategory, hasSubcategories, type BasicAttrInfo } from './catalogue.store.ts';
import { categoryProblems, insertNewSpus, judgeNewSpu, type CatalogueReads, type CheckedSpu, type ShopInfo } from './spu-save.store.ts';

/** Columns that describe the product, not the SKU: given on a product's first row, repeated or left empty after. */
const PRODUCT_COLUMNS = ['sellingPoint', 'categoryId', 'shopCategoryId', 'pictures', 'basicAttrs'] as const;
const REQUIRED_ON_FIRST_ROW: readonly SpuImportColumn[] = ['sellingPoint', 'categoryId', 'shopCategoryId', 'pictures'];
const REQUIRED_ON_EVERY_ROW: readonly SpuImportColumn[] = ['price', 'stock'];

interface RowPlan {
  view: SpuImportRowVO;
  /** Messages in Chinese (the catalogue's source texts), each with the column it is about. */
  problems: { column?: SpuImportColumn; message: string }[];
  cells: Record<SpuImportColumn, CellValue>;
  /**
   * The columns whose value the save is not given, their problem told (empty, unreadable, out of range), and `sku`
   * when the row repeats another: the save's rules about them would only say it again.
   */
  withheld: Set<SpuImportColumn | 'sku'>;
  /** The columns of each sales attribute the row gives, in the order its SKU holds them. */
  salesAttrColumns: (typeof SALES_ATTR_COLUMNS)[number][];
}
interface ProductPlan {
  rows: RowPlan[];
}

const SALES_ATTR_COLUMNS = [
  ['attr1Name', 'attr1Value'],
  ['attr2Name', 'attr2Value'],
] as const satisfies readonly (readonly [SpuImportColumn, SpuImportColumn])[];
/** The columns the values of a product body come from: the product's own on its first row, a SKU's on its row. */
const PRODUCT_FIELD_COLUMNS: Partial<Record<string, SpuImportColumn>> = {
  name: 'name',
  sellingPoint: 'sellingPoint',
  categoryId: 'categoryId',
  shopCategoryId: 'shopCategoryId',
  mainImgUrl: 'pictures',
  imgUrls: 'pictures',
  spuAttrValues: 'basicAttrs',
};
const SKU_FIELD_COLUMNS: Partial<Record<string, SpuImportColumn>> = {
  priceFee: 'price',
  marketPriceFee: 'marketPrice',
  stock: 'stock',
  partyCode: 'partyCode',
};

/** A cell's problem after which the save is not given its value. */
function withhold(row: RowPlan, column: SpuImportColumn, message: string): void {
  row.problems.push({ column, message });
  row.withheld.add(column);
}

const text = (cell: CellValue): string => (cell === null || typeof cell === 'object' ? '' : String(cell).trim());
/** Empty, as opposed to holding something unreadable (a formula: its own problem is said instead). */
const blank = (cell: CellValue) => cell === null || (typeof cell !== 'object' && String(cell).trim() === '');

/** A number cell: null when empty, undefined (with a problem noted) when it is not a number. */
function numberOf(row: RowPlan, column: SpuImportColumn): number | null | undefined {
  const cell = row.cells[column];
  if (cell === null || typeof cell === 'object') return null;
  const value = typeof cell === 'number' ? cell : text(cell) === '' ? null : Number(text(cell));
  if (value === null) return null;
  if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) {
    withhold(row, column, M.cellNumber);
    return undefined;
  }
  return value;
}

/** Yuan with at most two decimals, as cents. */
function centsOf(row: RowPlan, column: SpuImportColumn): number | null | undefined {
  const yuan = numberOf(row, column);
  if (yuan === null || yuan === undefined) return yuan;
  const cents = Math.round(yuan * 100);
  if (Math.abs(yuan * 100 - cents) > 1e-6) {
    withhold(row, column, M.cellCents);
    return undefined;
  }
  return cents;
}

function salesAttrsOf(row: RowPlan) {
  row.salesAttrColumns = SALES_ATTR_COLUMNS.filter(([name, value]) => text(row.cells[name]) !== '' || text(row.cells[value]) !== '');
  return row.salesAttrColumns.map(([name, value]) => {
    if (text(row.cells[name]) === '') withhold(row, name, M.cellRequired);
    return { attrName: text(row.cells[name]), attrValueName: text(row.cells[value]) };
  });
}

function planRow(sheetRow: SheetRow): RowPlan {
  const row: RowPlan = {
    cells: sheetRow.cells,
    problems: [],
    withheld: new Set(),
    salesAttrColumns: [],
    view: {
      rowNumber: sheetRow.rowNumber,
      name: text(sheetRow.cells.name),
      skuName: '',
      categoryId: null,
      shopCategoryId: null,
      priceFee: null,
      marketPriceFee: null,
      stock: null,
      partyCode: text(sheetRow.cells.partyCode) || null,
      errors: [],
    },
  };
  for (const [column, cell] of Object.entries(sheetRow.cells) as [SpuImportColumn, CellValue][]) {
    if (cell !== null && typeof cell === 'object') withhold(row, column, cell.problem);
  }
  if (blank(sheetRow.cells.name)) withhold(row, 'name', M.cellRequired);
  for (const column of REQUIRED_ON_EVERY_ROW) if (blank(sheetRow.cells[column])) withhold(row, column, M.cellRequired);
  row.view.priceFee = centsOf(row, 'price') ?? null;
  row.view.marketPriceFee = centsOf(row, 'marketPrice') ?? null;
  row.view.stock = numberOf(row, 'stock') ?? null;
  return row;
}

/** Consecutive rows with one name are one product; a name seen before, not just above, is refused. */
function groupProducts(rows: RowPlan[]): ProductPlan[] {
  const products: ProductPlan[] = [];
  const firstRowOfName = new Map<string, number>();
  for (const row of rows) {
    const last = products[products.length - 1];
    const name = row.view.name;
    if (name !== '' && last && last.rows[0]!.view.name === name) {
      last.rows.push(row);
      continue;
    }
    const earlier = firstRowOfName.get(name);
    if (name !== '' && earlier !== undefined) row.problems.push({ column: 'name', message: M.nameRepeated(earlier) });
    else if (name !== '') firstRowOfName.set(name, row.view.rowNumber);
    products.push({ rows: [row] });
  }
  return products;
}

/** The product's columns come from its first row; later rows repeat them or leave them empty. */
function productFieldsOf(product: ProductPlan) {
  const [first, ...rest] = product.rows as [RowPlan, ...RowPlan[]];
  for (const column of REQUIRED_ON_FIRST_ROW) if (blank(first.cells[column])) withhold(first, column, M.cellRequired);
  for (const row of rest) {
    const differs = PRODUCT_COLUMNS.find((column) => text(row.cells[column]) !== '' && text(row.cells[column]) !== text(first.cells[column]));
    if (differs) row.problems.push({ column: differs, message: M.productFieldsDiffer });
  }
  const categoryId = numberOf(first, 'categoryId') ?? null;
  const shopCategoryId = numberOf(first, 'shopCategoryId') ?? null;
  return { sellingPoint: text(first.cells.sellingPoint), categoryId, shopCategoryId, pictures: picturesOf(product) };
}

/** The product's pictures, from its first row. */
const picturesOf = (product: ProductPlan) =>
  text(product.rows[0]!.cells.pictures)
    .split(/[,，]/)
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * The categories the rows name are read in one statement and locked (FOR SHARE, as a save locks its own) in the
 * import's transaction before any product is checked: a category's delete or take-down then waits for the import,
 * or came first and its products are refused. Attributes are read once per category. The products are then checked
 * and written without reading them again.
 */
async function importReads(tx: Db, products: ProductPlan[]): Promise<CatalogueReads> {
  const ids = products
    .flatMap(({ rows: [first] }) => [first!.cells.categoryId, first!.cells.shopCategoryId])
    .map((cell) => Number(text(cell)))
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  const categories = await findCategoriesLocked(tx, ids);
  const once = <T>(memo: Map<number, Promise<T>>, id: number, read: () => Promise<T>): Promise<T> => {
    let answer = memo.get(id);
    if (!answer) memo.set(id, (answer = read()));
    return answer;
  };
  const basic = new Map<number, Promise<BasicAttrInfo[]>>();
  const parents = new Map<number, Promise<boolean>>();
  return {
    category: (db, id, lock) => (categories.has(id) ? Promise.resolve(categories.get(id)!) : findCategory(db, id, lock)),
    basicAttrs: (db, id) => once(basic, id, () => categoryBasicAttrs(db, id)),
    hasSubcategories: (db, id) => once(parents, id, () => hasSubcategories(db, id)),
  };
}

/**
 * `name:value; name:value` as the category's basic attributes (by name); an unknown name is the first row's error.
 * `categoryId` is a platform category the product may have: under any other the names cannot be judged.
 */
async function basicAttrValuesOf(tx: Db, product: ProductPlan, categoryId: number | null, reads: CatalogueReads) {
  const first = product.rows[0]!;
  const entries = text(first.cells.basicAttrs)
    .split(/[;；]/)
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [name = '', ...value] = entry.split(/[:：]/);
      return { name: name.trim(), value: value.join(':').trim() };
    });
  if (!entries.length || !categoryId) return [];
  const attrs = new Map((await reads.basicAttrs(tx, categoryId)).map((a) => [a.name, a.attrId]));
  return entries.flatMap(({ name, value }) => {
    const attrId = attrs.get(name);
    if (attrId === undefined) {
      first.problems.push({ column: 'basicAttrs', message: M.unknownBasicAttr(name) });
      return [];
    }
    return [{ attrId, attrName: name, attrValueId: 0, attrValueName: value }];
  });
}

/** The product body the publish form would send, and the SKUs' duplicate check (a row repeating another). */
function bodyOf(product: ProductPlan): Record<string, unknown> {
  const fields = productFieldsOf(product);
  const seen = new Map<string, number>();
  const skuList = product.rows.map((row) => {
    const attrs = salesAttrsOf(row);
    const key = attrs.map((a) => `${a.attrName}\u0000${a.attrValueName}`).join('\u0001');
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      row.problems.push({ message: M.duplicateRow(earlier) });
      row.withheld.add('sku');
    } else seen.set(key, row.view.rowNumber);
    Object.assign(row.view, {
      skuName: attrs.map((a) => a.attrValueName).join(' '),
      categoryId: fields.categoryId,
      shopCategoryId: fields.shopCategoryId,
    });
    return {
      priceFee: row.view.priceFee,
      marketPriceFee: row.view.marketPriceFee ?? 0,
      stock: row.view.stock,
      partyCode: row.view.partyCode,
      status: 1,
      spuSkuAttrValues: attrs.map((a) => ({ attrId: 0, attrValueId: 0, ...a })),
    };
  });
  return {
    name: product.rows[0]!.view.name,
    sellingPoint: fields.sellingPoint,
    categoryId: fields.categoryId,
    shopCategoryId: fields.shopCategoryId,
    publicationType: 0,
    mainImgUrl: fields.pictures[0] ?? '',
    imgUrls: fields.pictures.join(','),
    hasSkuImg: 0,
    skuList,
  };
}

/**
 * The row and column of the file a place of the product body (a zod issue's or a save rule's path) comes from: a
 * SKU's value its row's column, the product's its first row's. A place no column holds is its SKU's row's, or
 * the first row's (the product as a whole).
 */
function placeOf(product: ProductPlan, path: readonly PropertyKey[]): { row: RowPlan; column?: SpuImportColumn; ofSku: boolean } {
  const [field, index, skuField, attrIndex, attrField] = path;
  const row = field === 'skuList' && typeof index === 'number' ? product.rows[index] : undefined;
  if (!row) return { row: product.rows[0]!, column: typeof field === 'string' ? PRODUCT_FIELD_COLUMNS[field] : undefined, ofSku: false };
  if (skuField === 'spuSkuAttrValues' && typeof attrIndex === 'number') {
    const [name, value] = row.salesAttrColumns[attrIndex] ?? [];
    return { row, column: attrField === 'attrName' ? name : attrField === 'attrValueName' ? value : undefined, ofSku: true };
  }
  return { row, column: typeof skuField === 'string' ? SKU_FIELD_COLUMNS[skuField] : undefined, ofSku: true };
}

/** Tells each problem on its row and column, but not one about a value its cell's problem withheld (told already). */
function tell(product: ProductPlan, problems: readonly { message: string; path: readonly PropertyKey[] }[]): void {
  for (const { message, path } of problems) {
    const { row, column, ofSku } = placeOf(product, path);
    if (column ? row.withheld.has(column) : ofSku && row.withheld.has('sku')) continue;
    if (!row.problems.some((p) => p.column === column && p.message === message)) row.problems.push({ column, message });
  }
}

/**
 * The body as the save takes it. A value out of its range is told on its row and column and withheld, so that
 * the save's rules still judge the rest; null when a refusal is not of one value (too many SKUs).
 */
function parsedForSave(product: ProductPlan, body: Record<string, unknown>): SpuBody | null {
  const parsed = SpuBody.safeParse(body);
  if (parsed.success) return parsed.data;
  const { issues } = parsed.error;
  tell(product, issues);
  const rest = structuredClone(body);
  for (const { path } of issues) {
    const key = path.at(-1);
    const holder = path.slice(0, -1).reduce<unknown>((at, step) => (at as Record<PropertyKey, unknown> | undefined)?.[step], rest) as
      Record<PropertyKey, unknown> | undefined;
    const value = key === undefined ? undefined : holder?.[key];
    if (key === undefined || !holder || (typeof value === 'object' && value !== null)) return null;
    delete holder[key];
    const { row, column } = placeOf(product, path);
    if (column) row.withheld.add(column);
  }
  const again = SpuBody.safeParse(rest);
  return again.success ? again.data : null;
}

/**
 * The product the rows make, checked as the publish form's save checks it; null when a row has a problem. Each
 * problem is told, not just the first: a cell's own (empty, unreadable, out of its range, a repeat) beside every
 * rule of the save, the categories whatever else is wrong (a platform category the product may not have is the
 * category's problem, and its basic attributes are then not judged against it), the basic attributes beside the
 * save's rules. A value its cell's problem withheld is not judged again by the save's rules.
 */
async function checkProduct(
  tx: Db,
  shop: ShopInfo,
  product: ProductPlan,
  pictures: PicturePolicy,
  reads: CatalogueReads,
): Promise<CheckedSpu | null> {
  const body = bodyOf(product);
  const ids = { categoryId: body.categoryId as number | null, shopCategoryId: body.shopCategoryId as number | null };
  const categories = await categoryProblems(tx, shop, ids, reads);
  tell(product, categories);
  const categoryFits = ids.categoryId !== null && !categories.some((p) => p.message === SPU_MESSAGES.badCategory);
  body.spuAttrValues = categoryFits ? await basicAttrValuesOf(tx, product, ids.categoryId, reads) : [];
  const parsed = parsedForSave(product, body);
  if (!parsed) return null;
  try {
    checkPictures(pictures, shop.shopId, [parsed.mainImgUrl, parsed.imgUrls]);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    tell(product, [{ message: error.message, path: ['imgUrls'] }]);
  }
  // The save tells the categories again: told once (`tell`).
  const { checked, problems } = await judgeNewSpu(tx, shop, parsed, reads);
  tell(product, problems);
  return product.rows.some((row) => row.problems.length) ? null : checked;
}

function errorsIn(row: RowPlan, lang: MessageLanguage): string[] {
  const headers = SPU_TRANSFER_SHEETS[lang].headers;
  const separator = lang === 'zh_CN' || lang === 'ja' ? '：' : ': ';
  const texts = row.problems.map((p) => {
    const message = translateMessage(p.message, lang);
    return p.column ? `${headers[p.column]}${separator}${message}` : message;
  });
  return [...new Set(texts)];
}

/** A product whose pictures are the shop's uploads but no longer in its library (deleted since) is refused, on its first row. */
async function markPicturesNotInLibrary(tx: Db, shopId: number, products: ProductPlan[]): Promise<void> {
  const uploadsOf = (product: ProductPlan) => uploadedPictures(picturesOf(product));
  const missing = await notInLibrary(tx, shopId, products.flatMap(uploadsOf));
  for (const product of products) {
    if (uploadsOf(product).some((path) => missing.has(path))) tell(product, [{ message: MSG_BAD_PICTURE, path: ['imgUrls'] }]);
  }
}

/**
 * Checks every row in one transaction and, for an import (`commit`) in which no row has an error, writes its products
 * there. A preview, or an import with an error, writes nothing.
 */
export async function runImport(
  db: Db,
  shop: ShopInfo,
  sheetRows: SheetRow[],
  options: { commit: boolean; pictures: PicturePolicy; lang: MessageLanguage },
): Promise<SpuImportResultVO> {
  const rows = sheetRows.map(planRow);
  const products = groupProducts(rows);
  return db.transaction(async (tx) => {
    const reads = await importReads(tx, products);
    const checked: CheckedSpu[] = [];
    for (const product of products) {
      const one = await checkProduct(tx, shop, product, options.pictures, reads);
      if (one) checked.push(one);
    }
    await markPicturesNotInLibrary(tx, shop.shopId, products);
    const views = rows.map((row) => ({ ...row.view, errors: errorsIn(row, options.lang) }));
    const errorRowCount = views.filter((v) => v.errors.length).length;
    const imported = options.commit && errorRowCount === 0;
    if (imported) await insertNewSpus(tx, shop, options.pictures.base, checked, reads);
    return { imported, productCount: products.length, rowCount: rows.length, errorRowCount, rows: views };
  });
}
