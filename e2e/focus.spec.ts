// WCAG 2.1 AA, by keyboard: an action that takes away the control holding the focus hands the focus on, never to
// the page (<body>): a tag closed from the tags bar, a picture or product chosen in (or removed from) the carousel
// dialog, the pager's next or previous button reaching the last or first page.
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './kit/fixtures';
import { pressUntilFocusedText, settled, Shell, signIn, tokenOf, unique, uploadPicture } from './kit';

/** Where the focus is: the tag name of the focused element, BODY when it has fallen to the page. */
const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName ?? null);

async function expectFocused(page: Page, target: Locator): Promise<void> {
  await expect(target, `focus on ${await focusedTag(page)}`).toBeFocused();
}

test.describe('the tags bar by keyboard', () => {
  test.beforeEach(async ({ page, request }) => {
    await signIn(page, request, 'shop_admin');
    await expect(page).toHaveURL(/\/order\/order/);
    const shell = new Shell(page);
    await shell.sidebar.getByText('店铺管理', { exact: true }).click();
    for (const entry of ['热搜管理', '公告管理', '轮播图管理']) {
      await shell.sidebar.getByText(entry, { exact: true }).click();
      await expect(shell.tags.locator('.tags-bar__tag--active')).toContainText(entry);
    }
    await settled(page);
  });

  const tagButton = (page: Page, name: string) => new Shell(page).tags.getByRole('button', { name, exact: true });

  test("closing the other tags from a tag's menu hands the focus to the tag of the page shown", async ({ page }) => {
    await tagButton(page, '公告管理').focus();
    await page.keyboard.press('Shift+F10');
    await expect(page.getByTestId('tags-contextmenu')).toBeVisible();
    await pressUntilFocusedText(page, 'ArrowDown', '关闭其它', 5);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/multishop\/notice/);
    await expect(tagButton(page, '轮播图管理')).toHaveCount(0);
    await expectFocused(page, tagButton(page, '公告管理'));
  });

  test("a tag's close button, pressed with Enter, hands the focus to the tag taking its place, or to the page shown's", async ({ page }) => {
    // Another page's tag: the page shown stays, and the tag now in its place takes the focus.
    await new Shell(page).tags.getByRole('button', { name: '关闭“热搜管理”' }).focus();
    await page.keyboard.press('Enter');
    await expect(tagButton(page, '热搜管理')).toHaveCount(0);
    await expect(page).toHaveURL(/\/multishop\/index_img/);
    await expectFocused(page, tagButton(page, '公告管理'));

    // The page shown's own tag: the last tag left is shown, and its tag takes the focus.
    await new Shell(page).tags.getByRole('button', { name: '关闭“轮播图管理”' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/multishop\/notice/);
    await expectFocused(page, tagButton(page, '公告管理'));
  });

  test('closing every tag in turn by keyboard ends on the home screen with the focus on its tag', async ({ page }) => {
    const close = (name: string) => new Shell(page).tags.getByRole('button', { name: `关闭“${name}”` });
    for (const [name, next] of [
      ['订单管理', '热搜管理'],
      ['热搜管理', '公告管理'],
      ['公告管理', '轮播图管理'],
    ] as const) {
      await close(name).focus();
      await page.keyboard.press('Enter');
      await expectFocused(page, tagButton(page, next));
    }
    // The last tag: nothing is left, the home screen opens, and its new tag takes the focus rather than the page.
    await close('轮播图管理').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/order\/order/);
    await expectFocused(page, tagButton(page, '订单管理'));
  });
});

test.describe('the carousel dialog by keyboard', () => {
  test('a picture chosen in the library takes the focus, and its removal hands it to the add button', async ({ page, request }) => {
    await signIn(page, request, 'shop_admin');
    const picture = `焦点${unique()}.png`;
    await uploadPicture(request, await tokenOf(page), picture);
    await page.goto('/multishop/index_img');
    await settled(page);

    await page.getByTestId('carousel-create').click();
    const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('carousel-form') });
    await dialog.getByTestId('image-upload-add').focus();
    await page.keyboard.press('Enter');
    const manager = page.getByTestId('picture-manager');
    await manager.getByTestId('pm-search').fill(picture);
    await page.keyboard.press('Enter');
    await expect(manager.getByTestId('pm-tile')).toHaveCount(1);
    await manager.getByTestId('pm-tile-pick').focus();
    await page.keyboard.press('Space');
    await manager.getByTestId('pm-confirm').focus();
    await page.keyboard.press('Enter');
    await expect(manager).toBeHidden();
    await expectFocused(page, dialog.getByTestId('image-tile').getByRole('button', { name: '预览' }));

    await dialog.getByTestId('image-tile-remove').focus();
    await page.keyboard.press('Enter');
    await expectFocused(page, dialog.getByTestId('image-upload-add'));
  });

  test('a product chosen for the link takes the focus, and its removal hands it to the choose button', async ({ page, request }) => {
    await signIn(page, request, 'shop_admin');
    await page.goto('/multishop/index_img');
    await settled(page);

    await page.getByTestId('carousel-create').click();
    const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('carousel-form') });
    await dialog.getByTestId('carousel-link-type').getByText('商品', { exact: true }).click();
    await dialog.getByTestId('carousel-choose-product').focus();
    await page.keyboard.press('Enter');
    const picker = page.locator('.ant-modal').filter({ has: page.getByTestId('product-select') });
    await picker.getByTestId('product-select-row').first().getByRole('radio').focus();
    await page.keyboard.press('Space');
    const confirm = picker.getByRole('button', { name: /确\s*认/ });
    await expect(confirm).toBeEnabled();
    await confirm.focus();
    await page.keyboard.press('Enter');
    await expect(picker).toBeHidden();
    await expectFocused(page, dialog.getByTestId('carousel-product-remove'));

    await page.keyboard.press('Enter');
    await expectFocused(page, dialog.getByTestId('carousel-choose-product'));
  });
});

test.describe('the pager by keyboard', () => {
  test('next to the last page and previous to the first keep the focus in the pager, on the current page', async ({ page, request }) => {
    await signIn(page, request, 'shop_admin');
    await settled(page);
    const pager = page.locator('#main-content .ui-pagination');
    const pages = Number(await pager.getByRole('listitem').nth(-2).innerText());
    expect(pages, 'the demo shop has orders on several pages').toBeGreaterThan(2);

    await page.goto(`/order/order?pageNum=${pages - 1}`);
    await settled(page);
    await pager.getByRole('button', { name: '下一页' }).focus();
    await page.keyboard.press('Enter');
    await expect(pager.getByRole('button', { name: '下一页' })).toBeDisabled();
    await expectFocused(page, pager.getByRole('button', { name: `第 ${pages} 页` }));

    await page.goto('/order/order?pageNum=2');
    await settled(page);
    await pager.getByRole('button', { name: '上一页' }).focus();
    await page.keyboard.press('Enter');
    await expect(pager.getByRole('button', { name: '上一页' })).toBeDisabled();
    await expectFocused(page, pager.getByRole('button', { name: '第 1 页' }));
  });
});
