import type { BrowserEnv } from './browser-env';
import { inPage, openPage, pageSummary, probe, signIn } from './browser-page';
import type { ProbeState } from './browser-probes';
import { metricTable, misses, type AreaResult, type Metric } from './browser-table';

/**
 * Web vitals of a cold /campaigns load. Each run: a fresh context with the HTTP
 * cache disabled (CDP Network.setCacheDisabled), sign-in with "Keep me signed in
 * on this tab" ticked (credentials in sessionStorage, else a reload signs out),
 * /campaigns, then the measured reload. After the table has settled and the
 * network is idle, the page must stay free of long tasks for QUIET_MS; then the
 * probe's entries of that document are read.
 */

const QUIET_MS = 1000;

/** Resolves once no long task has ended for `quietMs` (long tasks arrive after they end). */
async function quiet(quietMs: number): Promise<void> {
  const state = (window as unknown as { __benchProbe: ProbeState }).__benchProbe;
  for (;;) {
    const lastEnd = Math.max(0, ...state.longtasks.map((t) => t.start + t.duration));
    if (performance.now() - lastEnd >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** CLS as web-vitals defines it: the largest session window (gaps < 1 s, at most 5 s). */
export function cumulativeLayoutShift(state: ProbeState): number {
  let worst = 0;
  let session = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const s of state.shifts.filter((x) => !x.hadRecentInput)) {
    if (s.start - last < 1000 && s.start - first < 5000) session += s.value;
    else [session, first] = [s.value, s.start];
    last = s.start;
    worst = Math.max(worst, session);
  }
  return worst;
}

/** Σ (duration − 50 ms) over the long tasks that start after FCP. */
export function totalBlockingTime(state: ProbeState): number {
  const fcp = state.fcp ?? 0;
  return state.longtasks
    .filter((t) => t.start >= fcp)
    .reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
}

export async function measureVitals(
  env: BrowserEnv,
  runs: number,
  log: (line: string) => void,
): Promise<AreaResult> {
  const m = { fcp: [] as number[], lcp: [] as number[], cls: [] as number[], tbt: [] as number[] };
  const lcpElements = new Set<string>();
  for (let run = 1; run <= runs; run++) {
    const { page, close } = await openPage(env, { cacheDisabled: true });
    try {
      await signIn(page, { memberToken: env.memberToken });
      await page.goto('/campaigns');
      await page.reload();
      const table = page.locator('table[aria-busy="false"] tbody tr:not([aria-hidden])');
      try {
        await table.first().waitFor({ timeout: 30_000 });
        await page.waitForLoadState('networkidle', { timeout: 30_000 });
      } catch {
        throw new Error(`Web vitals: /campaigns never settled, ${await pageSummary(page)}`);
      }
      await inPage(page, 'Web vitals: a quiet /campaigns', quiet, QUIET_MS, 20_000);
      const state = await probe(page);
      const lcp = state.lcp[state.lcp.length - 1];
      if (state.fcp === undefined || !lcp)
        throw new Error('Web vitals: the browser reported no FCP or LCP for /campaigns');
      lcpElements.add(lcp.element);
      m.fcp.push(state.fcp);
      m.lcp.push(lcp.start);
      m.cls.push(cumulativeLayoutShift(state));
      m.tbt.push(totalBlockingTime(state));
      log(
        `  vitals run ${run}: LCP ${lcp.start.toFixed(0)} ms, TBT ${totalBlockingTime(state).toFixed(0)} ms`,
      );
    } finally {
      await close();
    }
  }
  const metrics: Metric[] = [
    { label: 'First contentful paint', samples: m.fcp, unit: 'ms' },
    {
      label: 'Largest contentful paint',
      samples: m.lcp,
      unit: 'ms',
      target: { max: 1000, text: '≤ 1.0 s' },
    },
    {
      label: 'Cumulative layout shift',
      samples: m.cls,
      unit: 'score',
      target: { max: 0.02, text: '≤ 0.02' },
    },
    {
      label: 'Total blocking time (after FCP, until quiet)',
      samples: m.tbt,
      unit: 'ms',
      target: { max: 100, text: '≤ 100 ms' },
    },
  ];
  const method = `**Web vitals of a cold /campaigns load** (uid 3001, the default 20-row page). Each run: a fresh browser context with the HTTP cache disabled (CDP \`Network.setCacheDisabled\`); sign-in with "Keep me signed in on this tab" ticked (otherwise credentials live in memory only and a reload signs out); /campaigns; then the measured reload. From PerformanceObserver (buffered): FCP (\`paint\`), LCP (the last \`largest-contentful-paint\` entry), CLS (the largest session window of \`layout-shift\` entries without recent input), TBT (Σ (duration − 50 ms) of the \`longtask\` entries that start after FCP), read once the rows are in, the network is idle and no long task has ended for ${QUIET_MS / 1000} s. No warm-up: every run is cold.`;
  return {
    tables: [metricTable(method, metrics)],
    notes: [
      ...misses('Web vitals', metrics),
      `Web vitals: the LCP element was ${[...lcpElements].join('; ')}.`,
    ],
  };
}
