import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './e2e/fixtures/chromium-args';
import {
  E2E_EVERYTHING_PORT,
  E2E_JWT_SECRET,
  E2E_MCP_PORT,
  E2E_PORT,
  E2E_STATIC_DIR,
} from './e2e/fixtures/constants';

// Playwright cannot download its own browsers on this network: use Debian's
// Chromium when present, else whatever Playwright has installed.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const executablePath = existsSync(chromiumPath) ? chromiumPath : undefined;
const baseURL = `http://localhost:${E2E_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // Two workers, the browser and the API share two cores: an axe run of a full
  // page takes 5–8 s there, so a test with two or three of them needs a minute.
  timeout: 60_000,
  // A first view under that load can take longer than the default 5 s to settle.
  expect: { timeout: 10_000 },
  // .ci/summarize.mjs reads the totals from reports/playwright.json.
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'reports/playwright.json' }]]
    : 'list',
  use: {
    baseURL,
    // A failed test keeps its trace: actions, DOM snapshots, network and console. Not the
    // screencast: encoding frames through every test cost ~20 % of the suite's CPU
    // (decision 055); the screenshot at the failure is kept instead.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      headless: true,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      // The local binaries directly: every nested npm prints the machine's npm warnings again.
      // The production build of these sources, built once per state of them and shared
      // with the bundle gate of `vitest run` (bench/budget/build-cache.ts, decision 046):
      // in `npm test` the gate has built it, and the browser tests serve that build.
      command: 'tsx bench/budget/build-cache.ts && tsx server/index.ts',
      url: `${baseURL}/api/v1/demo/accounts`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(E2E_PORT),
        // Its own MCP port, so a developer's `npm start` (8788) does not collide.
        MCP_PORT: String(E2E_MCP_PORT),
        DB_PATH: ':memory:',
        // build-cache.ts points this at the build it made or found (CURRENT_DIST there).
        STATIC_DIR: E2E_STATIC_DIR,
        DEMO: 'true',
        // The "[server-422]" name rule: a refusal only the server knows, for the editor's specs.
        TEST_HOOKS: 'true',
        // The secret e2e/fixtures mints short-lived tokens with (session expiry).
        JWT_SECRET: E2E_JWT_SECRET,
        // The CSP's connect-src names only this server's MCP origins: the console spec
        // against server-everything connects to a third one (decision 034).
        CSP_CONNECT_ORIGINS: `http://localhost:${E2E_EVERYTHING_PORT}`,
      },
    },
    {
      // An MCP server nobody here wrote (e2e/mcp-everything.spec.ts). It has no host
      // option and would listen on every interface: the preload binds it to 127.0.0.1.
      command:
        'node --import ./e2e/fixtures/loopback.mjs node_modules/@modelcontextprotocol/server-everything/dist/index.js streamableHttp',
      // GET /mcp without a session answers 400, which Playwright counts as up.
      url: `http://127.0.0.1:${E2E_EVERYTHING_PORT}/mcp`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { PORT: String(E2E_EVERYTHING_PORT) },
    },
  ],
});
