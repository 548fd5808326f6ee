import { createRequire } from 'node:module';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { BASE_CHROMIUM_ARGS } from '../e2e/fixtures/chromium-args';
import { withBrowserEnv } from './lib/browser-env';
import { metricTable, misses, type Metric } from './lib/browser-table';
import type { BenchModule, Section } from './lib/report';

/**
 * Issue 27 item 5: Lighthouse (the `lighthouse` package, desktop preset) on
 * /sign-in and a signed-in /campaigns, served as in browser-pages (the
 * production build behind the reference API on loopback, the same seeded
 * database), in Debian's Chromium started by chrome-launcher and driven through
 * puppeteer-core, Lighthouse's own driver. Median of 3 runs per page (the issue's
 * number; Lighthouse runs are slow and --runs is the browser timings').
 */

const LIGHTHOUSE_VERSION: string = createRequire(import.meta.url)(
  'lighthouse/package.json',
).version;

const LIGHTHOUSE_RUNS = 3;
/**
 * Runs Lighthouse itself ended without a trace to read (its runtimeError, e.g.
 * NO_NAVSTART: "Something went wrong with recording the trace over your page load.
 * Please run Lighthouse again."), per page, that are run again in a fresh tab. One
 * such run used to end the whole section without a number (2026-11-27, run 3 of
 * /campaigns); what failed is named in the section's notes.
 */
const LIGHTHOUSE_RERUNS = 2;

/** Lighthouse's own "could not measure": a run to make again, not a result. */
class NoTrace extends Error {}

interface Run {
  performance: number;
  tbt: number;
  cls: number;
  lcp: number;
  fcp: number;
}

async function audit(page: Page, url: string): Promise<Run> {
  // disableStorageReset: the signed-in tab keeps its sessionStorage (the credentials)
  // across Lighthouse's navigation, as a reload does for a user.
  const result = await lighthouse(
    url,
    {
      output: 'json',
      logLevel: 'error',
      disableStorageReset: true,
      onlyCategories: ['performance'],
    },
    desktopConfig,
    page,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new NoTrace(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  // A page that sent Lighthouse elsewhere (a lost sign-in ends on /sign-in) is no measurement of it.
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== new URL(url).pathname) throw new Error(`Lighthouse on ${url} ended on ${landed}`);
  // BENCH_LH_DEBUG=1: what made the shifts and long tasks, for finding their cause.
  if (process.env.BENCH_LH_DEBUG)
    for (const id of ['layout-shifts', 'long-tasks', 'bootup-time'])
      console.error(id, JSON.stringify(lhr.audits[id]?.details, null, 1)?.slice(0, 3000));
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: (lhr.categories.performance?.score ?? 0) * 100,
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    lcp: value('largest-contentful-paint'),
    fcp: value('first-contentful-paint'),
  };
}

/** Signs in as a user does, "Keep me signed in on this tab" ticked (bench/lib/browser-page.ts). */
async function signIn(page: Page, origin: string, memberToken: string) {
  await page.goto(`${origin}/sign-in`, { waitUntil: 'networkidle0' });
  const field = await page.waitForSelector('::-p-aria(Member access token)');
  await field?.type(memberToken);
  // Ticked by default: a click would untick it, so it is clicked only when unticked.
  const keep = await page.waitForSelector('::-p-aria(Keep me signed in on this tab)');
  if (keep && !(await keep.evaluate((box) => (box as HTMLInputElement).checked)))
    await keep.click();
  await (await page.waitForSelector('::-p-aria(Sign in[role="button"])'))?.click();
  await page.waitForFunction(() => !location.pathname.startsWith('/sign-in'), { timeout: 15_000 });
}

function metrics(name: string, runs: Run[]): Metric[] {
  const pick = (key: keyof Run) => runs.map((run) => run[key]);
  return [
    {
      label: `${name}: Performance score`,
      samples: pick('performance'),
      unit: 'count',
      target: { min: 98, text: '≥ 98' },
    },
    {
      label: `${name}: Total Blocking Time`,
      samples: pick('tbt'),
      unit: 'ms',
      target: { max: 50, text: '≤ 50 ms' },
    },
    {
      label: `${name}: Cumulative Layout Shift (×1000)`,
      samples: pick('cls').map((cls) => cls * 1000),
      unit: 'count',
      target: { max: 20, text: '≤ 20 (0.02)' },
    },
    { label: `${name}: Largest Contentful Paint`, samples: pick('lcp'), unit: 'ms' },
    { label: `${name}: First Contentful Paint`, samples: pick('fcp'), unit: 'ms' },
  ];
}

export const lighthouseBench: BenchModule = {
  id: 'lighthouse',
  title: 'Lighthouse (desktop preset)',
  async run(ctx) {
    const runs = LIGHTHOUSE_RUNS;
    return withBrowserEnv(ctx.log, async (env) => {
      let chrome: LaunchedChrome | undefined;
      try {
        chrome = await launch({
          chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
          // Not the tests' --disable-features: it would replace the launcher's own list.
          chromeFlags: ['--headless=new', ...BASE_CHROMIUM_ARGS],
        });
        const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
        const signInRuns: Run[] = [];
        const campaignRuns: Run[] = [];
        const noTrace: string[] = [];
        // One audit in a fresh page (and so fresh sessionStorage; the HTTP cache is
        // cleared by Lighthouse's own load), signed in first for /campaigns.
        const measure = async (path: '/sign-in' | '/campaigns', into: Run[]) => {
          const page = await browser.newPage();
          try {
            if (path === '/campaigns') await signIn(page, env.origin, env.memberToken);
            into.push(await audit(page, `${env.origin}${path}`));
          } catch (error) {
            if (!(error instanceof NoTrace)) throw error;
            noTrace.push(error.message);
          } finally {
            await page.close();
          }
        };
        for (const [path, into] of [
          ['/sign-in', signInRuns],
          ['/campaigns', campaignRuns],
        ] as const)
          for (
            let attempt = 0;
            into.length < runs && attempt < runs + LIGHTHOUSE_RERUNS;
            attempt++
          ) {
            ctx.log(`lighthouse: ${path}, run ${into.length + 1} of ${runs}`);
            await measure(path, into);
          }
        await browser.disconnect();
        for (const [path, got] of [
          ['/sign-in', signInRuns.length],
          ['/campaigns', campaignRuns.length],
        ] as const)
          if (got < runs)
            throw new Error(
              `Lighthouse measured ${path} ${got} times of ${runs}: ${noTrace.join('; ')}`,
            );
        const all = [...metrics('/sign-in', signInRuns), ...metrics('/campaigns', campaignRuns)];
        return {
          title: this.title,
          intro: [
            `Lighthouse ${LIGHTHOUSE_VERSION} (the \`lighthouse\` package, its desktop preset: no CPU throttling, a simulated fast connection), Performance category only, in Debian's Chromium (headless, started by chrome-launcher, driven through puppeteer-core). The production build and the reference API on loopback as in "Pages in the browser" below. /campaigns is audited signed in as uid 3001 (1,000 campaigns, the default 20-row view): the tab signs in with "Keep me signed in on this tab" and Lighthouse runs with storage kept. Median of ${runs} runs per page with min and max, each in a fresh tab; a run Lighthouse ends without a trace to read (its runtime error) is made again, up to ${LIGHTHOUSE_RERUNS} times per page, and named in the notes. A quiet machine is assumed (load average above).`,
          ],
          tables: [metricTable('Lighthouse', all)],
          notes: [
            ...misses('Lighthouse', all),
            ...noTrace.map((message) => `Run again in a fresh tab: ${message}`),
          ],
        } satisfies Section;
      } finally {
        await chrome?.kill();
      }
    });
  },
};
