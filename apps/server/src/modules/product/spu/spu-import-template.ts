// The import template: a products sheet (the header and one example row) and a help sheet explaining each
// column, with the categories whose ids the merchant may use.
import ExcelJS from 'exceljs';
import { SPU_IMPORT_COLUMNS, SPU_IMPORT_REQUIRED, SPU_TRANSFER_SHEETS, type SpuImportColumn, type SpuTransferLang } from '@caremall/contract';
import { demoImagePath } from './demo-images.ts';
import type { CategoryChoice } from './spu-export.store.ts';

export async function importTemplate(
  lang: SpuTransferLang,
  categories: { platform: CategoryChoice[]; shop: CategoryChoice[]; example: number | null },
): Promise<Buffer> {
  const texts = SPU_TRANSFER_SHEETS[lang];
  const workbook = new ExcelJS.Workbook();
  const products = workbook.addWorksheet(texts.productSheet);
  products.columns = SPU_IMPORT_COLUMNS.map((column) => ({ header: texts.headers[column], key: column, width: column === 'pictures' ? 32 : 18 }));
  products.getRow(1).font = { bold: true };
  const example: Record<SpuImportColumn, string | number> = {
    name: texts.example.name,
    sellingPoint: texts.example.sellingPoint,
    categoryId: categories.example ?? '',
    shopCategoryId: categories.shop[0]?.categoryId ?? '',
    pictures: demoImagePath(1),
    basicAttrs: '',
    attr1Name: texts.example.attr1Name,
    attr1Value: texts.example.attr1Value,
    attr2Name: '',
    attr2Value: '',
    price: 59.9,
    marketPrice: 89,
    stock: 100,
    partyCode: 'SKU-0001',
  };
  products.addRow(example);

  const help = workbook.addWorksheet(texts.helpSheet);
  help.columns = [{ width: 24 }, { width: 12 }, { width: 90 }];
  help.addRow([texts.helpTitle]).font = { bold: true };
  for (const rule of texts.rules) help.addRow([rule]);
  help.addRow([]);
  help.addRow(texts.helpColumns).font = { bold: true };
  for (const column of SPU_IMPORT_COLUMNS) {
    help.addRow([texts.headers[column], texts.required[SPU_IMPORT_REQUIRED.includes(column) ? 0 : 1], texts.help[column]]);
  }
  for (const [title, list] of [
    [texts.categoriesTitle, categories.platform],
    [texts.shopCategoriesTitle, categories.shop],
  ] as const) {
    help.addRow([]);
    help.addRow([title]).font = { bold: true };
    help.addRow(texts.categoryColumns).font = { bold: true };
    for (const c of list) help.addRow([c.categoryId, c.path]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
