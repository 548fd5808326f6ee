import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { DemoAccountsResponseSchema, type DemoAccounts } from '@contract/demo';
import { signMemberToken } from '../../server/auth/member-token';
import { SCALE_MEMBER } from '../../server/db/seed-scale';
import { buildDashboard, pointConfigAt, type Manifest } from './browser-build';
import { EXPORT_MEMBER, seedBenchDatabase, type EditorCampaign } from './browser-data';
import { freePorts, startServer } from './browser-server';
import { CHROMIUM_ARGS } from '../../e2e/fixtures/chromium-args';

/** Everything a browser measurement needs, started once per bench run. */
export interface BrowserEnv {
  origin: string;
  browser: Browser;
  distDir: string;
  manifest: Manifest;
  /** uid 3001's member token (minted with the server's secret: the demo list omits it). */
  memberToken: string;
  /** uid 3001's campaigns that are not Pending (a bulk selection leaves Pending out). */
  selectable: number;
  /** The list export's member (EXPORT_MEMBER, 5,000 campaigns), signed the same way. */
  exportToken: string;
  publishers: DemoAccounts['publishers'];
  editor: EditorCampaign;
}

export function publisherKey(env: BrowserEnv, name: string): string {
  const found = env.publishers.find((p) => p.name === name);
  if (!found) throw new Error(`The demo API lists no publisher "${name}"`);
  return found.key;
}

/** Runs `body` with the environment up, and takes all of it down afterwards, failed or not. */
export async function withBrowserEnv<T>(
  log: (line: string) => void,
  body: (env: BrowserEnv) => Promise<T>,
): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'adpanel-browser-'));
  const cleanups: (() => Promise<unknown>)[] = [
    async () => rmSync(dir, { recursive: true, force: true }),
  ];
  try {
    const distDir = join(dir, 'dist');
    log('browser-pages: vite build');
    const manifest = await buildDashboard(distDir);
    const [port = 0, mcpPort = 0] = await freePorts(2);
    pointConfigAt(distDir, `http://localhost:${mcpPort}`);
    log('browser-pages: seeding the database');
    const dbPath = join(dir, 'bench.sqlite');
    const { editor, selectable } = seedBenchDatabase(dbPath);
    const jwtSecret = `bench-${crypto.randomUUID()}-${crypto.randomUUID()}`;
    const server = await startServer({ dbPath, staticDir: distDir, jwtSecret, port, mcpPort });
    cleanups.unshift(() => server.stop());
    log(`browser-pages: reference API on ${server.origin}`);
    const accounts = DemoAccountsResponseSchema.parse(
      await (await fetch(`${server.origin}/api/v1/demo/accounts`)).json(),
    ).data;
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
    });
    cleanups.unshift(() => browser.close());
    return await body({
      origin: server.origin,
      browser,
      distDir,
      manifest,
      memberToken: await signMemberToken(jwtSecret, SCALE_MEMBER),
      selectable,
      exportToken: await signMemberToken(jwtSecret, EXPORT_MEMBER),
      publishers: accounts.publishers,
      editor,
    });
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => {});
  }
}
