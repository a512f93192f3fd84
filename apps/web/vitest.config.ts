import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      test: {
        environment: 'jsdom',
        setupFiles: ['./src/test-setup.ts'],
        include: ['src/**/*.test.{ts,tsx}'],
        restoreMocks: true,
        // The first render of a page lazy-loads antd; on a busy 2-core machine that alone can pass 5 s.
        testTimeout: 30_000,
        // Vitest's default leaves one core idle: on a 2-core machine that is one worker, and the suite runs alone.
        maxWorkers: 2,
        // Threads start each file's environment and modules faster than child processes (about 9 % of the suite
        // on a 2-core machine). Each file keeps its own module cache: the stores live in modules.
        pool: 'threads',
      },
    }),
  ),
);
