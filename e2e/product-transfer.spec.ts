import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { test } from './kit/fixtures';
import ExcelJS from 'exceljs';
import * as XLS from '@e965/xlsx';
import { expectNoAxeViolations, signIn, unique, expectToastFrom } from './kit';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const XLS_TYPE = 'application/vnd.ms-excel';
// The first render of a screen lazy-loads its chunks and antd's styles; on a busy machine that alone can pass 10 s.
const FIRST_RENDER = { timeout: 20_000 };

const dialog = (page: Page) => page.locator('.ant-modal').filter({ hasText: '导入商品' });

/** The template's header and its example row's cells, read from the file the dialog downloads. */
async function downloadTemplate(page: Page): Promise<{ header: string[]; example: (string | number)[] }> {
  const download = page.waitForEvent('download');
  await page.getByTestId('product-import-template').click();
  const path = await (await download).path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(path)) as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
  const sheet = workbook.worksheets[0]!;
  const cells = (n: number) => (sheet.getRow(n).values as (string | number)[]).slice(1);
  return { header: cells(1).map(String), example: cells(2) };
}

async function xlsx(header: string[], rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('商品');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The rows as an old binary xls (Excel 97–2003), as WPS and older Excel save a sheet. */
function xls(header: string[], rows: (string | number)[][]): Buffer {
  const workbook = XLS.utils.book_new();
  XLS.utils.book_append_sheet(workbook, XLS.utils.aoa_to_sheet([header, ...rows]), '商品');
  return XLS.write(workbook, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

test('a merchant downloads the template, fills two products, previews and imports them', async ({ page, request }) => {
  await signIn(page, request, 'shop_admin');
  await page.goto('/product/list');
  await expect(page.getByTestId('product-row').first()).toBeVisible(FIRST_RENDER);
  await expectNoAxeViolations(page, 'the product list with its import and export buttons');

  await page.getByTestId('product-import').click();
  await expect(dialog(page)).toBeVisible();
  await expectNoAxeViolations(page, 'the product import dialog', '.ant-modal');
  const { header, example } = await downloadTemplate(page);
  expect(header.slice(0, 2)).toEqual(['商品名称', '商品卖点']);

  const at = (name: string) => header.indexOf(name);
  const filled = (name: string, price: number | string) => {
    const row = [...example];
    row[at('商品名称')] = name;
    row[at('销售价(元)')] = price;
    return row;
  };
  const tag = unique();
  const input = dialog(page).locator('input[type=file]');

  // A row with an error: its message is shown and nothing can be imported.
  await input.setInputFiles({
    name: 'bad.xlsx',
    mimeType: XLSX,
    buffer: await xlsx(header, [filled(`导入好${tag}`, 12), filled(`导入坏${tag}`, '十元')]),
  });
  const badRow = dialog(page).locator('[data-testid="product-import-row"][data-row="3"]');
  await expect(badRow).toContainText('销售价(元)：必须为数字');
  await expect(page.getByTestId('product-import-confirm')).toBeDisabled();

  // The same mistake in a sheet saved as xls is previewed alike.
  await input.setInputFiles({ name: 'old.xls', mimeType: XLS_TYPE, buffer: xls(header, [filled(`旧好${tag}`, 12), filled(`旧坏${tag}`, '十元')]) });
  await expect(badRow).toContainText(`旧坏${tag}`);
  await expect(badRow).toContainText('销售价(元)：必须为数字');
  await expect(page.getByTestId('product-import-confirm')).toBeDisabled();

  await input.setInputFiles({
    name: 'good.xlsx',
    mimeType: XLSX,
    buffer: await xlsx(header, [filled(`导入甲${tag}`, 12.5), filled(`导入乙${tag}`, 8)]),
  });
  await expect(page.getByTestId('product-import-summary')).toContainText('数据无误');
  await expect(dialog(page).getByTestId('product-import-row')).toHaveCount(2);
  await expectNoAxeViolations(page, 'the product import preview', '.ant-modal');
  await expectToastFrom(page, '已导入2个商品', () => page.getByTestId('product-import-confirm').click());
  await expect(dialog(page)).toBeHidden();

  await page.getByTestId('filter-keyword').fill(tag);
  await page.getByTestId('product-search').click();
  await expect(page.getByTestId('product-row')).toHaveCount(2);
  await expect(page.getByTestId('product-row').filter({ hasText: `导入甲${tag}` })).toContainText('12.50');

  // The export of the filtered list holds the two products.
  const download = page.waitForEvent('download');
  await page.getByTestId('product-export').click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await (await download).path())) as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
  expect(workbook.worksheets[0]!.rowCount).toBe(3);
});
