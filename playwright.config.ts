import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    // The app honours the system's reduced-motion setting: antd opens and closes without animating, so no
    // click ever lands on a dropdown or dialog still in motion.
    reducedMotion: 'reduce',
    viewport: { width: 1366, height: 820 },
    trace: 'retain-on-failure',
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
  outputDir: `.test-output/playwright-${port}`,
  webServer: {
    // A fresh embedded database per run; the captcha test hook and the built-in sign-on service are on.
    command: `rm -rf .test-output/e2e-db-${port} && node --import tsx apps/server/src/main.ts`,
    url: `http://127.0.0.1:${port}/mall_auth/ua/app_config`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
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
  },
});
