import { expect, type Locator } from '@playwright/test';
import { UI_LANGUAGES } from '@caremall/contract';
import { test, useLanguage } from './kit/fixtures';
import {
  captchaAnswer,
  dragDistanceFor,
  dragSlider,
  fillLogin,
  isCaptchaGet,
  PASSWORD,
  Shell,
  signIn,
  signInWithCaptcha,
  submitAndSolveCaptcha,
} from './kit';

const boxOf = (locator: Locator) => locator.boundingBox();

test.describe('sign-in', () => {
  test('a shop admin signs in through the slide captcha and lands on the order list', async ({ page, request }) => {
    await signInWithCaptcha(page, request, 'shop_admin');
    await expect(page.getByTestId('captcha-message')).toContainText('验证成功');
    await expect(page).toHaveURL(/\/order\/order$/);
    await expect(page.getByTestId('navbar-username')).toHaveText('乐享店长');
    await expect(page.getByTestId('sidebar')).toContainText('商品管理');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'mall-Admin-Token')?.value).toBeTruthy();
    expect(await page.title()).toContain('订单管理');
  });

  test('a wrong password keeps the user on the login page with the server message', async ({ page, request }) => {
    await signIn(page, request, 'shop_admin', 'WrongPass1');
    await expect(page.getByText('用户名或密码不正确')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('a wrong slide says 验证失败 and refreshes the challenge', async ({ page, request }) => {
    await page.goto('/login');
    await fillLogin(page, 'shop_admin', PASSWORD);
    const first = page.waitForResponse(isCaptchaGet);
    await page.getByTestId('login-submit').click();
    const answer = await captchaAnswer(request, await first);
    const refreshed = page.waitForResponse(isCaptchaGet);
    const wrongX = answer.x > 180 ? answer.x - 80 : answer.x + 80;
    await dragSlider(page, await dragDistanceFor(page, wrongX));
    await expect(page.getByTestId('captcha-message')).toContainText('验证失败');
    const second = await refreshed;
    const next = await captchaAnswer(request, second);
    await dragSlider(page, await dragDistanceFor(page, next.x));
    await expect(page).toHaveURL(/\/order\/order/);
  });

  test("in every language the slider's hint is drawn whole, beside the handle and inside its track", async ({ page }) => {
    for (const language of UI_LANGUAGES) {
      await useLanguage(page, language);
      await page.goto('/login');
      await fillLogin(page, 'shop_admin', 'any_password1');
      await page.getByTestId('login-submit').click();
      const hint = page.locator('.captcha-slider__hint');
      await expect(hint).toBeVisible();
      const [box, track, handle] = await Promise.all(
        [hint, page.getByTestId('captcha-slider-track'), page.getByTestId('captcha-slider-handle')].map(boxOf),
      );
      const text = await hint.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const { left, right, top, bottom } = range.getBoundingClientRect();
        return { left, right, top, bottom };
      });
      expect(text.left, language).toBeGreaterThanOrEqual(handle!.x + handle!.width);
      expect(text.right, language).toBeLessThanOrEqual(track!.x + track!.width);
      expect(text.top, language).toBeGreaterThanOrEqual(track!.y);
      expect(text.bottom, language).toBeLessThanOrEqual(track!.y + track!.height);
      expect(box!.height, language).toBeLessThanOrEqual(track!.height);
      await page.keyboard.press('Escape');
    }
  });

  test('login validation messages show and clear on focus', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, '123', '123');
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('请输入正确的用户名')).toBeVisible();
    await expect(page.getByText('密码不能少于6位')).toBeVisible();
    await expect(page.getByTestId('captcha-popup')).toBeHidden();
    await page.getByTestId('login-username').focus();
    await expect(page.getByText('请输入正确的用户名')).toBeHidden();
  });

  test('Enter in the password field submits', async ({ page, request }) => {
    await page.goto('/login');
    await fillLogin(page, 'shop_admin', PASSWORD);
    const got = page.waitForResponse(isCaptchaGet);
    await page.getByTestId('login-password').press('Enter');
    await expect(page.getByTestId('captcha-popup')).toBeVisible();
    const answer = await captchaAnswer(request, await got);
    await dragSlider(page, await dragDistanceFor(page, answer.x));
    await expect(page).toHaveURL(/\/order\/order/);
  });
});

test.describe('route guard', () => {
  test('a signed-out user is sent to /login with the redirect, and comes back with other params kept', async ({ page, request }) => {
    await page.goto('/product/list?tab=3');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirect')!)).toBe('/product/list?tab=3');
    await expect(page).toHaveTitle(/^登录 - /);
    // Opened directly, the login page renders without the router; signing in hands the page to the app.
    await page.goto('/login?redirect=/product/list&tab=3');
    await expect(page).toHaveTitle(/^登录 - /);
    await fillLogin(page, 'shop_admin', PASSWORD);
    await submitAndSolveCaptcha(page, request);
    await expect(page).toHaveURL(/\/product\/list\?tab=3$/);
    await expect(page).toHaveTitle(/^商品列表 - /);
  });

  test('a signed-in user opening /login goes home; unknown paths show 404', async ({ page, request }) => {
    await signIn(page, request, 'shop_admin');
    await expect(page).toHaveURL(/\/order\/order/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/order\/order/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByTestId('page-404')).toContainText('OOPS!');
    await page.goto('/401');
    await expect(page.getByTestId('page-401')).toBeVisible();
    await page.getByTestId('page-401').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/order\/order/);
  });

  test('log-out returns to /login with the current path as redirect', async ({ page, request }) => {
    await signIn(page, request, 'shop_admin');
    await expect(page).toHaveURL(/\/order\/order/);
    await page.goto('/product/list');
    await new Shell(page).logOut();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fproduct%2Flist|\/login\?redirect=\/product\/list/);
    await page.goto('/order/order');
    await expect(page).toHaveURL(/\/login/);
  });

  test('a staff user sees only the menus of its role', async ({ page, request }) => {
    await signIn(page, request, 'shop_staff');
    await expect(page).toHaveURL(/\/order\/order/);
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toContainText('订单管理');
    await expect(sidebar).not.toContainText('商品管理');
    await expect(sidebar).not.toContainText('权限管理');
    await page.goto('/product/list');
    await expect(page).toHaveURL(/\/401$/);
  });
});
