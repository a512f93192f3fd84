import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './kit/fixtures';
import {
  api,
  leaveUnsaved,
  unsavedQuestion,
  cancelButton,
  confirmButton,
  dialogOf as dialogWith,
  pagerPage,
  currentPage,
  pickPageSize,
  signIn,
  expectToastFrom,
  fillLogin,
  PASSWORD,
  submitAndSolveCaptcha,
  tokenOf,
  unique,
  uploadPicture,
  withStaffMenus,
  openDialogs,
} from './kit';

const HOT_SEARCH = '/multishop/hot-search';
const NOTICE = '/multishop/notice';

async function open(page: Page, request: APIRequestContext, path: string, who = 'shop_admin') {
  await signIn(page, request, who);
  await expect(page).toHaveURL(/\/order\/order/);
  await page.goto(path);
  await expect(page.locator('.ui-table')).toBeVisible();
}

const hotRow = (page: Page, title: string) => page.locator(`[data-testid="hot-search-row"][data-title="${title}"]`);
const noticeRow = (page: Page, title: string) => page.locator(`[data-testid="notice-row"][data-title="${title}"]`);

test.describe('hot search', () => {
  test('create with validation, search, edit and delete', async ({ page, request }) => {
    await open(page, request, HOT_SEARCH);
    const title = `轮椅${unique()}`;

    await page.getByTestId('hot-search-create').click();
    const dialog = dialogWith(page, 'hot-search-form');
    await expect(dialog.getByText('新增热搜')).toBeVisible();
    // The dialog opens where the merchant types: its first field.
    await expect(dialog.getByTestId('hot-search-title')).toBeFocused();
    await confirmButton(dialog).click();
    await expect(dialog.getByText('标题不能为空')).toBeVisible();
    await expect(dialog.getByText('内容不能为空')).toBeVisible();
    // Blank text is still empty; over-long text is cut at the limits (20 and 30).
    await dialog.getByTestId('hot-search-title').fill('   ');
    await confirmButton(dialog).click();
    await expect(dialog.getByText('标题不能为空')).toBeVisible();
    await dialog.getByTestId('hot-search-title').fill('一'.repeat(25));
    await expect(dialog.getByTestId('hot-search-title')).toHaveValue('一'.repeat(20));
    await dialog.getByTestId('hot-search-content').fill('二'.repeat(35));
    await expect(dialog.getByTestId('hot-search-content')).toHaveValue('二'.repeat(30));
    await expect(dialog.getByText('标题不能为空')).toHaveCount(0);
    await expect(dialog.getByText('内容不能为空')).toHaveCount(0);

    await dialog.getByTestId('hot-search-title').fill(title);
    await dialog.getByTestId('hot-search-content').fill('轻便折叠轮椅');
    // The order is a whole number up to 32767: a typed value out of it is said and kept, never changed.
    for (const [typed, says] of [
      ['7.6', '排序必须为整数'],
      ['40000', '排序不能大于32767'],
    ] as const) {
      await dialog.getByTestId('hot-search-seq').fill(typed);
      await dialog.getByTestId('hot-search-seq').blur();
      await expect(dialog.getByText(says)).toBeVisible();
      await expect(dialog.getByTestId('hot-search-seq')).toHaveValue(typed);
    }
    await dialog.getByTestId('hot-search-seq').fill('8');
    await expect(dialog.getByText('排序不能大于32767')).toHaveCount(0);
    await expectToastFrom(page, '操作成功', () => confirmButton(dialog).click());
    await expect(dialog).toBeHidden();
    const row = hotRow(page, title);
    await expect(row).toBeVisible();
    await expect(row).toContainText('轻便折叠轮椅');
    await expect(row).toContainText('8');
    await expect(row.getByText('启用', { exact: true })).toBeVisible();
    await expect(row).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);

    // Edit: the dialog loads the term; turn it off and change the content.
    await row.getByTestId('hot-search-edit').click();
    await expect(dialog.getByText('编辑热搜')).toBeVisible();
    await expect(dialog.getByTestId('hot-search-title')).toHaveValue(title);
    await expect(dialog.getByTestId('hot-search-title')).toBeFocused();
    await expect(dialog.getByTestId('hot-search-seq')).toHaveValue('8');
    await dialog.getByTestId('hot-search-content').fill('电动轮椅');
    await dialog.getByTestId('hot-search-status').getByText('未启用').click();
    await expectToastFrom(page, '操作成功', () => confirmButton(dialog).click());
    await expect(row).toContainText('电动轮椅');
    await expect(row.getByText('未启用', { exact: true })).toBeVisible();

    // Filters: content and status find it, the other status does not; clear brings everything back.
    await page.getByTestId('hot-search-filter-content').fill('电动轮');
    await page.getByTestId('hot-search-filter-status').selectOption({ label: '未启用' });
    await page.getByTestId('hot-search-search').click();
    await expect(row).toBeVisible();
    await expect(page.getByTestId('hot-search-row')).toHaveCount(1);
    await page.getByTestId('hot-search-filter-status').selectOption({ label: '启用' });
    await page.getByTestId('hot-search-search').click();
    await expect(page.getByText('暂无数据')).toBeVisible();
    await page.getByTestId('hot-search-clear').click();
    await expect(page.getByTestId('hot-search-filter-content')).toHaveValue('');
    await expect(row).toBeVisible();
    await expect(page.getByTestId('hot-search-row').nth(1)).toBeVisible();

    await row.getByTestId('hot-search-delete').click();
    await expect(page.getByText('确定进行删除操作?')).toBeVisible();
    await expectToastFrom(page, '操作成功', () =>
      page
        .locator('.ui-confirm')
        .getByRole('button', { name: /确\s*认/ })
        .click(),
    );
    await expect(row).toHaveCount(0);
  });

  test('pages ten at a time, by title filter and page size', async ({ page, request }) => {
    await open(page, request, HOT_SEARCH);
    const token = await tokenOf(page);
    const prefix = `分页${unique()}`;
    for (let i = 1; i <= 12; i++) {
      await api(request, token, 'POST', '/mall_multishop/admin/hot_search', { title: `${prefix}-${i}`, content: '分页测试', seq: i, status: 1 });
    }
    await page.getByTestId('hot-search-filter-title').fill(prefix);
    await page.getByTestId('hot-search-search').click();
    await expect(page.getByText('共 12 条')).toBeVisible();
    await expect(page.getByTestId('hot-search-row')).toHaveCount(10);
    // Newest first: 12 … 3 on page one, 2 and 1 on page two.
    await expect(page.getByTestId('hot-search-row').first()).toHaveAttribute('data-title', `${prefix}-12`);
    await pagerPage(page, 2).click();
    await expect(page.getByTestId('hot-search-row')).toHaveCount(2);
    await expect(hotRow(page, `${prefix}-1`)).toBeVisible();

    // Larger pages (20, 30 or 50) start again at page 1.
    await pickPageSize(page, 20);
    await expect(page.getByTestId('hot-search-row')).toHaveCount(12);
    await expect(currentPage(page)).toHaveText('1');

    // The size is kept in the list's address, through a reload too.
    await page.reload();
    await expect(page.getByTestId('hot-search-row')).toHaveCount(12);
    await expect(page.getByTestId('hot-search-filter-title')).toHaveValue(prefix);

    // Emptying the last page shows the page before it (the list opened afresh: 10 a page).
    await page.goto(HOT_SEARCH);
    await page.getByTestId('hot-search-filter-title').fill(prefix);
    await page.getByTestId('hot-search-search').click();
    await pagerPage(page, 2).click();
    await expect(page.getByTestId('hot-search-row')).toHaveCount(2);
    for (const n of [2, 1]) {
      await hotRow(page, `${prefix}-${n}`).getByTestId('hot-search-delete').click();
      await page
        .locator('.ui-confirm')
        .getByRole('button', { name: /确\s*认/ })
        .click();
      await expect(hotRow(page, `${prefix}-${n}`)).toHaveCount(0);
    }
    await expect(currentPage(page)).toHaveText('1');
    await expect(page.getByTestId('hot-search-row')).toHaveCount(10);
    await expect(page.getByText('共 10 条')).toBeVisible();
  });

  test('deleting by keyboard leaves the focus on the row now in its place', async ({ page, request }) => {
    await open(page, request, HOT_SEARCH);
    const token = await tokenOf(page);
    const prefix = `键盘${unique()}`;
    for (let i = 1; i <= 3; i++) {
      await api(request, token, 'POST', '/mall_multishop/admin/hot_search', { title: `${prefix}-${i}`, content: '键盘删除', seq: i, status: 1 });
    }
    await page.getByTestId('hot-search-filter-title').fill(prefix);
    await page.getByTestId('hot-search-search').click();
    await expect(page.getByTestId('hot-search-row')).toHaveCount(3);
    const deleteOf = (n: number) => hotRow(page, `${prefix}-${n}`).getByTestId('hot-search-delete');
    const deleteByKeyboard = async (n: number) => {
      await deleteOf(n).focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('.ui-confirm').getByRole('button', { name: /确\s*认/ })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(hotRow(page, `${prefix}-${n}`)).toHaveCount(0);
    };
    // Newest first (3, 2, 1): the middle one goes, and the one below it takes its place and the focus.
    await deleteByKeyboard(2);
    await expect(deleteOf(1)).toBeFocused();
    // The last row goes: the row above it, now the last.
    await deleteByKeyboard(1);
    await expect(deleteOf(3)).toBeFocused();
    // A cancelled question gives the focus back to the button that asked it (Escape once the question is up: pressed
    // before it has drawn, it reaches nothing, as a user's would).
    await page.keyboard.press('Enter');
    await expect(page.locator('.ui-confirm').getByRole('button', { name: /确\s*认/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(deleteOf(3)).toBeFocused();
  });

  test('a term deleted in another tab: its edit says so, opens no form to save over nothing, and the row goes', async ({ page, request }) => {
    await open(page, request, HOT_SEARCH);
    const token = await tokenOf(page);
    const title = `已删${unique()}`;
    await api(request, token, 'POST', '/mall_multishop/admin/hot_search', { title, content: '另一个标签页删掉了', seq: 1, status: 1 });
    await page.getByTestId('hot-search-filter-title').fill(title);
    await page.getByTestId('hot-search-search').click();
    await expect(hotRow(page, title)).toHaveCount(1);
    const { list } = await api<{ list: { hotSearchId: number }[] }>(
      request,
      token,
      'GET',
      `/mall_multishop/admin/hot_search/page?pageNum=1&pageSize=10&title=${encodeURIComponent(title)}`,
    );
    await api(request, token, 'DELETE', `/mall_multishop/admin/hot_search?hotSearchId=${list[0]!.hotSearchId}`);

    await expectToastFrom(page, '热搜不存在或已删除', () => hotRow(page, title).getByTestId('hot-search-edit').click());
    await expect(openDialogs(page)).toHaveCount(0);
    // The list is read again, so the row goes; the focus stays in the list rather than falling to the page.
    await expect(hotRow(page, title)).toHaveCount(0);
    await expect(page.getByTestId('hot-search-row')).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('#main-content') !== null)).toBe(true);
  });

  test('with the server gone after the page loaded, a save says so and a delete still asks', async ({ page, request }) => {
    await signIn(page, request, 'shop_admin');
    const token = await tokenOf(page);
    const title = `断网${unique()}`;
    await api(request, token, 'POST', '/mall_multishop/admin/hot_search', { title, content: '断网时编辑', seq: 1, status: 1 });
    // No toast or question has been shown in this page load: the app fetches their code a few seconds after it loaded.
    const fetched = (chunk: RegExp) => page.waitForResponse((response) => chunk.test(new URL(response.url()).pathname));
    await page.goto(HOT_SEARCH);
    const feedbackCode = Promise.all([fetched(/\/toast-[^/]*\.js$/), fetched(/\/confirm-dialog-[^/]*\.js$/)]);
    await expect(hotRow(page, title)).toBeVisible();
    await feedbackCode;
    await hotRow(page, title).getByTestId('hot-search-edit').click();
    const dialog = dialogWith(page, 'hot-search-form');
    await expect(dialog.getByTestId('hot-search-title')).toHaveValue(title);

    // The server stops answering.
    await page.route('**/*', (route) => route.abort('connectionrefused'));
    await dialog.getByTestId('hot-search-content').fill('服务器已停止');
    await expectToastFrom(page, '无法连接服务器，请检查网络后重试', () => confirmButton(dialog).click());
    // What was typed is not thrown away by a slip: cancel asks first, and staying keeps it.
    await cancelButton(dialog).click();
    await unsavedQuestion(page).getByRole('button', { name: '继续编辑' }).click();
    await expect(dialog.getByTestId('hot-search-content')).toHaveValue('服务器已停止');
    await page.keyboard.press('Escape');
    await leaveUnsaved(page);
    await expect(dialog).toBeHidden();
    await hotRow(page, title).getByTestId('hot-search-delete').click();
    await expect(page.getByRole('alertdialog', { name: '提示' })).toHaveAccessibleDescription('确定进行删除操作?');
  });

  test('staff may add and edit terms but see no delete button', async ({ page, request }) => {
    await open(page, request, HOT_SEARCH, 'shop_staff');
    const title = `店员${unique()}`;
    await page.getByTestId('hot-search-create').click();
    const dialog = dialogWith(page, 'hot-search-form');
    await dialog.getByTestId('hot-search-title').fill(title);
    await dialog.getByTestId('hot-search-content').fill('店员添加');
    await expectToastFrom(page, '操作成功', () => confirmButton(dialog).click());
    await expect(hotRow(page, title)).toBeVisible();
    await expect(hotRow(page, title).getByTestId('hot-search-edit')).toBeVisible();
    await expect(page.getByTestId('hot-search-delete')).toHaveCount(0);
  });
});

test.describe('notices', () => {
  test('create with rich text and a picture, edit, revoke and delete', async ({ page, request }) => {
    await open(page, request, NOTICE);
    const token = await tokenOf(page);
    const picture = `公告图${unique()}.png`;
    const picturePath = await uploadPicture(request, token, picture);
    const title = `停水通知${unique()}`;

    await page.getByTestId('notice-create').click();
    const dialog = dialogWith(page, 'notice-form');
    await expect(dialog.getByText('新增公告')).toBeVisible();
    await dialog.getByTestId('notice-title').fill(title);

    // Rich text: bold text from the toolbar, then a picture from the library.
    const editor = dialog.getByTestId('notice-content').locator('.ProseMirror');
    await editor.click();
    await page.keyboard.type('本周六停水');
    await page.keyboard.press('Enter');
    await dialog.getByTestId('rte-bold').click();
    await page.keyboard.type('请提前储水');
    await expect(editor.locator('strong')).toHaveText('请提前储水');
    await dialog.getByTestId('rte-image').click();
    const manager = page.getByTestId('picture-manager');
    await manager.getByTestId('pm-search').fill(picture);
    await manager.getByTestId('pm-search-button').click();
    await manager.locator(`[data-testid="pm-tile"][data-name="${picture}"]`).getByTestId('pm-tile-pick').click();
    await manager.getByTestId('pm-confirm').click();
    await expect(manager).toBeHidden();
    const inserted = editor.locator('img');
    await expect(inserted).toHaveAttribute('src', new RegExp(`${picturePath}$`));
    await expect(inserted).toHaveJSProperty('complete', true);
    expect(await inserted.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);

    await dialog.getByTestId('notice-top').getByText('是', { exact: true }).click();
    await expectToastFrom(page, '操作成功', () => confirmButton(dialog).click());
    await expect(dialog).toBeHidden();
    const row = noticeRow(page, title);
    await expect(row).toBeVisible();
    await expect(row.getByText('公布', { exact: true })).toBeVisible();
    await expect(row.getByText('是', { exact: true })).toBeVisible();
    await expect(row).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    // Pinned notices lead the list.
    await expect(page.getByTestId('notice-row').first()).toHaveAttribute('data-title', title);

    // Edit: the stored rich text comes back into the editor; revoke it and unpin it.
    await row.getByTestId('notice-edit').click();
    await expect(dialog.getByText('编辑公告')).toBeVisible();
    await expect(editor).toContainText('本周六停水');
    await expect(editor.locator('strong')).toHaveText('请提前储水');
    await expect(editor.locator('img')).toHaveAttribute('src', new RegExp(`${picturePath}$`));
    await editor.locator('p').first().click();
    await page.keyboard.press('End');
    await page.keyboard.type('，周日恢复');
    await dialog.getByTestId('notice-status').getByText('撤销').click();
    await dialog.getByTestId('notice-top').getByText('否', { exact: true }).click();
    await expectToastFrom(page, '操作成功', () => confirmButton(dialog).click());
    await expect(row.getByText('撤销', { exact: true })).toBeVisible();
    await expect(row.getByText('否', { exact: true })).toBeVisible();
    const [stored] = (
      await api<{ list: { title: string; content: string }[] }>(
        request,
        token,
        'GET',
        `/mall_multishop/admin/notice/page?pageNum=1&pageSize=10&title=${encodeURIComponent(title)}`,
      )
    ).list;
    expect(stored!.content).toContain('本周六停水，周日恢复');
    expect(stored!.content).toContain('<strong>请提前储水</strong>');

    await row.getByTestId('notice-delete').click();
    await expectToastFrom(page, '操作成功', () =>
      page
        .locator('.ui-confirm')
        .getByRole('button', { name: /确\s*认/ })
        .click(),
    );
    await expect(row).toHaveCount(0);
  });

  test('a notice changed elsewhere after its dialog opened: the save is refused and keeps what was typed; reopened, it shows the change', async ({
    page,
    request,
  }) => {
    await open(page, request, NOTICE);
    const token = await tokenOf(page);
    const title = `通知${unique()}`;
    await api(request, token, 'POST', '/mall_multishop/admin/notice', { title, content: '<p>原文</p>', type: 1, status: 1, isTop: 0 });
    await page.reload();
    const row = noticeRow(page, title);
    await row.getByTestId('notice-edit').click();
    const dialog = dialogWith(page, 'notice-form');
    await expect(dialog.getByTestId('notice-title')).toHaveValue(title);

    // Meanwhile a colleague, in another tab, gives it another title.
    const [stored] = (
      await api<{ list: { id: number }[] }>(request, token, 'GET', `/mall_multishop/admin/notice/page?pageNum=1&pageSize=10&title=${title}`)
    ).list;
    const theirs = await api<Record<string, unknown>>(request, token, 'GET', `/mall_multishop/admin/notice?id=${stored!.id}`);
    await api(request, token, 'PUT', '/mall_multishop/admin/notice', { ...theirs, title: `${title}改` });

    await dialog.getByTestId('notice-title').fill(`${title}我`);
    await expectToastFrom(page, '数据已在别处修改，请重新打开后再保存', () => confirmButton(dialog).click());
    await expect(dialog.getByTestId('notice-title')).toHaveValue(`${title}我`);
    // The toast shows before the save has settled; antd's dialog ignores its cancel while its confirm is busy.
    await expect(confirmButton(dialog)).not.toHaveClass(/ant-btn-loading/);
    await cancelButton(dialog).click();
    await leaveUnsaved(page);
    await expect(dialog).toBeHidden();

    await noticeRow(page, `${title}改`).getByTestId('notice-edit').click();
    await expect(dialog.getByTestId('notice-title')).toHaveValue(`${title}改`);
    await expectToastFrom(page, '操作成功', () => confirmButton(dialog).click());
    await expect(dialog).toBeHidden();
  });

  test('a notice being written is not lost to Back or a reload: leaving asks first', async ({ page, request }) => {
    await open(page, request, NOTICE);
    // The browser's own questions, so that a Back that asked the browser instead of the app says so.
    const browserQuestions: string[] = [];
    page.on('dialog', (question) => void browserQuestions.push(question.type()));
    // Within the app, as a merchant moves: to the hot-search terms from the sidebar, and back to the notices.
    await page.evaluate(() => void ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByText('热搜管理', { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${HOT_SEARCH}$`));
    // Seen before moving on: the address changes at once, but the screen (and its tag) only once its code has loaded,
    // and a second click before then goes on from the notices, which never left (a busy machine: its tag was missing).
    await expect(page.getByRole('heading', { level: 1, name: '热搜管理' })).toBeVisible();
    await sidebar.getByText('公告管理', { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${NOTICE}$`));
    await expect(page.getByTestId(`tag-${HOT_SEARCH}`)).toBeVisible();
    await expect(page.locator('.ui-table')).toBeVisible();
    // The sidebar moved within the page: Back is the app's to answer, not the browser's.
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await page.getByTestId('notice-create').click();
    const dialog = dialogWith(page, 'notice-form');
    await dialog.getByTestId('notice-title').fill('写了一半的公告');
    const editor = dialog.getByTestId('notice-content').locator('.ProseMirror');
    await editor.click();
    await page.keyboard.type('周六停水');
    const ask = page.locator('.ui-confirm').filter({ hasText: '有未保存的修改' });

    await page.goBack();
    await ask.waitFor().catch((error: unknown) => {
      throw new Error(`Back did not have the app ask; the browser was asked: ${browserQuestions.join(', ') || 'nothing'}`, { cause: error });
    });
    expect(browserQuestions).toEqual([]);
    await ask.getByRole('button', { name: '继续编辑' }).click();
    await expect(page).toHaveURL(new RegExp(`${NOTICE}$`));
    await expect(dialog.getByTestId('notice-title')).toHaveValue('写了一半的公告');
    await expect(editor).toHaveText('周六停水');

    // A reload has the browser ask; dismissed, the page and the dialog stay.
    let asked = false;
    page.once('dialog', (question) => {
      asked = question.type() === 'beforeunload';
      void question.dismiss();
    });
    await page.reload({ timeout: 2000 }).catch(() => undefined);
    expect(asked).toBe(true);
    await expect(dialog.getByTestId('notice-title')).toHaveValue('写了一半的公告');

    // Leaving on purpose goes; a dialog nobody typed into lets the page go without a question.
    await page.goBack();
    await ask.getByRole('button', { name: /离\s*开/ }).click();
    await expect(page).toHaveURL(new RegExp(`${HOT_SEARCH}$`));
    await page.goForward();
    await page.getByTestId('notice-create').click();
    await expect(dialog.getByTestId('notice-title')).toHaveValue('');
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${HOT_SEARCH}$`));
    await expect(ask).toHaveCount(0);
  });

  test('a notice being written when the session ends comes back after 重新登录, and saves', async ({ page, request }) => {
    await open(page, request, NOTICE);
    const title = `重新登录的公告${unique()}`;
    await page.getByTestId('notice-create').click();
    const dialog = dialogWith(page, 'notice-form');
    await dialog.getByTestId('notice-title').fill(title);
    const editor = dialog.getByTestId('notice-content').locator('.ProseMirror');
    await editor.click();
    await page.keyboard.type('周六上午九点停水');
    // Meanwhile the session ends (signed out in another tab): the save is answered A00004.
    await api(request, await tokenOf(page), 'POST', '/mall_auth/login_out');
    let asked = false;
    page.on('dialog', (question) => {
      asked = true;
      void question.dismiss();
    });
    await confirmButton(dialog).click();
    await page.locator('.ui-confirm').filter({ hasText: '您已经登出' }).getByRole('button', { name: '重新登录' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    // The work waits in the tab: the reload went without the browser's "leave the site?" question.
    expect(asked).toBe(false);
    await fillLogin(page, 'shop_admin', PASSWORD);
    await submitAndSolveCaptcha(page, request);
    await expect(page).toHaveURL(new RegExp(`${NOTICE}`));
    await expect(dialog.getByTestId('notice-restored')).toHaveText('已恢复重新登录前未保存的修改：点“确认”保存，点“取消”放弃');
    await expect(dialog.getByTestId('notice-title')).toHaveValue(title);
    await expect(editor).toHaveText('周六上午九点停水');
    await expectToastFrom(page, '操作成功', () => confirmButton(dialog).click());
    await expect(noticeRow(page, title)).toBeVisible();
  });

  test('stored script in a notice never runs in the editor', async ({ page, request }) => {
    await open(page, request, NOTICE);
    const token = await tokenOf(page);
    const title = `安全${unique()}`;
    const attack = '<p>正文</p><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:window.__xss=3">点我</a>';
    await api(request, token, 'POST', '/mall_multishop/admin/notice', { title, content: attack, status: 1, isTop: 0 });
    await page.getByTestId('notice-filter-title').fill(title);
    await page.getByTestId('notice-search').click();
    await noticeRow(page, title).getByTestId('notice-edit').click();
    const editor = dialogWith(page, 'notice-form').getByTestId('notice-content').locator('.ProseMirror');
    await expect(editor).toContainText('正文');
    await editor.getByText('点我').click();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await expect(editor.locator('[onerror]')).toHaveCount(0);
    await expect(editor.locator('a[href^="javascript"]')).toHaveCount(0);
  });

  test('pages ten at a time and filters by status', async ({ page, request }) => {
    await open(page, request, NOTICE);
    const token = await tokenOf(page);
    const prefix = `公告分页${unique()}`;
    for (let i = 1; i <= 12; i++) {
      await api(request, token, 'POST', '/mall_multishop/admin/notice', {
        title: `${prefix}-${i}`,
        content: '<p>内容</p>',
        status: i === 12 ? 0 : 1,
        isTop: 0,
      });
    }
    await page.getByTestId('notice-filter-title').fill(prefix);
    await page.getByTestId('notice-search').click();
    await expect(page.getByText('共 12 条')).toBeVisible();
    await expect(page.getByTestId('notice-row')).toHaveCount(10);
    await pagerPage(page, 2).click();
    await expect(page.getByTestId('notice-row')).toHaveCount(2);
    await pickPageSize(page, 20);
    await expect(page.getByTestId('notice-row')).toHaveCount(12);

    await page.getByTestId('notice-filter-status').selectOption({ label: '撤销' });
    await page.getByTestId('notice-search').click();
    await expect(page.getByTestId('notice-row')).toHaveCount(1);
    await expect(noticeRow(page, `${prefix}-12`)).toBeVisible();
  });

  test('staff without the notice permissions see no create, edit or delete', async ({ page, request, browser }) => {
    const admin = await browser.newPage();
    await signIn(admin, request, 'shop_admin');
    await expect(admin).toHaveURL(/\/order\/order/);
    const token = await tokenOf(admin);
    const title = `店员可见${unique()}`;
    await api(request, token, 'POST', '/mall_multishop/admin/notice', { title, content: '<p>x</p>', status: 1, isTop: 0 });
    try {
      await withStaffMenus(request, token, [145, 259], async () => {
        await open(page, request, NOTICE, 'shop_staff');
        await expect(page.getByTestId('notice-row').first()).toBeVisible();
        await expect(page.getByTestId('notice-create')).toHaveCount(0);
        await expect(page.getByTestId('notice-edit')).toHaveCount(0);
        await expect(page.getByTestId('notice-delete')).toHaveCount(0);
      });
    } finally {
      await admin.close();
    }
  });
});
