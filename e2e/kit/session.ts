// The e2e kit's session: signing in through the real slide captcha, the token it leaves, and opening a screen.
import { expect, type APIRequestContext, type Locator, type Page, type Response } from '@playwright/test';

export const PASSWORD = 'Caremall123';

interface CaptchaGet {
  data: { repCode: string; repData: { token: string; secretKey: string } };
}

/** The answer of the challenge the page just fetched, read through the server's test-only hook. */
export async function captchaAnswer(request: APIRequestContext, got: Response): Promise<{ x: number; y: number }> {
  const body = (await got.json()) as CaptchaGet;
  const answer = await request.get(`/mall_auth/ua/captcha/test_answer?token=${body.data.repData.token}`);
  return ((await answer.json()) as { data: { x: number; y: number } }).data;
}

const isCaptchaGet = (response: Response) => response.url().includes('/mall_auth/ua/captcha/get');

/** Drags the slider handle by `distance` CSS pixels, as a person would, in small steps. */
export async function dragSlider(page: Page, distance: number): Promise<void> {
  const handle = page.getByTestId('captcha-slider-handle');
  const box = (await handle.boundingBox())!;
  const startX = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(startX + (distance * i) / 10, y, { steps: 2 });
  await page.mouse.up();
}

/** Distance to drag for a secret x (image coordinates are 310 wide; the image may be shown scaled). */
export async function dragDistanceFor(page: Page, x: number): Promise<number> {
  const image = (await page.getByTestId('captcha-image').boundingBox())!;
  return (x * image.width) / 310;
}

export async function fillLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
}

/** Opens the captcha from the login form and solves it with the slider. */
export async function submitAndSolveCaptcha(page: Page, request: APIRequestContext): Promise<void> {
  const got = page.waitForResponse(isCaptchaGet);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('captcha-popup')).toBeVisible();
  const answer = await captchaAnswer(request, await got);
  await expect(page.getByTestId('captcha-image')).toBeVisible();
  await dragSlider(page, await dragDistanceFor(page, answer.x));
}

/** Signs in through the login page and the real slide captcha. */
export async function signIn(page: Page, request: APIRequestContext, username: string, password = PASSWORD, path = '/login') {
  await page.goto(path);
  await fillLogin(page, username, password);
  await submitAndSolveCaptcha(page, request);
}

export { isCaptchaGet };

export async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'mall-Admin-Token');
  return decodeURIComponent(cookie!.value);
}

/** Signs in as `who` and opens `path` once the shell is there; `ready` is what shows the screen has rendered. */
export async function openAs(page: Page, request: APIRequestContext, who: string, path: string, ready?: (page: Page) => Locator): Promise<void> {
  await signIn(page, request, who);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(path);
  await expect(ready ? ready(page) : page.locator('.ant-card, .ant-table').first()).toBeVisible();
}
