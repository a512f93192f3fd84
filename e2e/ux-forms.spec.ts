// Forms and lists that neither lose nor double a merchant's work, and screens that fit and say what they mean.
import { expect, type Page } from '@playwright/test';
import { test } from './kit/fixtures';
import {
  api,
  confirmButton,
  dialogOf,
  expectNoAxeViolations,
  pickInTree,
  pickOption,
  pngBytes,
  pressUntilFocused,
  signIn,
  tokenOf,
  unique,
  uploadPicture,
  expectToastFrom,
} from './kit';

async function openAs(page: Page, request: Parameters<typeof signIn>[1], who: string, path: string) {
  await signIn(page, request, who);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(path);
}

test.describe('no doubled or hidden work', () => {
  test('a fast double click on confirm saves once (hot search, role)', async ({ page, request }) => {
    await openAs(page, request, 'shop_admin', '/multishop/hot-search');
    const token = await tokenOf(page);
    const title = `双击${unique()}`;
    await page.getByTestId('hot-search-create').click();
    const dialog = dialogOf(page, 'hot-search-form');
    await dialog.getByTestId('hot-search-title').fill(title);
    await dialog.getByTestId('hot-search-content').fill('一次');
    await expectToastFrom(page, '操作成功', () => confirmButton(dialog).dblclick());
    const hot = await api<{ total: number }>(
      request,
      token,
      'GET',
      `/mall_multishop/admin/hot_search/page?pageNum=1&pageSize=10&title=${encodeURIComponent(title)}`,
    );
    expect(hot.total).toBe(1);

    await page.goto('/rbac/role');
    const name = `双击角色${unique()}`;
    await page.getByTestId('role-create').click();
    const roleDialog = dialogOf(page, 'role-form');
    await roleDialog.getByTestId('role-name').fill(name);
    await expectToastFrom(page, '操作成功', () => confirmButton(roleDialog).dblclick());
    const roles = await api<{ roleId: number; roleName: string }[]>(request, token, 'GET', '/mall_rbac/role/list');
    const created = roles.filter((r) => r.roleName === name);
    expect(created).toHaveLength(1);
    await api(request, token, 'DELETE', `/mall_rbac/role?roleId=${created[0]!.roleId}`);
  });

  test('searching again with the same filters shows rows added meanwhile (list and picture library)', async ({ page, request }) => {
    await openAs(page, request, 'shop_admin', '/multishop/hot-search');
    const token = await tokenOf(page);
    const title = `新词${unique()}`;
    await page.getByTestId('hot-search-filter-title').fill(title);
    await page
      .getByTestId('hot-search-filters')
      .getByRole('button', { name: /查\s*询/ })
      .click();
    await expect(page.getByTestId('hot-search-row')).toHaveCount(0);
    await api(request, token, 'POST', '/mall_multishop/admin/hot_search', { title, content: '后加', seq: 1, status: 1 });
    await page
      .getByTestId('hot-search-filters')
      .getByRole('button', { name: /查\s*询/ })
      .click();
    await expect(page.getByTestId('hot-search-row')).toHaveCount(1);

    // The picture library's search, from the carousel dialog.
    await page.goto('/multishop/index_img');
    await page.getByTestId('carousel-create').click();
    await page.getByTestId('image-upload-add').first().click();
    const manager = page.getByTestId('picture-manager');
    const name = `后传${unique()}.png`;
    await manager.getByTestId('pm-search').fill(name);
    await manager.getByTestId('pm-search-button').click();
    await expect(manager.getByText('暂无图片')).toBeVisible();
    await uploadPicture(request, token, name);
    await manager.getByTestId('pm-search-button').click();
    await expect(manager.locator(`[data-testid="pm-tile"][data-name="${name}"]`)).toBeVisible();
  });
});

test.describe('product list edits', () => {
  test('inline name edits cancel on Escape and are discarded on leaving the field; numbers out of range are said, not changed', async ({
    page,
    request,
  }) => {
    await openAs(page, request, 'shop_admin', '/product/list');
    const row = page.getByTestId('product-row').first();
    await expect(row).toBeVisible({ timeout: 20_000 });
    const original = (await row.getByTestId('product-name').textContent())!;
    let updates = 0;
    page.on('request', (r) => {
      if (r.url().includes('/update_spu_data')) updates++;
    });

    await row.getByTestId('edit-name').click();
    await row.getByTestId('edit-name-input').fill(`${original}改`);
    await row.getByTestId('edit-name-input').press('Escape');
    await expect(row.getByTestId('edit-name-input')).toHaveCount(0);
    await expect(row.getByTestId('product-name')).toHaveText(original);

    await row.getByTestId('edit-name').click();
    await row.getByTestId('edit-name-input').fill(`${original}离开`);
    await page.getByTestId('product-row').nth(1).getByTestId('product-price').click();
    await expect(row.getByTestId('edit-name-input')).toHaveCount(0);
    await expect(row.getByTestId('product-name')).toHaveText(original);

    await row.getByTestId('edit-seq').click();
    await row.getByTestId('edit-seq-input').fill('40000');
    await expectToastFrom(page, '商品排序不能超过32767', () => row.getByTestId('edit-seq-input').press('Enter'));
    await expect(row.getByTestId('edit-seq-input')).toHaveValue('40000');
    await row.getByTestId('edit-seq-input').press('Escape');

    await row.getByTestId('edit-price').click();
    const price = page.getByTestId('edit-price-popover').getByTestId('edit-price-input').first();
    for (const [typed, said] of [
      ['-5', '商品价格不能小于0.01'],
      ['99999999999', '商品价格不能超过1000000000'],
      ['1.234', '商品价格最多保留两位小数'],
    ] as const) {
      await price.fill(typed);
      await expectToastFrom(page, said, () => page.getByTestId('edit-price-popover').getByTestId('edit-price-save').click());
      await expect(price).toHaveValue(typed);
    }
    await page.keyboard.press('Escape');

    await row.getByTestId('edit-stock').click();
    const stock = page.getByTestId('edit-stock-popover').getByTestId('edit-stock-input').first();
    await stock.fill('1.5');
    await expectToastFrom(page, '库存必须为整数', () => page.getByTestId('edit-stock-popover').getByTestId('edit-stock-save').click());
    await expect(stock).toHaveValue('1.5');
    expect(updates).toBe(0);
  });

  test('a row at the foot of the window opens its price editor above it, whole and usable', async ({ page, request }) => {
    await openAs(page, request, 'shop_admin', '/product/list');
    await expect(page.getByTestId('product-row').first()).toBeVisible({ timeout: 20_000 });
    const row = page.getByTestId('product-row').last();
    // The page's last row scrolled to the window's foot: the editor has no room below it.
    await page.setViewportSize({ width: 1366, height: 600 });
    await row.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    await row.getByTestId('edit-price').click();
    const editor = page.getByTestId('edit-price-popover');
    await expect(editor.getByTestId('edit-price-save')).toBeInViewport({ ratio: 1 });
    const [box, trigger] = [(await editor.boundingBox())!, (await row.getByTestId('edit-price').boundingBox())!];
    expect(box.y + box.height).toBeLessThanOrEqual(trigger.y);
    await expect(editor.getByTestId('edit-price-input').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(editor).toHaveCount(0);

    // A window too short for it on either side: it stays within the window and scrolls, its buttons still reached.
    await page.setViewportSize({ width: 1366, height: 240 });
    await row.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await row.getByTestId('edit-price').click();
    // Visible once placed (it is hidden while it is measured).
    await expect(editor).toBeVisible();
    const shown = (await editor.boundingBox())!;
    expect(shown.y).toBeGreaterThanOrEqual(0);
    expect(shown.y + shown.height).toBeLessThanOrEqual(240);
    expect(await editor.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    await editor.getByRole('button', { name: '取消' }).click();
    await expect(editor).toHaveCount(0);
  });

  test('at 1366×768 the list shows stock, sequence and status beside the actions, and the product dialog fits', async ({ page, request }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await openAs(page, request, 'shop_admin', '/product/list');
    const row = page.getByTestId('product-row').first();
    await expect(row).toBeVisible({ timeout: 20_000 });
    for (const testId of ['product-stock', 'product-seq', 'product-status']) {
      const cell = row.getByTestId(testId);
      const box = (await cell.boundingBox())!;
      const onTop = await page.evaluate(
        ([x, y, id]) => document.elementFromPoint(x as number, y as number)?.closest(`[data-testid="${id as string}"]`) !== null,
        [box.x + box.width / 2, box.y + box.height / 2, testId],
      );
      expect(onTop, `${testId} is covered`).toBe(true);
    }

    await page.goto('/multishop/index_img');
    await page.getByTestId('carousel-create').click();
    const dialog = dialogOf(page, 'carousel-form');
    await dialog.getByTestId('carousel-link-type').getByText('商品').click();
    await dialog.getByTestId('carousel-choose-product').click();
    const products = page.getByTestId('product-select');
    const productDialog = page.locator('.ant-modal').filter({ has: products });
    const first = products.getByTestId('product-select-row').first();
    await first.locator('td').nth(2).click();
    await expect(first.getByRole('radio')).toBeChecked();
    const ok = confirmButton(productDialog);
    await expect(ok).toBeEnabled();
    const box = (await ok.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(768);
    await ok.click();
    await expect(productDialog).toBeHidden();
  });
});

test.describe('orders', () => {
  test('the ship dialog offers the ways the order allows: a same-city order by the shop or with no logistics', async ({ page, request }) => {
    await signIn(page, request, 'shop_admin');
    await expect(page).toHaveURL(/\/order\/order/);
    const token = await tokenOf(page);
    const waiting = await api<{ list: { orderId: number }[] }>(
      request,
      token,
      'GET',
      '/mall_order/m/order/page?pageNum=1&pageSize=10&status=2&deliveryType=4',
    );
    const orderId = waiting.list[0]!.orderId;
    await page.getByTestId('order-filter-orderId').fill(String(orderId));
    await page.getByTestId('order-search').click();
    await expect(page.getByTestId('order-card')).toHaveCount(1);
    await page.getByTestId('order-card-deliver').click();
    const dialog = page.getByTestId('delivery-dialog');
    await expect(dialog.getByRole('radio', { name: '同城配送' })).toBeChecked();
    await expect(dialog.getByRole('radio')).toHaveCount(2);
    await expect(dialog.getByRole('radio', { name: '无需物流' })).toBeEnabled();
    await expect(dialog.getByText('自提')).toHaveCount(0);
    await expect(dialog.getByTestId('delivery-company')).toHaveCount(0);
    await expectToastFrom(page, '操作成功', () => page.getByTestId('delivery-submit').click());
    const info = await api<{ deliveryExpresses: { deliveryType: number }[] }>(request, token, 'GET', `/mall_order/m/order/order_info/${orderId}`);
    expect(info.deliveryExpresses.map((d) => d.deliveryType)).toEqual([4]);
  });

  test('order days typed, retyped and picked from a Monday-first calendar are the days searched', async ({ page, request }) => {
    await signIn(page, request, 'shop_admin');
    await expect(page).toHaveURL(/\/order\/order/);
    const range = page.getByRole('group', { name: '下单时间' });
    const start = range.getByRole('textbox', { name: '开始时间' });
    const end = range.getByRole('textbox', { name: '结束时间' });
    const searched = async (action: () => Promise<unknown>) => {
      const [call] = await Promise.all([page.waitForRequest((r) => r.url().includes('/mall_order/m/order/page')), action()]);
      const query = new URL(call.url()).searchParams;
      return [query.get('startTime'), query.get('endTime')];
    };

    // A day typed alone, searched straight from its field with Enter.
    await start.fill('2026-11-05');
    expect(await searched(() => start.press('Enter'))).toEqual(['2026-11-05 00:00:00', null]);
    await expect(start).toHaveValue('2026-11-05');

    // A quick range, then its end retyped over: the retyped end is searched.
    const lastSeven = await searched(() => page.getByTestId('order-quick-last7').click());
    await expect(start).toHaveValue(lastSeven[0]!.slice(0, 10));
    await end.click();
    await end.press('ControlOrMeta+a');
    await end.pressSequentially('2026-11-28');
    expect(await searched(() => page.getByTestId('order-search').click())).toEqual([lastSeven[0], '2026-11-28 23:59:59']);

    // One end emptied: only the other is searched.
    await start.fill('');
    expect(await searched(() => page.getByTestId('order-search').click())).toEqual([null, '2026-11-28 23:59:59']);

    // Text that is no day: nothing is searched, the field says how to write a day and keeps the focus.
    let sent = false;
    page.on('request', (r) => (sent ||= r.url().includes('/mall_order/m/order/page')));
    await start.fill('2026-11-31');
    await page.getByTestId('order-search').click();
    await expect(range.getByText('请按 YYYY-MM-DD 输入日期，如 2026-01-31')).toBeVisible();
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    await expect(start).toBeFocused();
    expect(sent).toBe(false);

    // Picked with the mouse: the calendar opens on the field's month, weeks from Monday, and writes the day in.
    await start.fill('2026-11-30');
    await range.getByRole('button', { name: '在日历中选择开始时间' }).click();
    const calendar = page.getByRole('dialog', { name: '开始时间' });
    await expect(calendar.getByRole('columnheader').first()).toHaveText('周一');
    await expect(calendar.getByText('2026年11月')).toBeVisible();
    await expectNoAxeViolations(page, 'the order range calendar', '.day-field__popup');
    await calendar.getByRole('gridcell', { name: /^2026年11月2日/ }).click();
    await expect(calendar).toBeHidden();
    await expect(start).toHaveValue('2026-11-02');
    await expect(start).toBeFocused();
    await expect(range.getByText('请按 YYYY-MM-DD 输入日期，如 2026-01-31')).toBeHidden();

    // By keyboard alone: Tab to the end's calendar, a week back with the arrows, Enter, and Enter again searches.
    await pressUntilFocused(page, 'Tab', range.getByRole('button', { name: '在日历中选择结束时间' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: '结束时间' }).getByRole('gridcell', { name: /^2026年11月28日/ })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(end).toHaveValue('2026-11-21');
    await expect(end).toBeFocused();
    expect(await searched(() => page.keyboard.press('Enter'))).toEqual(['2026-11-02 00:00:00', '2026-11-21 23:59:59']);
  });

  test('the order filters keep their labels whole and the calendar within a 320 px phone', async ({ page, request }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await signIn(page, request, 'shop_admin');
    await expect(page).toHaveURL(/\/order\/order/);
    const label = page.getByTestId('order-filters').getByText('订单编号', { exact: true });
    const box = (await label.boundingBox())!;
    // One line of text (14 px type), not a character a line.
    expect(box.height).toBeLessThan(30);
    await page.getByRole('button', { name: '在日历中选择结束时间' }).click();
    const calendar = (await page.getByRole('dialog', { name: '结束时间' }).boundingBox())!;
    expect(calendar.x).toBeGreaterThanOrEqual(0);
    expect(calendar.x + calendar.width).toBeLessThanOrEqual(320);
  });
});

test.describe('the picture library', () => {
  test('an upload needs a group; a refused file is named with its reason and nothing claims success', async ({ page, request }) => {
    await openAs(page, request, 'shop_admin', '/multishop/index_img');
    await page.getByTestId('carousel-create').click();
    await page.getByTestId('image-upload-add').first().click();
    const manager = page.getByTestId('picture-manager');
    await manager.getByTestId('pm-upload-tab').click();
    const good = `好图${unique()}.png`;
    await manager.getByTestId('pm-file-input').setInputFiles({ name: good, mimeType: 'image/png', buffer: pngBytes() });
    await expectToastFrom(page, '请选择分组', () => manager.getByTestId('pm-upload-confirm').click());
    await expect(manager.getByTestId('pm-progress')).toHaveAttribute('aria-valuenow', '0');
    // The reason stays beside the group field after the toast has gone, and the field is where the keyboard is.
    await expect(manager.getByTestId('pm-upload-group-error')).toHaveText('请选择分组');
    await expect(manager.getByTestId('pm-upload-group').getByRole('combobox')).toBeFocused();

    await manager.getByTestId('pm-file-input').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await pickOption(page, manager.getByTestId('pm-upload-group'), '商品主图');
    await expect(manager.getByTestId('pm-upload-group-error')).toHaveCount(0);
    await manager.getByTestId('pm-upload-confirm').click();
    await expect(page.locator('.ui-toasts').getByText(/fake\.png：只能上传jpg\/png\/gif格式的图片/)).toBeVisible();
    await expect(page.locator('.ui-toasts').getByText('操作成功')).toHaveCount(0);
    const refused = manager.locator('[data-testid="pm-upload-item"][data-name="fake.png"]');
    await expect(refused.getByTestId('pm-upload-reason')).toHaveText('只能上传jpg/png/gif格式的图片');
    await expect(manager.locator(`[data-testid="pm-upload-item"][data-name="${good}"]`)).toHaveCount(0);
  });

  test('a duplicate group name is refused, by the dialog and by the server', async ({ page, request }) => {
    await openAs(page, request, 'shop_admin', '/multishop/index_img');
    const token = await tokenOf(page);
    await page.getByTestId('carousel-create').click();
    await page.getByTestId('image-upload-add').first().click();
    const manager = page.getByTestId('picture-manager');
    await manager.getByTestId('pm-create-group').click();
    const groupDialog = page.locator('.ant-modal').filter({ has: page.getByTestId('group-dialog') });
    await groupDialog.getByTestId('group-name-input').fill('商品主图');
    await confirmButton(groupDialog).click();
    await expect(groupDialog.getByText('分组名称已存在')).toBeVisible();
    const direct = await request.post('/mall_biz/m/attach_file_group', { headers: { Authorization: token }, data: { name: '商品主图' } });
    expect(await direct.json()).toMatchObject({ code: 'A00001', msg: '分组名称已存在' });
  });

  test('a picture a carousel shows cannot be deleted, and says why', async ({ page, request }) => {
    await openAs(page, request, 'shop_admin', '/multishop/index_img');
    const token = await tokenOf(page);
    const name = `轮播用${unique()}.png`;
    const imgUrl = await uploadPicture(request, token, name);
    await api(request, token, 'POST', '/mall_multishop/admin/index_img', { imgUrl, seq: Number(unique()), imgType: 0, status: 1 });
    await page.getByTestId('carousel-create').click();
    await page.getByTestId('image-upload-add').first().click();
    const manager = page.getByTestId('picture-manager');
    await manager.getByTestId('pm-search').fill(name);
    await manager.getByTestId('pm-search-button').click();
    const tile = manager.locator(`[data-testid="pm-tile"][data-name="${name}"]`);
    await tile.getByTestId('pm-tile-delete').click();
    await expectToastFrom(page, '该图片正在被轮播图使用，请先更换轮播图的图片再删除', () => confirmButton(page.locator('.ui-confirm')).click());
    await page
      .locator('.ui-confirm')
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await manager.getByTestId('pm-search-button').click();
    await expect(tile).toBeVisible();
  });
});

test.describe('say what they mean', () => {
  test('deleting an attribute that products use says how many before asking', async ({ page, request }) => {
    await openAs(page, request, 'shop_admin', '/product/attr');
    const token = await tokenOf(page);
    // A product of the shop whose sku is made of a new attribute's value.
    const name = `材质${unique()}`.slice(0, 10);
    await api(request, token, 'POST', '/mall_product/admin/attr', { name, attrValues: [{ value: '棉' }] });
    const listed = await api<{ list: { attrId: number; attrValues: { attrValueId: number; value: string }[] }[] }>(
      request,
      token,
      'GET',
      `/mall_product/admin/attr/page?pageNum=1&pageSize=10&name=${encodeURIComponent(name)}`,
    );
    const created = listed.list[0]!;
    const platform = await api<{ categoryId: number; level: number; status: number }[]>(
      request,
      token,
      'GET',
      '/mall_product/admin/category/platform_categories',
    );
    const leaf = platform.find((c) => c.level === 2 && c.status === 1)!;
    const shopCategories = await api<{ categoryId: number; level: number }[]>(request, token, 'GET', '/mall_product/admin/category/shop_categories');
    const basic = await api<{ attrId: number; name: string; attrValues: { attrValueId: number; value: string }[] }[]>(
      request,
      token,
      'GET',
      `/mall_product/admin/attr/get_attrs_by_category_id?categoryId=${leaf.categoryId}&attrType=1`,
    );
    await api(request, token, 'POST', '/mall_product/admin/spu', {
      categoryId: leaf.categoryId,
      shopCategoryId: shopCategories.find((c) => c.level === 1)!.categoryId,
      name: `用${name}的商品`,
      sellingPoint: '属性使用',
      seq: 1,
      productsType: 4,
      mainImgUrl: '/demo/products/1.svg',
      imgUrls: '/demo/products/1.svg',
      hasSkuImg: 0,
      detail: '',
      spuAttrValues: basic.map((a) => ({
        attrId: a.attrId,
        attrName: a.name,
        attrValueId: a.attrValues[0]?.attrValueId ?? 0,
        attrValueName: a.attrValues[0]?.value ?? '其他',
      })),
      skuList: [
        {
          priceFee: 1000,
          marketPriceFee: 1200,
          stock: 5,
          status: 1,
          spuSkuAttrValues: [{ attrId: created.attrId, attrName: name, attrValueId: created.attrValues[0]!.attrValueId, attrValueName: '棉' }],
        },
      ],
    });
    const used = { name, spuCount: 1 };
    await page.getByTestId('attr-filter-name').fill(used.name);
    await page
      .getByTestId('attr-filters')
      .getByRole('button', { name: /查\s*询/ })
      .click();
    const row = page.getByTestId('attr-row').filter({ hasText: used.name }).first();
    await row.getByTestId('attr-delete').click();
    const confirm = page.locator('.ui-confirm');
    await expect(confirm).toContainText(`该属性正被 ${used.spuCount} 个商品使用`);
    await confirm.getByRole('button', { name: /取\s*消/ }).click();
  });

  test('a menu permission path must start with a slash, in the dialog and on the server', async ({ page, request }) => {
    await openAs(page, request, 'platform', '/platform/menu_permission');
    const token = await tokenOf(page);
    await page.getByTestId('permission-create').click();
    const dialog = dialogOf(page, 'permission-form');
    await dialog.getByTestId('permission-name').fill('无斜杠');
    await pickInTree(page, dialog.getByTestId('permission-menu'), '热搜管理');
    await pickOption(page, dialog.getByTestId('permission-method'), 'GET');
    await dialog.getByTestId('permission-uri').fill('mall_multishop/admin/hot_search');
    await dialog.getByTestId('permission-code').fill(`multishop:slash${unique()}:get`);
    await confirmButton(dialog).click();
    await expect(dialog.getByText('资源路径必须以/开头')).toBeVisible();
    const direct = await request.post('/mall_rbac/menu_permission', {
      headers: { Authorization: token },
      data: { menuId: 258, name: 'x', method: 1, uri: 'no/slash', permission: `x:slash${unique()}` },
    });
    expect(await direct.json()).toMatchObject({ code: 'A00002', data: ['uri:资源路径必须以/开头'] });
  });

  test('the navbar avatar loads from the picture address, not /files/files', async ({ page, request }) => {
    const doubled: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/files/files/')) doubled.push(r.url());
    });
    await signIn(page, request, 'shop_admin');
    await expect(page).toHaveURL(/\/order\/order/);
    const avatar = page.getByTestId('navbar-user').locator('img');
    await expect(avatar).toHaveJSProperty('complete', true);
    expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(doubled).toEqual([]);
  });
});
