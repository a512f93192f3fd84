import { writeFile } from 'node:fs/promises';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './kit/fixtures';
import {
  api,
  pagerPage,
  pickOption,
  pngBytes,
  signIn,
  tokenOf,
  unique,
  unsavedQuestion,
  uploadPicture,
  withStaffMenus,
  expectToastFrom,
} from './kit';

const CAROUSEL = '/multishop/index_img';

async function openCarousel(page: Page, request: APIRequestContext, who = 'shop_admin') {
  await signIn(page, request, who);
  await expect(page).toHaveURL(/\/order\/order/);
  await page.goto(CAROUSEL);
  await expect(page.locator('.ui-table')).toBeVisible();
}

test.describe('carousel images', () => {
  test('create with validation, edit and delete', async ({ page, request }) => {
    await openCarousel(page, request);
    const name = `轮播${unique()}.png`;
    await uploadPicture(request, await tokenOf(page), name);
    // Above the paging test's rows (which lead with seqs from 90,000,000), so the new row is on the first page
    // whichever test ran first.
    const seq = 1_000_000_000 + Number(unique());

    await page.getByTestId('carousel-create').click();
    const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('carousel-form') });
    await expect(dialog.getByText('建议图片尺寸为710*780')).toBeVisible();
    // The toast shows for 1.5 s, the field's message stays.
    await expectToastFrom(page, '请选择轮播图片', () => dialog.getByRole('button', { name: /确\s*认/ }).click());
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
    await expectToastFrom(page, '请选择商品', () => dialog.getByRole('button', { name: /确\s*认/ }).click());
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
    await expectToastFrom(page, '操作成功', () => dialog.getByRole('button', { name: /确\s*认/ }).click());
    const row = page.locator(`[data-testid="carousel-row"][data-seq="${seq}"]`);
    await expect(row).toBeVisible();
    await expect(row.getByText('移动端')).toBeVisible();
    await expect(row.getByText('正常')).toBeVisible();

    await row.getByTestId('carousel-edit').click();
    await expect(dialog.getByTestId('image-tile')).toBeVisible();
    await dialog.getByText('PC端').click();
    await dialog.getByText('禁用').click();
    await dialog.getByTestId('carousel-seq').fill(String(seq + 1));
    await expectToastFrom(page, '操作成功', () => dialog.getByRole('button', { name: /确\s*认/ }).click());
    const edited = page.locator(`[data-testid="carousel-row"][data-seq="${seq + 1}"]`);
    await expect(edited.getByText('PC端')).toBeVisible();
    await expect(edited.getByText('禁用')).toBeVisible();

    await edited.getByTestId('carousel-delete').click();
    await expect(page.getByText('确定进行删除操作?')).toBeVisible();
    await page
      .locator('.ui-confirm')
      .getByRole('button', { name: /确\s*认/ })
      .click();
    await expect(edited).toHaveCount(0);
  });

  test('pages ten at a time and filters by platform', async ({ page, request }) => {
    await openCarousel(page, request);
    const token = await tokenOf(page);
    const imgUrl = await uploadPicture(request, token, `分页${unique()}.png`);
    // Seqs above anything else in the shop, so these eleven lead the list (seq descending).
    const base = 90_000_000 + Number(unique()) * 10;
    for (let i = 0; i < 11; i++) {
      await api(request, token, 'POST', '/mall_multishop/admin/index_img', {
        imgUrl,
        seq: base - i,
        imgType: i === 10 ? 1 : 0,
        status: 1,
        spuId: '',
      });
    }
    await page.reload();
    await expect(page.locator(`[data-testid="carousel-row"][data-seq="${base}"]`)).toBeVisible();
    await expect(page.locator(`[data-testid="carousel-row"][data-seq="${base - 10}"]`)).toHaveCount(0);
    await pagerPage(page, 2).click();
    await expect(page.locator(`[data-testid="carousel-row"][data-seq="${base - 10}"]`)).toBeVisible();

    await page.getByTestId('carousel-filter-type').selectOption({ label: 'PC端' });
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
    const imgUrl = await uploadPicture(request, token, `店员${unique()}.png`);
    await api(request, token, 'POST', '/mall_multishop/admin/index_img', { imgUrl, seq: 1, imgType: 0, status: 1, spuId: '' });
    try {
      await withStaffMenus(request, token, [145, 146], async () => {
        await openCarousel(page, request, 'shop_staff');
        await expect(page.getByTestId('carousel-row').first()).toBeVisible();
        await expect(page.getByTestId('carousel-create')).toHaveCount(0);
        await expect(page.getByTestId('carousel-edit')).toHaveCount(0);
        await expect(page.getByTestId('carousel-delete')).toHaveCount(0);
      });
    } finally {
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
    await expectToastFrom(page, '操作成功', () => groupDialog.getByRole('button', { name: /确\s*认/ }).click());
    const groupItem = manager.locator(`[data-testid="pm-group"][data-name="${group}"]`);
    await expect(groupItem).toBeVisible();

    // Upload: a non-image is refused with a notice; the PNG shows its progress, then its tile.
    await manager.getByTestId('pm-upload-tab').click();
    await manager.getByTestId('pm-file-input').setInputFiles(text);
    await expect(page.locator('.ui-toasts').getByText('只能上传jpg/png/gif格式的图片，已移除：notes.txt')).toBeVisible();
    await expect(manager.getByTestId('pm-upload-item')).toHaveCount(0);
    await manager.getByTestId('pm-file-input').setInputFiles(png);
    await expect(manager.getByTestId('pm-upload-item')).toHaveCount(1);
    await pickOption(page, manager.getByTestId('pm-upload-group'), group);
    // The upload is held until its progress has been seen, then let through.
    let releaseUpload!: () => void;
    const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
    await page.route('**/files/**', async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      await uploadHeld;
      await route.continue();
    });
    // Sent by keyboard: the panel goes when the upload is done, and the button that opened it takes the focus back.
    await manager.getByTestId('pm-upload-confirm').press('Enter');
    await expect(manager.getByTestId('pm-progress')).toBeVisible();
    releaseUpload();
    const tile = manager.locator('[data-testid="pm-tile"][data-name="康复拐杖.png"]');
    await expect(tile).toBeVisible();
    await expect(manager.getByTestId('pm-upload-tab')).toBeFocused();
    await expect(tile.locator('img')).toHaveJSProperty('complete', true);
    expect(await tile.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);

    // Rename and move out of the group.
    const renamed = `拐杖${unique()}`;
    await tile.getByTestId('pm-tile-edit').click();
    const renameDialog = page.locator('.ant-modal').filter({ has: page.getByTestId('rename-dialog') });
    await renameDialog.getByTestId('rename-input').fill(renamed);
    await renameDialog.getByTestId('rename-group').click();
    await page.locator('.ant-select-dropdown').getByText('未分组', { exact: true }).click();
    await expectToastFrom(page, '操作成功', () => renameDialog.getByRole('button', { name: /确\s*认/ }).click());
    await expect(manager.getByTestId('pm-tile')).toHaveCount(0);
    await expect(manager.getByText('暂无图片')).toBeVisible();
    await manager.locator('[data-testid="pm-group"]').first().click();
    await manager.getByTestId('pm-search').fill(renamed);
    await manager.getByTestId('pm-search-button').click();
    const moved = manager.locator(`[data-testid="pm-tile"][data-name="${renamed}"]`);
    await expect(moved).toBeVisible();

    // Delete the picture, then the group. The question, asked over the library's dialog, holds the focus: Escape
    // closes it alone, and Enter on its confirm button deletes.
    const question = page.getByRole('alertdialog', { name: '提示' });
    await moved.getByTestId('pm-tile-delete').click();
    await expect(question.getByRole('button', { name: /确\s*认/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(question).toHaveCount(0);
    await expect(manager).toBeVisible();
    await moved.getByTestId('pm-tile-delete').click();
    await expect(question.getByRole('button', { name: /确\s*认/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(moved).toHaveCount(0);

    // Rename the group (same 1-6 rule), then delete it.
    await groupItem.hover();
    await groupItem.getByTestId('pm-group-edit').click();
    await expect(groupDialog.getByTestId('group-name-input')).toHaveValue(group);
    await groupDialog.getByTestId('group-name-input').fill('');
    await groupDialog.getByRole('button', { name: /确\s*认/ }).click();
    await expect(groupDialog.getByText('分组名称不能为空')).toBeVisible();
    const renamedGroup = `改${unique().slice(-5)}`;
    await groupDialog.getByTestId('group-name-input').fill(renamedGroup);
    // A name typed is not thrown away by Escape: the dialog asks, and staying keeps it.
    await page.keyboard.press('Escape');
    await unsavedQuestion(page).getByRole('button', { name: '继续编辑' }).click();
    await expect(groupDialog.getByTestId('group-name-input')).toHaveValue(renamedGroup);
    await groupDialog.getByRole('button', { name: /确\s*认/ }).click();
    const renamedItem = manager.locator(`[data-testid="pm-group"][data-name="${renamedGroup}"]`);
    await expect(renamedItem).toBeVisible();
    await expect(groupItem).toHaveCount(0);

    // Renamed elsewhere after the dialog opened: the rename is refused and keeps what was typed; reopened, the dialog
    // shows the other name.
    await renamedItem.hover();
    await renamedItem.getByTestId('pm-group-edit').click();
    await expect(groupDialog.getByTestId('group-name-input')).toHaveValue(renamedGroup);
    const token = await tokenOf(page);
    const groups = await api<{ attachFileGroupId: number; name: string; version: number }[]>(
      request,
      token,
      'GET',
      '/mall_biz/m/attach_file_group/list',
    );
    const stored = groups.find((g) => g.name === renamedGroup)!;
    const theirs = `别${unique().slice(-5)}`;
    await api(request, token, 'PUT', '/mall_biz/m/attach_file_group', { ...stored, name: theirs });
    await groupDialog.getByTestId('group-name-input').fill(`我${unique().slice(-5)}`);
    await expectToastFrom(page, '数据已在别处修改，请重新打开后再保存', () => groupDialog.getByRole('button', { name: /确\s*认/ }).click());
    // The toast shows before the save has settled; antd's dialog ignores Escape while its confirm is busy.
    await expect(groupDialog.getByRole('button', { name: /确\s*认/ })).not.toHaveClass(/ant-btn-loading/);
    await page.keyboard.press('Escape');
    await unsavedQuestion(page).getByRole('button', { name: '离开' }).click();
    const theirItem = manager.locator(`[data-testid="pm-group"][data-name="${theirs}"]`);
    await theirItem.hover();
    await theirItem.getByTestId('pm-group-edit').click();
    await expect(groupDialog.getByTestId('group-name-input')).toHaveValue(theirs);
    await groupDialog.getByTestId('group-name-input').fill(renamedGroup);
    await expectToastFrom(page, '操作成功', () => groupDialog.getByRole('button', { name: /确\s*认/ }).click());
    await expect(renamedItem).toBeVisible();
    await renamedItem.hover();
    await renamedItem.getByTestId('pm-group-delete').click();
    await page
      .locator('.ui-confirm')
      .getByRole('button', { name: /确\s*认/ })
      .click();
    await expect(renamedItem).toHaveCount(0);
  });
  test('deleting a picture by keyboard leaves the focus on the tile in its place', async ({ page, request }) => {
    await openCarousel(page, request);
    const token = await tokenOf(page);
    const prefix = `键盘删图${unique()}`;
    for (const n of [1, 2]) await uploadPicture(request, token, `${prefix}-${n}.png`);
    await page.getByTestId('carousel-create').click();
    await page.getByTestId('image-upload-add').click();
    const manager = page.getByTestId('picture-manager');
    await manager.getByTestId('pm-search').fill(prefix);
    await manager.getByTestId('pm-search-button').click();
    await expect(manager.getByTestId('pm-tile')).toHaveCount(2);
    const deleteOf = (n: number) => manager.locator(`[data-testid="pm-tile"][data-name="${prefix}-${n}.png"]`).getByTestId('pm-tile-delete');
    // Newest first: 2, then 1. The first goes, and the tile now first takes the focus.
    await deleteOf(2).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alertdialog').getByRole('button', { name: /确\s*认/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(manager.getByTestId('pm-tile')).toHaveCount(1);
    await expect(deleteOf(1)).toBeFocused();
  });

  test('a save the server refuses keeps the chosen pictures, sent again by the next confirm', async ({ page, request }, testInfo) => {
    const png = testInfo.outputPath('助行器.png');
    await writeFile(png, pngBytes());
    await openCarousel(page, request);
    const token = await tokenOf(page);
    const [gone, kept] = [`去${unique().slice(-5)}`, `留${unique().slice(-5)}`];
    for (const name of [gone, kept]) await api(request, token, 'POST', '/mall_biz/m/attach_file_group', { name });
    const groups = await api<{ attachFileGroupId: number; name: string }[]>(request, token, 'GET', '/mall_biz/m/attach_file_group/list');
    const goneId = groups.find((g) => g.name === gone)!.attachFileGroupId;

    await page.getByTestId('carousel-create').click();
    await page.getByTestId('image-upload-add').click();
    const manager = page.getByTestId('picture-manager');
    await manager.getByTestId('pm-upload-tab').click();
    await manager.getByTestId('pm-file-input').setInputFiles(png);
    await pickOption(page, manager.getByTestId('pm-upload-group'), gone);
    // Another tab deletes the group meanwhile: the file reaches the store, and the server refuses its record.
    await api(request, token, 'DELETE', `/mall_biz/m/attach_file_group?attachFileGroupId=${goneId}`);
    await expectToastFrom(page, '分组不存在或已删除', () => manager.getByTestId('pm-upload-confirm').click());
    const item = manager.locator('[data-testid="pm-upload-item"][data-name="助行器.png"]');
    await expect(item).toBeVisible();
    await expect(item.locator('.ant-progress-status-success')).toHaveCount(0);

    await pickOption(page, manager.getByTestId('pm-upload-group'), kept);
    await expectToastFrom(page, '操作成功', () => manager.getByTestId('pm-upload-confirm').click());
    await expect(manager.getByTestId('pm-upload-item')).toHaveCount(0);
    await expect(manager.locator('[data-testid="pm-tile"][data-name="助行器.png"]')).toBeVisible();
  });

  test('pages by 15, refuses oversize files and more than 20 at once, and previews the chosen picture', async ({ page, request }, testInfo) => {
    await openCarousel(page, request);
    const token = await tokenOf(page);
    const prefix = `页图${unique()}`;
    for (let i = 1; i <= 16; i++) await uploadPicture(request, token, `${prefix}-${i}.png`);

    await page.getByTestId('carousel-create').click();
    const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('carousel-form') });
    await dialog.getByTestId('image-upload-add').click();
    const manager = page.getByTestId('picture-manager');
    await manager.getByTestId('pm-search').fill(prefix);
    await manager.getByTestId('pm-search-button').click();
    await expect(manager.getByTestId('pm-tile')).toHaveCount(15);
    await manager.getByRole('button', { name: '第 2 页' }).click();
    await expect(manager.getByTestId('pm-tile')).toHaveCount(1);
    const last = manager.locator(`[data-testid="pm-tile"][data-name="${prefix}-1.png"]`);
    await expect(last).toBeVisible();

    // The upload tab sorts out what it cannot take, before anything is sent.
    await manager.getByTestId('pm-upload-tab').click();
    const big = testInfo.outputPath('大图.png');
    await writeFile(big, Buffer.concat([pngBytes(), Buffer.alloc(2 * 1024 * 1024)]));
    await manager.getByTestId('pm-file-input').setInputFiles(big);
    await expect(page.locator('.ui-toasts').getByText('图片大小不能超过2M，已移除：大图.png')).toBeVisible();
    await expect(manager.getByTestId('pm-upload-item')).toHaveCount(0);
    const many = await Promise.all(
      Array.from({ length: 21 }, async (_, i) => {
        const file = testInfo.outputPath(`多图${i}.png`);
        await writeFile(file, pngBytes());
        return file;
      }),
    );
    await manager.getByTestId('pm-file-input').setInputFiles(many);
    await expect(page.locator('.ui-toasts').getByText('每次最多选择20张图片')).toBeVisible();
    await expect(manager.getByTestId('pm-upload-item')).toHaveCount(0);
    await manager.getByTestId('pm-file-input').setInputFiles(many.slice(0, 20));
    await expect(manager.getByTestId('pm-upload-item')).toHaveCount(20);

    // Back to the grid: pick the picture and preview it in the form.
    await manager.getByRole('button', { name: '返回图片列表' }).click();
    await manager.getByTestId('pm-search').fill(`${prefix}-1.png`);
    await manager.getByTestId('pm-search-button').click();
    await manager.locator(`[data-testid="pm-tile"][data-name="${prefix}-1.png"]`).getByTestId('pm-tile-pick').click();
    await manager.getByTestId('pm-confirm').click();
    await dialog.getByTestId('image-tile').hover();
    await dialog.getByLabel('预览').click();
    const preview = page.getByTestId('image-preview');
    await expect(preview).toBeVisible();
    await expect(preview).toHaveJSProperty('complete', true);
    expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
  });
});

test.describe('list pictures', () => {
  test('a picture in the product and carousel lists opens at full size, by click and by keyboard', async ({ page, request }) => {
    await signIn(page, request, 'shop_admin');
    await expect(page).toHaveURL(/\/order\/order/);
    // A carousel image of its own (the demo shop has none); last by its seq, so the other tests' rows keep their pages.
    const token = await tokenOf(page);
    const imgUrl = await uploadPicture(request, token, `预览${unique()}.png`);
    await api(request, token, 'POST', '/mall_multishop/admin/index_img', { imgUrl, seq: 1, imgType: 0, status: 1, spuId: '' });
    for (const [path, testId] of [
      ['/product/list', 'product-picture'],
      [CAROUSEL, 'carousel-picture'],
    ] as const) {
      await page.goto(path);
      const thumb = page.getByTestId(testId).first();
      await expect(thumb).toBeVisible();
      await expect(thumb).toHaveAccessibleName(/^预览图片：.+/);
      const src = (await thumb.locator('img').getAttribute('src'))!;
      await thumb.click();
      const preview = page.getByTestId('image-preview');
      await expect(preview).toBeVisible();
      await expect(preview).toHaveAttribute('src', src);
      await page.keyboard.press('Escape');
      await expect(preview).toBeHidden();
      // The focus is back on the picture, and Enter opens it again.
      await expect(thumb).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(preview).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(preview).toBeHidden();
    }
  });
});
