import { publisherKey, type BrowserEnv } from './browser-env';
import { fileSizes, firstViewFiles } from './browser-build';
import { openPage, pageSummary, signIn } from './browser-page';
import type { AreaResult } from './browser-table';
import { JS_BUDGETS } from '../budget/js-budgets';
import { ROUTES } from '../budget/route-bundles';
import { kb, type Table } from './report';

/**
 * What the browser really fetches on the first view of each route, with a cold
 * cache: a fresh context, signed in (uid 3001's token and Northwind Media's key,
 * so every route is open), then the HTTP cache cleared and disabled (CDP) before
 * the route is loaded. Every script and stylesheet request until the network is
 * idle counts. Sizes are the built files' (raw, and gzip by Node zlib, as
 * bundle-sizes computes them: the reference server does not compress).
 */

/** How each route of the bundle measurement (bench/budget/route-bundles.ts) is opened. */
const OPEN: Record<string, { url: (cid: number) => string; signedIn: boolean }> = {
  '/sign-in': { url: () => '/sign-in', signedIn: false },
  '/campaigns': { url: () => '/campaigns', signedIn: true },
  '/campaigns/$cid': { url: (cid) => `/campaigns/${cid}`, signedIn: true },
  '/reports/xml': { url: () => '/reports/xml', signedIn: true },
  '/reports/search': { url: () => '/reports/search', signedIn: true },
  '/activity': { url: () => '/activity', signedIn: true },
  '/mcp': { url: () => '/mcp', signedIn: true },
};

const METHOD = `**Network log of each route's first view, cold cache** (a cross-check of bundle-sizes' reading of the manifest). Each route: a fresh context, signed in where the route needs it (uid 3001's token and Northwind Media's key, so every route opens), then the HTTP cache cleared and disabled (CDP) and the route loaded; every script and stylesheet request until the page has its heading and the network is idle (Playwright's networkidle: 500 ms without requests) counts. Sizes are those of the built files: raw, and gzip by Node zlib at its default level file by file (the reference server does not compress). The last column compares the fetched files with what the bundle gate counts for the route in the same build: its first view plus the dynamic imports it declares as requested on entry (\`onEntry\` in bench/budget/route-bundles.ts: the campaign table and saved views bar, the Search report's charts), computed as bundle-sizes does; e2e/first-view-scripts.spec.ts checks the same in \`npm test\`.`;

/** Files fetched while loading `url` in a cold tab, as paths relative to the build. */
async function firstView(env: BrowserEnv, url: string, signedIn: boolean): Promise<string[]> {
  const { page, cdp, close } = await openPage(env);
  try {
    if (signedIn)
      await signIn(page, {
        memberToken: env.memberToken,
        publisherKey: publisherKey(env, 'Northwind Media'),
      });
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (['script', 'stylesheet'].includes(request.resourceType()))
        fetched.push(new URL(request.url()).pathname.slice(1));
    });
    await page.goto(url);
    try {
      await page.locator('h1').first().waitFor({ timeout: 15_000 });
      await page.waitForLoadState('networkidle', { timeout: 15_000 });
    } catch {
      throw new Error(`Network log: ${url} did not settle, ${await pageSummary(page)}`);
    }
    if (new URL(page.url()).pathname !== url)
      throw new Error(`Network log: ${url} ended at ${page.url()}`);
    return [...new Set(fetched)];
  } finally {
    await close();
  }
}

export async function networkLog(
  env: BrowserEnv,
  log: (line: string) => void,
): Promise<AreaResult> {
  const rows: string[][] = [];
  const notes: string[] = [];
  for (const route of ROUTES) {
    const open = OPEN[route.path];
    if (!open) throw new Error(`Network log: no way to open ${route.path}`);
    const budget = JS_BUDGETS[route.path];
    const budgetKb = budget?.fetchedBudgetKb ?? budget?.budgetKb;
    const url = open.url(env.editor.cid);
    log(`  network: ${url}`);
    const fetched = await firstView(env, url, open.signedIn);
    const expected = firstViewFiles(env.manifest, route);
    const size = (files: string[], key: 'raw' | 'gzip') =>
      files.reduce((sum, f) => sum + fileSizes(env.distDir, f)[key], 0);
    const js = fetched.filter((f) => f.endsWith('.js'));
    const css = fetched.filter((f) => f.endsWith('.css'));
    const extra = fetched.filter((f) => !expected.has(f));
    const missing = [...expected].filter((f) => !fetched.includes(f));
    const diff = [
      extra.length ? `+${extra.length} beyond it (${kb(size(extra, 'gzip'))} KB gzip)` : '',
      missing.length ? `${missing.length} of it not fetched` : '',
    ].filter(Boolean);
    const jsGzip = size(js, 'gzip');
    rows.push([
      route.path,
      String(js.length),
      kb(size(js, 'raw')),
      kb(jsGzip),
      String(css.length),
      kb(size(css, 'gzip')),
      budgetKb === undefined ? '' : `${budgetKb} KB: ${jsGzip / 1024 <= budgetKb ? 'met' : 'miss'}`,
      diff.join(', ') || 'same files',
    ]);
    if (extra.length)
      notes.push(
        `Network log: ${route.path} also fetched ${extra.join(', ')} on its first view, which the bundle gate does not count: add the dynamic imports the page makes on entry to its \`onEntry\` (bench/budget/route-bundles.ts).`,
      );
    if (missing.length)
      notes.push(
        `Network log: ${route.path} did not fetch ${missing.join(', ')}, which the bundle gate counts as first view or on entry.`,
      );
    if (budgetKb !== undefined && jsGzip / 1024 > budgetKb)
      notes.push(
        `Network log: ${route.path} fetched ${kb(jsGzip)} KB of JavaScript (gzip), over its ${budgetKb} KB budget.`,
      );
  }
  const table: Table = {
    caption: METHOD,
    head: [
      'Route',
      'JS files',
      'JS KB',
      'JS KB gzip',
      'CSS files',
      'CSS KB gzip',
      'JS gzip budget (npm test: first view with what it requests on entry)',
      "Against the bundle gate's count (bundle-sizes)",
    ],
    align: ['l', 'r', 'r', 'r', 'r', 'r', 'l', 'l'],
    rows,
  };
  return { tables: [table], notes };
}
