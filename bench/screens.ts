import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { DemoAccountsResponseSchema } from '@contract/demo';
import { ROOT } from './budget/manifest';
import { buildDashboard, pointConfigAt } from './lib/browser-build';
import { CHROMIUM_ARGS } from '../e2e/fixtures/chromium-args';
import { freePorts, startServer } from './lib/browser-server';

/**
 * `npm run screens`: screenshots of the pages people work in, at a desktop and a
 * phone size, into docs/screens/ (linked from the README). The production build,
 * served by the reference API on loopback with a fresh demo database, so they can
 * be remade after any change and always show the seeded demo data.
 */

const VIEWPORTS = [
  { name: '1440', width: 1440, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;

const OUT = join(ROOT, 'docs', 'screens');

/** A UTC calendar day `offset` days from today (the seed's days are UTC days). */
const utcDay = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface Shot {
  file: string;
  path: string;
  /** What must be on screen before the picture is taken. */
  ready: (page: Page) => Promise<unknown>;
}

const SHOTS: Shot[] = [
  {
    file: 'campaigns',
    path: '/campaigns',
    // A table from 640 px, cards (a list named Campaigns) on a phone.
    ready: (page) =>
      page
        .getByRole('table')
        .or(
          page.getByRole('list', { name: 'Campaigns' }).filter({ has: page.getByRole('listitem') }),
        )
        .first()
        .waitFor(),
  },
  {
    file: 'editor',
    path: '/campaigns/10001',
    ready: (page) => page.getByRole('heading', { name: 'Basics' }).waitFor(),
  },
  {
    file: 'xml-stats',
    path: '/reports/xml?tid=501',
    ready: (page) => page.getByRole('table').first().waitFor(),
  },
  {
    // Issue 26: a grouped, compared view: "Previous" and "Change" per country, "Biggest changes".
    file: 'xml-compared',
    path: `/reports/xml?tid=501&groupBy=geo&compare=true&from=${utcDay(-7)}&to=${utcDay(-1)}`,
    // The answer is below the tiles and the chart: the picture starts at it.
    ready: async (page) => {
      const region = page.getByRole('region', { name: 'Biggest changes' });
      await region.waitFor();
      await region.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    },
  },
  {
    file: 'search-report',
    path: '/reports/search',
    ready: (page) => page.getByRole('table').first().waitFor(),
  },
];

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'adpanel-screens-'));
  const distDir = join(dir, 'dist');
  let stop = async () => {};
  try {
    console.log('screens: vite build');
    await buildDashboard(distDir);
    const [port = 0, mcpPort = 0] = await freePorts(2);
    pointConfigAt(distDir, `http://localhost:${mcpPort}`);
    const server = await startServer({
      dbPath: join(dir, 'screens.sqlite'),
      staticDir: distDir,
      jwtSecret: `screens-${crypto.randomUUID()}-${crypto.randomUUID()}`,
      port,
      mcpPort,
    });
    stop = server.stop;
    const accounts = DemoAccountsResponseSchema.parse(
      await (await fetch(`${server.origin}/api/v1/demo/accounts`)).json(),
    ).data;
    const member = accounts.members[0];
    const publisher =
      accounts.publishers.find((p) => p.scopes.length > 1) ?? accounts.publishers[0];
    if (!member || !publisher) throw new Error('The demo API lists no member or publisher');

    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    mkdirSync(OUT, { recursive: true });
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({
        baseURL: server.origin,
        viewport: { width: viewport.width, height: viewport.height },
        colorScheme: 'light',
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      page.on('dialog', (dialog) => void dialog.accept());
      await page.goto('/sign-in');
      await page.getByLabel('Member access token').fill(member.token);
      await page.getByLabel('Publisher API key').fill(publisher.key);
      await page.getByRole('checkbox', { name: 'Keep me signed in on this tab' }).check();
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
      for (const shot of SHOTS) {
        await page.goto(shot.path);
        await shot.ready(page);
        // Charts and fonts settle; no spinner in the picture.
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(400);
        const file = join(OUT, `${shot.file}-${viewport.name}.png`);
        await page.screenshot({ path: file });
        console.log(`screens: ${file}`);
      }
      await context.close();
    }
    await browser.close();
  } finally {
    await stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
