import { writeFile } from 'node:fs/promises';
import { deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from './support';

const CAROUSEL = '/multishop/index_img';

// Each test signs in through the real captcha and walks several dialogs.
test.describe.configure({ timeout: 90_000 });
const unique = () => `${Date.now() % 100000}${Math.floor(Math.random() * 90 + 10)}`;

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A real 2×2 red PNG. */
function pngBytes(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.from([0, 255, 0, 0, 255, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat([row, row]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'mall-Admin-Token');
  return decodeURIComponent(cookie!.value);
}

async function api<T>(request: APIRequestContext, token: string, method: string, url: string, data?: unknown): Promise<T> {
  const response = await request.fetch(url, { method, headers: { Authorization: token }, data });
  const body = (await response.json()) as { code: string; data: T };
  expect(body.code, `${method} ${url}`).toBe('00000');
  return body.data;
}

/** Puts a picture in the library through the same upload flow the browser uses. */
async function uploadPicture(request: APIRequestContext, token: string, fileName: string): Promise<string> {
  const { ossList } = await api<{ ossList: { dir: string; fileName: string; actionUrl: string }[] }>(request, token, 'GET', '/mall_biz/oss/info?fileNum=1');
  const slot = ossList[0]!;
  const put = await request.put(slot.actionUrl, { data: pngBytes(), headers: { 'Content-Type': 'image/png' } });
  expect(put.status()).toBe(200);
  const filePath = `/${slot.dir}${slot.fileName}`;
  await api(request, token, 'POST', '/mall_biz/m/attach_file', [{ filePath, fileName, fileType: 'png', fileSize: 100, type: 1, attachFileGroupId: 0 }]);
  return filePath;
}

const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true });

async function openCarousel(page: Page, request: APIRequestContext, who = 'shop_admin') {
  await signIn(page, request, who);
  await expect(page).toHaveURL(/\/order\/order/);
  await page.goto(CAROUSEL);
  await expect(page.locator('.ant-table')).toBeVisible();
}

test.describe('carousel images', () => {
  test('create with validation, edit and delete', async ({ page, request }) => {
    await openCarousel(page, request);
    const name = `轮播${unique()}.png`;
    await uploadPicture(request, await tokenOf(page), name);
    const seq = Number(unique());

    await page.getByTestId('carousel-create').click();
    const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('carousel-form') });
    await expect(dialog.getByText('建议图片尺寸为710*780')).toBeVisible();
    await dialog.getByRole('button', { name: /确\s*认/ }).click();
    await expect(dialog.getByText('请选择轮播图图片')).toBeVisible();

    await dialog.getByTestId('image-upload-add').click();
    const manager = page.getByTestId('picture-manager');
    await manager.getByTestId('pm-search').fill(name);
    await manager.getByTestId('pm-search-button').click();
    await manager.locator(`[data-testid="pm-tile"][data-name="${name}"]`).getByTestId('pm-tile-pick').click();
    await manager.getByTestId('pm-confirm').click();
    await expect(dialog.getByTestId('image-tile')).toBeVisible();
    await expect(dialog.getByText('请选择轮播图图片')).toHaveCount(0);

    // A product link needs a product, and only the shop's own on-sale products are offered.
    await dialog.getByTestId('carousel-link-type').getByText('商品').click();
    await dialog.getByRole('button', { name: /确\s*认/ }).click();
    await expect(toast(page, '请选择商品')).toBeVisible();
    await dialog.getByTestId('carousel-choose-product').click();
    const products = page.getByTestId('product-select');
    const productDialog = page.locator('.ant-modal').filter({ has: products });
    await products.getByRole('textbox').fill('上门助浴服务');
    await products.getByRole('textbox').press('Enter');
    await expect(products.getByText('暂无数据')).toBeVisible();
    await products.getByRole('textbox').fill('荞麦壳护颈枕');
    await products.getByRole('textbox').press('Enter');
    await products.getByRole('row').filter({ hasText: '荞麦壳护颈枕' }).getByRole('radio').check();
    await productDialog.getByRole('button', { name: /确\s*认/ }).click();
    await expect(dialog.getByText('荞麦壳护颈枕')).toBeVisible();

    await dialog.getByTestId('carousel-seq').fill(String(seq));
    await dialog.getByRole('button', { name: /确\s*认/ }).click();
    await expect(toast(page, '操作成功')).toBeVisible();
    const row = page.locator(`[data-testid="carousel-row"][data-seq="${seq}"]`);
    await expect(row).toBeVisible();
    await expect(row.getByText('移动端')).toBeVisible();
    await expect(row.getByText('正常')).toBeVisible();

    await row.getByTestId('carousel-edit').click();
    await expect(dialog.getByTestId('image-tile')).toBeVisible();
    await dialog.getByText('PC端').click();
    await dialog.getByText('禁用').click();
    await dialog.getByTestId('carousel-seq').fill(String(seq + 1));
    await dialog.getByRole('button', { name: /确\s*认/ }).click();
    await expect(toast(page, '操作成功').first()).toBeVisible();
    const edited = page.locator(`[data-testid="carousel-row"][data-seq="${seq + 1}"]`);
    await expect(edited.getByText('PC端')).toBeVisible();
    await expect(edited.getByText('禁用')).toBeVisible();

    await edited.getByTestId('carousel-delete').click();
    await expect(page.getByText('确定进行删除操作?')).toBeVisible();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*认/ }).click();
    await expect(edited).toHaveCount(0);
  });

  test('pages ten at a time and filters by platform', async ({ page, request }) => {
    await openCarousel(page, request);
    const token = await tokenOf(page);
    const imgUrl = await uploadPicture(request, token, `分页${unique()}.png`);
    // Seqs above anything else in the shop, so these eleven lead the list (seq descending).
    const base = 90_000_000 + Number(unique()) * 10;
    for (let i = 0; i < 11; i++) {
      await api(request, token, 'POST', '/mall_multishop/admin/index_img', { imgUrl, seq: base - i, imgType: i === 10 ? 1 : 0, status: 1, spuId: '' });
    }
    await page.reload();
    await expect(page.locator(`[data-testid="carousel-row"][data-seq="${base}"]`)).toBeVisible();
    await expect(page.locator(`[data-testid="carousel-row"][data-seq="${base - 10}"]`)).toHaveCount(0);
    await page.locator('.ant-pagination-item-2').click();
    await expect(page.locator(`[data-testid="carousel-row"][data-seq="${base - 10}"]`)).toBeVisible();

    await page.getByTestId('carousel-filter-type').click();
    await page.locator('.ant-select-dropdown').getByText('PC端').click();
    await page.getByTestId('carousel-search').click();
    await expect(page.locator(`[data-testid="carousel-row"][data-seq="${base - 10}"]`)).toBeVisible();
    await expect(page.locator(`[data-testid="carousel-row"][data-seq="${base}"]`)).toHaveCount(0);
  });

  test('staff without the carousel permissions see no create, edit or delete', async ({ page, request, browser }) => {
    // Give the staff role the carousel menu (no permission codes), and take it back afterwards.
    const admin = await browser.newPage();
    await signIn(admin, request, 'shop_admin');
    await expect(admin).toHaveURL(/\/order\/order/);
    const token = await tokenOf(admin);
    const roles = await api<{ roleId: number; roleName: string }[]>(request, token, 'GET', '/mall_rbac/role/list');
    const staffRole = roles.find((r) => r.roleName === '店员')!;
    const original = await api<{ roleName: string; remark: string | null; menuIds: number[]; menuPermissionIds: number[] }>(
      request, token, 'GET', `/mall_rbac/role?roleId=${staffRole.roleId}`,
    );
    const imgUrl = await uploadPicture(request, token, `店员${unique()}.png`);
    await api(request, token, 'POST', '/mall_multishop/admin/index_img', { imgUrl, seq: 1, imgType: 0, status: 1, spuId: '' });
    const withCarousel = { ...original, roleId: staffRole.roleId, menuIds: [...new Set([...original.menuIds, 145, 146])] };
    await api(request, token, 'PUT', '/mall_rbac/role', withCarousel);
    try {
      await openCarousel(page, request, 'shop_staff');
      await expect(page.getByTestId('carousel-row').first()).toBeVisible();
      await expect(page.getByTestId('carousel-create')).toHaveCount(0);
      await expect(page.getByTestId('carousel-edit')).toHaveCount(0);
      await expect(page.getByTestId('carousel-delete')).toHaveCount(0);
    } finally {
      await api(request, token, 'PUT', '/mall_rbac/role', { ...original, roleId: staffRole.roleId });
      await admin.close();
    }
  });
});

test.describe('picture manager', () => {
  test('groups, upload with progress, a refused non-image, rename, move and delete', async ({ page, request }, testInfo) => {
    const png = testInfo.outputPath('康复拐杖.png');
    const text = testInfo.outputPath('notes.txt');
    await writeFile(png, pngBytes());
    await writeFile(text, 'not a picture');
    await openCarousel(page, request);
    await page.getByTestId('carousel-create').click();
    await page.getByTestId('image-upload-add').click();
    const manager = page.getByTestId('picture-manager');
    await expect(manager).toBeVisible();

    // A group: 1 to 6 characters.
    const group = `组${unique().slice(-5)}`;
    await manager.getByTestId('pm-create-group').click();
    const groupDialog = page.locator('.ant-modal').filter({ has: page.getByTestId('group-dialog') });
    await groupDialog.getByTestId('group-name-input').fill('一二三四五六七');
    await groupDialog.getByRole('button', { name: /确\s*认/ }).click();
    await expect(groupDialog.getByText('长度在1-6个字符')).toBeVisible();
    await groupDialog.getByTestId('group-name-input').fill(group);
    await groupDialog.getByRole('button', { name: /确\s*认/ }).click();
    await expect(toast(page, '操作成功')).toBeVisible();
    const groupItem = manager.locator(`[data-testid="pm-group"][data-name="${group}"]`);
    await expect(groupItem).toBeVisible();

    // Upload: a non-image is refused with a notice; the PNG shows its progress, then its tile.
    await manager.getByTestId('pm-upload-tab').click();
    await manager.getByTestId('pm-file-input').setInputFiles(text);
    await expect(page.locator('.ant-message').getByText('只能上传jpg/png/gif格式的图片，已移除：notes.txt')).toBeVisible();
    await expect(manager.getByTestId('pm-upload-item')).toHaveCount(0);
    await manager.getByTestId('pm-file-input').setInputFiles(png);
    await expect(manager.getByTestId('pm-upload-item')).toHaveCount(1);
    await manager.getByTestId('pm-upload-group').click();
    await page.locator('.ant-select-dropdown').getByText(group, { exact: true }).click();
    await page.route('**/files/**', async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await manager.getByTestId('pm-upload-confirm').click();
    await expect(manager.getByTestId('pm-progress')).toBeVisible();
    const tile = manager.locator('[data-testid="pm-tile"][data-name="康复拐杖.png"]');
    await expect(tile).toBeVisible();
    await expect(tile.locator('img')).toHaveJSProperty('complete', true);
    expect(await tile.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);

    // Rename and move out of the group.
    const renamed = `拐杖${unique()}`;
    await tile.getByTestId('pm-tile-edit').click();
    const renameDialog = page.locator('.ant-modal').filter({ has: page.getByTestId('rename-dialog') });
    await renameDialog.getByTestId('rename-input').fill(renamed);
    await renameDialog.getByTestId('rename-group').click();
    await page.locator('.ant-select-dropdown').getByText('未分组', { exact: true }).click();
    await renameDialog.getByRole('button', { name: /确\s*认/ }).click();
    await expect(toast(page, '操作成功').first()).toBeVisible();
    await expect(manager.getByTestId('pm-tile')).toHaveCount(0);
    await expect(manager.getByText('暂无图片')).toBeVisible();
    await manager.locator('[data-testid="pm-group"]').first().click();
    await manager.getByTestId('pm-search').fill(renamed);
    await manager.getByTestId('pm-search-button').click();
    const moved = manager.locator(`[data-testid="pm-tile"][data-name="${renamed}"]`);
    await expect(moved).toBeVisible();

    // Delete the picture, then the group.
    await moved.getByTestId('pm-tile-delete').click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*认/ }).click();
    await expect(moved).toHaveCount(0);
    await groupItem.getByTestId('pm-group-delete').click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*认/ }).click();
    await expect(groupItem).toHaveCount(0);
  });
});
