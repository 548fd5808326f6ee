import { measureBulkEdit } from './lib/browser-bulk-edit';
import { measureCampaigns } from './lib/browser-campaigns';
import { CAMPAIGNS, EXPORT_MEMBER } from './lib/browser-data';
import { measureEditor } from './lib/browser-editor';
import { withBrowserEnv } from './lib/browser-env';
import { measureListExport } from './lib/browser-list-export';
import { networkLog } from './lib/browser-network';
import { measureSearch } from './lib/browser-search';
import type { AreaResult } from './lib/browser-table';
import { measureVitals } from './lib/browser-vitals';
import { measureXml } from './lib/browser-xml';
import type { BenchModule, Section } from './lib/report';

/**
 * Issue 8's browser measurements: the production build served by the reference
 * API (a child process on loopback) and driven in headless Chromium with the
 * Playwright library. Each area lives in bench/lib/browser-*.ts and explains its
 * method in its table's caption; this file runs them in order. A page that never
 * reaches the measured state is named in the section's notes; the other areas
 * are still measured.
 */
export const browserPages: BenchModule = {
  id: 'browser-pages',
  title: 'Pages in the browser (headless Chromium)',
  async run(ctx) {
    const { runs } = ctx.options;
    return withBrowserEnv(ctx.log, async (env) => {
      const areas: [string, () => Promise<AreaResult>][] = [
        ['campaign table', () => measureCampaigns(env, runs, ctx.log)],
        ['editor', () => measureEditor(env, runs, ctx.log)],
        ['search report', () => measureSearch(env, runs, ctx.log)],
        ['XML statistics', () => measureXml(env, runs, ctx.log)],
        ['network log', () => networkLog(env, ctx.log)],
        ['web vitals', () => measureVitals(env, runs, ctx.log)],
        // Last: it rewrites the bids of uid 3001's campaigns, which the areas above read.
        ['bulk edit', () => measureBulkEdit(env, runs, ctx.log)],
        ['list export', () => measureListExport(env, runs, ctx.log)],
      ];
      // BENCH_AREAS="campaign table,editor" measures only those (for iterating on one).
      const only = process.env.BENCH_AREAS?.split(',').map((a) => a.trim());
      const results: AreaResult[] = [];
      for (const [name, measure] of areas.filter(([name]) => !only || only.includes(name))) {
        ctx.log(`browser-pages: ${name}`);
        // One area that never reaches its state is named, and the others are still measured.
        try {
          results.push(await measure());
        } catch (error) {
          const why = error instanceof Error ? error.message : String(error);
          ctx.log(`browser-pages: ${name} not measured: ${why}`);
          results.push({ tables: [], notes: [`Not measured: ${name}: ${why}`] });
        }
      }
      return {
        title: this.title,
        intro: [
          `Chromium ${env.browser.version()} (Debian's, headless, 1280×720, no CPU or network throttling) driven by the Playwright library. The production build (\`vite build\` into a temporary directory) is served by the reference API: \`server/index.ts\` as a child process on a loopback port, on a temporary SQLite file with the demo seed plus uid 3001 "Scale Advertiser" owning ${CAMPAIGNS.toLocaleString('en-US')} campaigns (\`seedScale\`; the demo advertisers have at most 324, too few for two full 200-row pages) and uid ${EXPORT_MEMBER.uid} "${EXPORT_MEMBER.name}" owning ${EXPORT_MEMBER.campaigns.toLocaleString('en-US')} (for the list export only); their member tokens are signed with the server's secret, the publisher keys come from \`/api/v1/demo/accounts\`. Every timing is the median of ${runs} runs with min and max; the verdict compares the median with the issue's target and counts the runs outside it. "Longest task" is the longest \`longtask\` entry (0 = none over 50 ms). Other work on this 2-core machine (load average above) shows mostly in the max column.`,
        ],
        tables: results.flatMap((r) => r.tables),
        notes: results.flatMap((r) => r.notes),
      } satisfies Section;
    });
  },
};
