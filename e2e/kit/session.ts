// The e2e kit's session: signing in through the real slide captcha, the token it leaves (a second user's too), and
// opening a screen.
import { expect, type APIRequestContext, type Browser, type Locator, type Page, type Response } from '@playwright/test';

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

/** Signs in through the login page and the real slide captcha, every time. */
export async function signInWithCaptcha(page: Page, request: APIRequestContext, username: string, password = PASSWORD, path = '/login') {
  await page.goto(path);
  await fillLogin(page, username, password);
  await submitAndSolveCaptcha(page, request);
}

const TOKEN_COOKIE = 'mall-Admin-Token';

interface Session {
  token: string;
  origin: string;
}

/** The session of each user this worker signed in with the demo password, kept while the server accepts it. */
const sessions = new Map<string, Session>();

async function stillSignedIn(request: APIRequestContext, { token }: Session): Promise<boolean> {
  const answer = await request.get('/mall_rbac/menu/list_menu_ids', { headers: { Authorization: token } });
  return answer.ok() && ((await answer.json()) as { code: string }).code === '00000';
}

/**
 * The user's first screen is there: the page has left `/` for it, so the session is loaded (a navigation while it
 * loads would end the session: the guard signs out when its load fails), and the app's shell shows. The address
 * changes before the shell is drawn, and a load the server drew first keeps the app's page hidden beside the drawing
 * until the app takes over: a test that counts controls right after signing in (`all()`, `count()`) counted none.
 */
async function landed(page: Page): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname !== '/' && url.pathname !== '/login');
  await expect(page.locator('#root .shell')).toBeVisible();
}

const answerOf = async <T>(response: Response) => ((await response.json()) as { code: string; data: T }).data;

/**
 * Signs `username` in as a person does: the login page and the real slide captcha. With the demo password and
 * the plain login page, a session this worker opened before for the same user (still valid: not signed out, no
 * password change) is reused instead, and the page opens `/` as it does after signing in; either way it returns
 * once the user's first screen is there. The tests about signing in itself call `signInWithCaptcha`.
 */
export async function signIn(page: Page, request: APIRequestContext, username: string, password = PASSWORD, path = '/login') {
  if (password !== PASSWORD || path !== '/login') return signInWithCaptcha(page, request, username, password, path);
  const saved = sessions.get(username);
  if (saved && (await stillSignedIn(request, saved))) {
    await page.context().addCookies([{ name: TOKEN_COOKIE, value: saved.token, url: saved.origin }]);
    await page.goto('/');
    await landed(page);
    return;
  }
  sessions.delete(username);
  const checked = page.waitForResponse((r) => r.url().includes('/mall_auth/ua/captcha/check'));
  const loggedIn = page.waitForResponse((r) => r.url().includes('/mall_auth/ua/login') && r.request().method() === 'POST');
  // A sign-in that stops at the captcha never sends the login: its wait ends with the page, unheeded.
  loggedIn.catch(() => undefined);
  await signInWithCaptcha(page, request, username, password, path);
  if ((await answerOf<{ repCode: string }>(await checked)).repCode !== '0000') return;
  const login = await loggedIn;
  const token = (await answerOf<{ accessToken?: string } | null>(login))?.accessToken;
  if (!token) return;
  await landed(page);
  sessions.set(username, { token, origin: new URL(login.url()).origin });
}

export { isCaptchaGet };

export async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === TOKEN_COOKIE);
  return decodeURIComponent(cookie!.value);
}

/** Signs in as `who` and opens `path` once the shell is there; `ready` is what shows the screen has rendered. */
export async function openAs(page: Page, request: APIRequestContext, who: string, path: string, ready?: (page: Page) => Locator): Promise<void> {
  await signIn(page, request, who);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(path);
  await expect(ready ? ready(page) : page.locator('.ant-card, .ant-table, .ui-card').first()).toBeVisible();
}

/** Signs `who` in on a page of its own and returns the token (the page is closed). */
export async function tokenFor(browser: Browser, request: APIRequestContext, who: string): Promise<string> {
  const page = await browser.newPage();
  try {
    await signIn(page, request, who);
    await expect(page).not.toHaveURL(/\/login/);
    return await tokenOf(page);
  } finally {
    await page.close();
  }
}
