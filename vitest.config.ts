import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { PATH_ALIASES, ROUTER_OPTIONS } from './vite.config.ts';

export default defineConfig({
  // Routes split as in the build: a test file loads the pages it opens, not all of
  // them (the whole route tree cost every route test ~3 s of imports).
  plugins: [tanstackRouter(ROUTER_OPTIONS), react()],
  resolve: { alias: PATH_ALIASES },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'contract/**/*.test.ts',
      'server/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    environment: 'node',
    // Component tests opt into the DOM with a `// @vitest-environment jsdom` docblock.
    setupFiles: ['./src/testing/setup-tests.ts'],
    pool: 'forks',
    // Every core runs test files. Vitest's default leaves one core to its main
    // process (cores − 1), which on a 2-core machine is one worker for ~210 files;
    // the main process only transforms and collects, far less than a worker's share.
    maxWorkers: availableParallelism(),
    // A ceiling for a hung test, not a speed assertion (speed lives in `npm run bench`): the
    // editor's user-event tests take 2–5 s on an idle 2-core machine and 4× that under load.
    testTimeout: 60_000,
    // The same ceiling for hooks: a beforeAll that seeds a reference API took over the
    // 10 s default with two workers on two cores under other load.
    hookTimeout: 60_000,
    // CI reads the totals from this report (.ci/summarize.mjs).
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: 'reports/vitest.json' }]]
      : ['default'],
  },
});
