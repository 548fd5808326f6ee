import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
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
    // A ceiling for a hung test, not a speed assertion (speed lives in `npm run bench`): the
    // editor's user-event tests take 2–5 s on an idle 2-core machine and 4× that under load.
    testTimeout: 60_000,
    // CI reads the totals from this report (.ci/summarize.mjs).
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: 'reports/vitest.json' }]]
      : ['default'],
  },
});
