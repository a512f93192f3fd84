// Page speed in headless Chromium: first load of the login page and of the order list (signed in).
// Prints bytes on the wire (as served: brotli when the browser asks for it), the gzip size of the
// JavaScript and CSS the page loaded (the budget's measure), request count and LCP, each the median
// of 5 cold loads.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createCipheriv } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { ensureBrowser, ensureDependencies } from '../scripts/bootstrap.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 4270);
const base = `http://127.0.0.1:${port}`;
const RUNS = 5;
const dataDir = path.join(root, '.test-output', 'bench-page-db');
// A build of its own, so the benchmark measures the current sources without touching apps/web/dist.
const webDist = process.env.BENCH_WEB_DIST ?? path.join(root, '.test-output', 'web-bench');

function buildWeb() {
  if (process.env.BENCH_WEB_DIST && existsSync(path.join(webDist, 'index.html'))) return;
  const { status } = spawnSync('npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  });
  if (status !== 0) throw new Error('web build failed');
}

/** Gzip size of a built asset: the build's own .gz beside it, or compressed here at level 9. */
function gzipBytes(urlPath) {
  const file = path.join(webDist, decodeURIComponent(urlPath));
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/mall_auth/ua/app_config`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

const aes = (plain, key) => {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
};
const post = async (url, body, headers = {}) =>
  (await fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })).json();

/** Signs in through the API (captcha answered by the test hook) and returns the token. */
async function signIn(username) {
  const { repData } = (await post('/mall_auth/ua/captcha/get', { captchaType: 'blockPuzzle' })).data;
  const answer = (await (await fetch(`${base}/mall_auth/ua/captcha/test_answer?token=${repData.token}`)).json()).data;
  const pointJson = JSON.stringify({ x: answer.x, y: 5 });
  await post('/mall_auth/ua/captcha/check', { captchaType: 'blockPuzzle', token: repData.token, pointJson: aes(pointJson, repData.secretKey) });
  const captchaVerification = aes(`${repData.token}---${pointJson}`, repData.secretKey);
  const login = await post('/mall_auth/ua/login', { principal: username, credentials: 'Caremall123', sysType: 1, captchaVerification });
  return login.data.accessToken;
}

async function measure(browser, url, { token, ready }) {
  const context = await browser.newContext({ locale: 'zh-CN' });
  if (token) await context.addCookies([{ name: 'mall-Admin-Token', value: token, url: base }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  let bytes = 0;
  let requests = 0;
  const assets = new Set();
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    requests += 1;
  });
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/\.(js|css)$/.test(pathname)) assets.add(pathname);
  });
  await page.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator(ready).first().waitFor();
  const lcp = await page.evaluate(() => window.__lcp);
  await context.close();
  const jsCssGzip = [...assets].reduce((sum, p) => sum + gzipBytes(p), 0);
  return { bytes, requests, lcp, jsCssGzip };
}

async function main() {
  ensureDependencies();
  ensureBrowser();
  buildWeb();
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      CAPTCHA_TEST_HOOK: '1',
      LOG_LEVEL: 'warn',
      LOGIN_MAX_FAILURES: '1000',
    },
    stdio: 'ignore',
  });
  try {
    await waitForServer();
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    const token = await signIn('shop_admin');
    const pages = [
      { name: 'login', url: `${base}/login`, ready: '[data-testid=login-submit]' },
      { name: 'order list', url: `${base}/order/order`, ready: '[data-testid=sidebar]', token },
    ];
    console.log(`page speed, median of ${RUNS} cold loads (headless Chromium, loopback)`);
    console.log('page         wire (KB)  JS+CSS gzip (KB)  requests  LCP (ms)');
    for (const target of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, target.url, target));
      const kb = (median(runs.map((r) => r.bytes)) / 1024).toFixed(1);
      const gz = (median(runs.map((r) => r.jsCssGzip)) / 1024).toFixed(1);
      console.log(
        `${target.name.padEnd(12)} ${kb.padStart(9)}  ${gz.padStart(16)}  ${String(median(runs.map((r) => r.requests))).padStart(8)}  ${median(
          runs.map((r) => r.lcp),
        )
          .toFixed(0)
          .padStart(8)}`,
      );
    }
    await browser.close();
  } finally {
    server.kill();
  }
}

await main();
