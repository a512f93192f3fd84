import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Tests that need a browser's document (screens, widgets, and `*.dom.test.ts` for code that reads cookies, i18n or
 * React hooks) run in jsdom after `test-setup.ts`; the other logic runs in Node alone, which spares each of its files
 * about a second and a half of setting up a document and the app's languages.
 */
const IN_A_DOCUMENT = ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'];

export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      test: {
        restoreMocks: true,
        // The first render of a page lazy-loads antd; on a busy 2-core machine that alone can pass 5 s.
        testTimeout: 30_000,
        // Vitest's default leaves one core idle: on a 2-core machine that is one worker, and the suite runs alone.
        maxWorkers: 2,
        // Threads start each file's environment and modules faster than child processes (about 9 % of the suite
        // on a 2-core machine). Each file keeps its own module cache: the stores live in modules.
        pool: 'threads',
        projects: [
          { extends: true, test: { name: 'document', environment: 'jsdom', setupFiles: ['./src/test-setup.ts'], include: IN_A_DOCUMENT } },
          { extends: true, test: { name: 'logic', environment: 'node', include: ['src/**/*.test.ts'], exclude: IN_A_DOCUMENT } },
        ],
      },
    }),
  ),
);
