import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { PATH_ALIASES, ROUTER_OPTIONS } from './vite.config.ts';
import { ceiling } from './server/testing/ceiling.ts';

/** Options both projects share. */
const shared = {
  // A ceiling for a hung test, not a speed assertion (speed lives in `npm run bench`): the
  // editor's user-event tests take 2–5 s on an idle 2-core machine and 4× that under load.
  testTimeout: ceiling(60_000),
  // The same ceiling for hooks: a beforeAll that seeds a reference API took over the
  // 10 s default with two workers on two cores under other load.
  hookTimeout: ceiling(60_000),
  setupFiles: ['./src/testing/setup-tests.ts'],
};

export default defineConfig({
  test: {
    pool: 'forks',
    // Every core runs test files. Vitest's default leaves one core to its main
    // process (cores − 1), which on a 2-core machine is one worker for ~210 files;
    // the main process only transforms and collects, far less than a worker's share.
    maxWorkers: availableParallelism(),
    // CI reads the totals from this report (.ci/summarize.mjs).
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: 'reports/vitest.json' }]]
      : ['default'],
    projects: [
      {
        // The reference API and the contract: node only, no mocks, no module state a
        // test leaves behind (every test builds its own app and database), so their
        // files share one module graph per worker instead of importing the server
        // again for each file (decision 046: 91 → 68 s for these 73 files alone).
        resolve: { alias: PATH_ALIASES },
        test: {
          ...shared,
          name: 'server',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        // Routes split as in the build: a test file loads the pages it opens, not all of
        // them (the whole route tree cost every route test ~3 s of imports).
        plugins: [tanstackRouter(ROUTER_OPTIONS), react()],
        resolve: { alias: PATH_ALIASES },
        test: {
          ...shared,
          name: 'app',
          include: ['src/**/*.test.{ts,tsx}', 'bench/**/*.test.ts'],
          // Component tests opt into the DOM with a `// @vitest-environment jsdom`
          // docblock. Each file keeps its own modules: they mock, fake timers and
          // hold DOM and store state that must not reach the next file.
          environment: 'node',
        },
      },
    ],
  },
});
