import { defineConfig } from '@playwright/test';
import { E2E_BASE_PORT, E2E_WORKERS, serverUrlFor } from './e2e/kit/fixtures';

const ports = Array.from({ length: E2E_WORKERS }, (_, index) => E2E_BASE_PORT + index);

/**
 * A server with a fresh database (scripts/e2e-server.mjs: on PostgreSQL when E2E_DATABASE_URL names one, else
 * embedded); the captcha test hook and the built-in sign-on service are on.
 */
const serverOn = (port: number) => ({
  command: 'node --import tsx scripts/e2e-server.mjs',
  url: `http://127.0.0.1:${port}/mall_auth/ua/app_config`,
  timeout: 120_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: `.test-output/e2e-db-${port}`,
    WEB_DIST: process.env.E2E_WEB_DIST ?? 'apps/web/dist',
    CAPTCHA_TEST_HOOK: '1',
    STRICT_ANSWERS: '1',
    SSO_BUILTIN: '1',
    LOG_LEVEL: 'warn',
    LOGIN_MAX_FAILURES: '50',
  },
});

export default defineConfig({
  testDir: './e2e',
  // A test's whole budget, the same for every test (none sets its own). Two workers share the machine's two cores,
  // so a test takes up to twice its time alone: each stays within about 30 s alone, a longer journey split into tests
  // whose later parts start from rows made through the API, a walk over every screen into halves. A step waits 10 s
  // unless it says otherwise.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Spec files run side by side, one worker each at a time, each worker against its own server (e2e/kit/fixtures).
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    // The first worker's; each test's baseURL is its worker's server (e2e/kit/fixtures).
    baseURL: serverUrlFor(0),
    locale: 'zh-CN',
    // The app honours the system's reduced-motion setting: antd opens and closes without animating, so no
    // click ever lands on a dropdown or dialog still in motion.
    reducedMotion: 'reduce',
    viewport: { width: 1366, height: 820 },
    // An action (click, fill) waits at most this long for its element to be there and take input: one that never
    // can fails naming its step and why (hidden, disabled, covered), where it would otherwise wait out the test's
    // whole budget and report only "Test timeout". As long as a first render's wait (FIRST_RENDER in the specs).
    actionTimeout: 20_000,
    // Likewise a navigation's wait for its page's load event (a reload, a goto), which a request that never ends holds.
    navigationTimeout: 30_000,
    // Traces only when asked (E2E_TRACE=1 keeps a failing test's, without the screencast): a trace snapshots the page
    // at every step of every test whatever its outcome, about a tenth of a test's time, and a CI log cannot hold one.
    trace: process.env.E2E_TRACE === '1' ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    launchOptions: {
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
    },
  },
  outputDir: `.test-output/playwright-${E2E_BASE_PORT}`,
  webServer: ports.map(serverOn),
});
