import { readFileSync } from 'node:fs';
import { EXPORT_MEMBER } from './browser-data';
import type { BrowserEnv } from './browser-env';
import { openPage, probe, signIn } from './browser-page';
import { longestTask } from './browser-probes';
import { metricTable, misses, type AreaResult, type Metric } from './browser-table';

/**
 * "Export CSV" of the campaign list with 5,000 matching campaigns (EXPORT_MEMBER,
 * the bench database's second scale advertiser): the dashboard pages through the
 * list at perPage=200, builds the CSV in chunks and hands it over through an
 * <a download>. Timed in the page from the button's click event to that hand-over
 * (the probe sees the <a download> click), and on the bench side up to
 * Playwright's `download` event; the file's lines are counted.
 */

const ROWS = EXPORT_MEMBER.campaigns;
const count = (n: number) => n.toLocaleString('en-US');

const METHOD = `**List export of ${count(ROWS)} campaigns** (uid ${EXPORT_MEMBER.uid} "${EXPORT_MEMBER.name}", ${count(ROWS)} campaigns built by \`seedScale\` like uid 3001's). Each run loads \`/campaigns\` (default view: 20 rows, default columns, no filter) in a signed-in tab (HTTP cache warm: one unmeasured warm-up run first) and presses "Export CSV", which pages through every matching campaign at perPage=200 (${Math.ceil(ROWS / 200)} list requests, one at a time) and writes the visible columns. *In the page*: from the button's click event to the dashboard's click on the \`<a download>\` that hands the CSV to the browser; the longest \`longtask\` entry in between. *Bench side*: from just before Playwright's click to its \`download\` event (adds Playwright's round trips). Rows = lines of the downloaded file minus the header.`;

export async function measureListExport(
  env: BrowserEnv,
  runs: number,
  log: (line: string) => void,
): Promise<AreaResult> {
  const { page, close } = await openPage(env);
  const m = {
    rows: [] as number[],
    inPage: [] as number[],
    toEvent: [] as number[],
    task: [] as number[],
  };
  try {
    await signIn(page, { memberToken: env.exportToken });
    for (let run = 0; run <= runs; run++) {
      await page.goto('/campaigns');
      const button = page.getByRole('button', { name: 'Export CSV', exact: true });
      // aria-disabled until the list has loaded (its total is known); Playwright's
      // click waits for it to be enabled, but the clock must not include that wait.
      await page
        .getByRole('button', { name: 'Export CSV', exact: true, disabled: false })
        .waitFor({ timeout: 30_000 });
      const before = await page.evaluate(() => performance.now());
      const download = page.waitForEvent('download', { timeout: 60_000 });
      const started = performance.now();
      await button.click();
      const file = await download;
      const toEvent = performance.now() - started;
      const path = await file.path();
      const state = await probe(page);
      const click = state.clicks.find((c) => c.at >= before && c.text === 'Export CSV');
      if (!click) throw new Error('List export: the page saw no click on "Export CSV"');
      const handedOver = state.downloads.find((t) => t > click.at);
      if (handedOver === undefined)
        throw new Error('List export: the file was not handed over through an <a download>');
      const rows = readFileSync(path, 'utf8').split('\r\n').filter(Boolean).length - 1;
      if (run === 0) continue; // warm-up: fills the HTTP cache with the export's chunks
      m.rows.push(rows);
      m.inPage.push(handedOver - click.at);
      m.toEvent.push(toEvent);
      m.task.push(longestTask(state, click.at, handedOver));
      log(
        `  list export run ${run}: ${rows} rows, ${(handedOver - click.at).toFixed(0)} ms in the page, ${toEvent.toFixed(0)} ms to the download event`,
      );
    }
  } finally {
    await close();
  }
  const metrics: Metric[] = [
    {
      label: 'Rows in the file',
      samples: m.rows,
      unit: 'count',
      target: { min: ROWS, max: ROWS, text: count(ROWS) },
    },
    { label: 'Click → file handed to the browser (in the page)', samples: m.inPage, unit: 'ms' },
    { label: 'Click → Playwright `download` event (bench side)', samples: m.toEvent, unit: 'ms' },
    {
      label: 'Longest task during the export',
      samples: m.task,
      unit: 'ms',
      target: { max: 50, text: 'none > 50 ms' },
    },
  ];
  return { tables: [metricTable(METHOD, metrics)], notes: misses('List export', metrics) };
}
