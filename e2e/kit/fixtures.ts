// Each Playwright worker drives a server of its own (its own embedded database), so specs running side by side
// never see each other's rows, sessions or sign-in failures.
import { test as base, expect, type Page } from '@playwright/test';

/** The first worker's port; worker n uses the next n ports (playwright.config.ts starts one server per worker). */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 4173);

/** How many workers (and servers) a run uses. */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

export const serverUrlFor = (parallelIndex: number) => `http://127.0.0.1:${E2E_BASE_PORT + parallelIndex}`;

/** The address of the server of the worker running the current test. */
export const serverUrl = () => serverUrlFor(test.info().parallelIndex);

/** The language the app is shown in from the next load on (its cookie, as the header's switch sets it). */
export async function useLanguage(page: Page, language: string): Promise<void> {
  await page.context().addCookies([{ name: 'language', value: language, url: serverUrl() }]);
}

export const test = base.extend<{ noPageErrors: void }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => use(serverUrlFor(testInfo.parallelIndex)),
  // Every test: the app threw nothing uncaught in any page (React reports an error it recovered from there too).
  noPageErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const watch = (page: Page) => page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      expect(errors, 'errors thrown in the page').toEqual([]);
    },
    { auto: true },
  ],
});
