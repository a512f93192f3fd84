import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file opens its own database; two workers suit a 2-core machine.
    pool: 'forks',
    maxWorkers: 2,
    // A worker's files share its module cache: each file imported the whole app again before (about a third of a
    // file's time). Each still opens its own database, and state kept in modules is keyed by database.
    isolate: false,
  },
});
