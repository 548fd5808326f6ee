import type { Page, Request } from '@playwright/test';
import { CAMPAIGNS } from './browser-data';
import type { BrowserEnv } from './browser-env';
import { initScript, inPage, openPage, probe, signIn } from './browser-page';
import { longestTask, type ProbeState } from './browser-probes';
import { metricTable, misses, type AreaResult, type Metric } from './browser-table';

/**
 * "Edit selected" on every campaign of uid 3001 (1,000, of which the Pending ones
 * cannot be selected), driven as a user does it: the 200-row list, "Select all
 * campaigns on this page", "Select all 1,000 matching", "Edit selected", a bid
 * change of 1 %, "Preview changes" and "Apply changes". The phases are timed in
 * the page from the button's click event to the frame after the next step's
 * heading; the requests of each phase are counted on the bench side.
 */

const PER_PAGE = 200;
const PERCENT = '1';
/** Each phase of 1,000 campaigns takes seconds; the default 30 s leaves little slack on a busy machine. */
const PHASE_TIMEOUT = 180_000;
/** How long the page is watched after "Result": the change log and the list refetch run then. */
const AFTER_MS = 1000;

const count = (n: number) => n.toLocaleString('en-US');

const METHOD = (selectable: number, runs: number) =>
  `**Bulk edit of ${count(CAMPAIGNS)} campaigns** (uid 3001; the ${count(CAMPAIGNS - selectable)} Pending ones cannot be selected, so ${count(selectable)} are edited). Each run loads \`/campaigns?perPage=${PER_PAGE}\` in a signed-in tab (HTTP cache warm: one unmeasured warm-up run first), ticks "Select all campaigns on this page", presses "Select all ${count(CAMPAIGNS)} matching" (the list paged at 200) until the "Bulk actions" toolbar says "${selectable} selected", presses "Edit selected", ticks "Bid", chooses "Increase by %" (warm-up and even runs) or "Decrease by %" (odd runs: alternating keeps the bids near the seed's instead of growing 1 % a run; the two do not cancel exactly, and a bid at its type's maximum or minimum is skipped), "Bid value" ${PERCENT}. *Preview*: from the click event of "Preview changes" to the frame after the "Preview" step heading entered the dialog (MutationObserver, then requestAnimationFrame and a task); every campaign is read (GET \`/login/campaigns/<cid>\`, 4 in flight). *Apply*: from the click event of "Apply changes" to the frame after the "Result" heading; per campaign a pre-write read, the PUT and a verification read. Requests are GET and PUT of \`/login/campaigns/<cid>\` counted with Playwright's \`request\` event; requests per second = those of the phase ÷ its time. "Longest task" is the longest \`longtask\` entry between click and heading (0 = none over 50 ms; the target is reported, not asserted); the one after the result covers the next ${AFTER_MS / 1000} s (the change log written to IndexedDB, the list refetched). ${runs} measured runs on the same campaigns.`;

interface Step {
  text: string;
  inDom: number;
  painted?: number;
}

/**
 * Init script: every step heading (h3) the bulk-edit dialog shows, when it
 * entered the DOM and when the frame after it was painted. The dialog exists
 * only while open, so its first h3 is the current step.
 */
function watchDialogSteps(): void {
  const state = { steps: [] as Step[] };
  Object.defineProperty(window, '__benchBulk', { value: state });
  let last = '';
  new MutationObserver(() => {
    const text = document.querySelector('dialog h3')?.textContent?.trim() ?? '';
    if (text === last) return;
    last = text;
    if (!text) return;
    const step: Step = { text, inDom: performance.now() };
    state.steps.push(step);
    requestAnimationFrame(() => setTimeout(() => (step.painted = performance.now())));
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** The first step `text` that entered the DOM after `after`, once painted. */
async function stepShown(arg: { text: string; after: number }): Promise<Step> {
  const state = (window as unknown as { __benchBulk: { steps: Step[] } }).__benchBulk;
  for (;;) {
    const step = state.steps.find((s) => s.text === arg.text && s.inDom > arg.after);
    if (step?.painted) return step;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Requests to one campaign's read/write endpoint, by method; reset per phase. */
function campaignRequests(page: Page) {
  let counts = { GET: 0, PUT: 0 };
  const onRequest = (request: Request) => {
    const method = request.method();
    if (method !== 'GET' && method !== 'PUT') return;
    if (/\/api\/v1\/login\/campaigns\/\d+$/.test(new URL(request.url()).pathname)) counts[method]++;
  };
  page.on('request', onRequest);
  return {
    reset: () => (counts = { GET: 0, PUT: 0 }),
    read: () => ({ ...counts }),
  };
}

function clickAt(state: ProbeState, text: string, after: number): number {
  const click = state.clicks.find((c) => c.at >= after && c.text === text);
  if (!click) throw new Error(`Bulk edit: the page saw no click on "${text}"`);
  return click.at;
}

export async function measureBulkEdit(
  env: BrowserEnv,
  runs: number,
  log: (line: string) => void,
): Promise<AreaResult> {
  const { selectable } = env;
  const { page, close } = await openPage(env, { init: [initScript(watchDialogSteps, 0)] });
  const requests = campaignRequests(page);
  const m = {
    selected: [] as number[],
    preview: [] as number[],
    previewReads: [] as number[],
    previewRate: [] as number[],
    previewTask: [] as number[],
    willChange: [] as number[],
    apply: [] as number[],
    applyPuts: [] as number[],
    applyGets: [] as number[],
    applyRate: [] as number[],
    applyTask: [] as number[],
    afterTask: [] as number[],
  };
  const resultLines: string[] = [];
  try {
    await signIn(page, { memberToken: env.memberToken });
    for (let run = 0; run <= runs; run++) {
      await page.goto(`/campaigns?perPage=${PER_PAGE}`);
      // check() waits for the box to be enabled: the page's rows have arrived.
      await page
        .getByRole('checkbox', { name: 'Select all campaigns on this page', exact: true })
        .check({ timeout: 30_000 });
      await page
        .getByRole('button', { name: new RegExp(`^Select all ${count(CAMPAIGNS)} matching$`) })
        .click();
      const toolbar = page.getByRole('region', { name: 'Bulk actions' });
      await toolbar.getByText(`${selectable} selected`, { exact: true }).waitFor();
      await toolbar.getByRole('button', { name: 'Edit selected', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `Edit ${selectable} campaigns` });
      await dialog.getByRole('checkbox', { name: 'Bid', exact: true }).check();
      const mode = run % 2 === 0 ? 'Increase by %' : 'Decrease by %';
      await dialog.getByLabel('How to change the bid').selectOption(mode);
      await dialog.getByLabel('Bid value').fill(PERCENT);

      const beforePreview = await page.evaluate(() => performance.now());
      requests.reset();
      await dialog.getByRole('button', { name: 'Preview changes', exact: true }).click();
      const preview = await inPage(
        page,
        `Bulk edit: "Preview" of ${selectable} campaigns`,
        stepShown,
        { text: 'Preview', after: beforePreview },
        PHASE_TIMEOUT,
      );
      const previewRequests = requests.read();
      const planned = (await dialog.getByRole('status').first().textContent()) ?? '';
      const willChange = /(\d+) campaigns? will change/.exec(planned)?.[1];
      if (willChange === undefined)
        throw new Error(`Bulk edit: the preview says "${planned}", not how many will change`);

      const beforeApply = await page.evaluate(() => performance.now());
      requests.reset();
      await dialog.getByRole('button', { name: 'Apply changes', exact: true }).click();
      const result = await inPage(
        page,
        `Bulk edit: "Result" of ${willChange} campaigns`,
        stepShown,
        { text: 'Result', after: beforeApply },
        PHASE_TIMEOUT,
      );
      const applyRequests = requests.read();
      const line = (await dialog.getByText(/^Done\./).textContent({ timeout: 5000 })) ?? '';
      // Long tasks are reported after they end: wait out the window after the result.
      await page.waitForTimeout(AFTER_MS + 200);
      const state = await probe(page);
      if (run === 0) continue; // warm-up: fills the HTTP cache with the dialog's chunks
      const previewStart = clickAt(state, 'Preview changes', beforePreview);
      const applyStart = clickAt(state, 'Apply changes', beforeApply);
      const previewMs = (preview.painted ?? preview.inDom) - previewStart;
      const applyMs = (result.painted ?? result.inDom) - applyStart;
      const perSecond = (n: number, ms: number) => Math.round(n / (ms / 1000));
      m.selected.push(selectable);
      m.preview.push(previewMs);
      m.previewReads.push(previewRequests.GET);
      m.previewRate.push(perSecond(previewRequests.GET + previewRequests.PUT, previewMs));
      m.previewTask.push(longestTask(state, previewStart, preview.painted ?? preview.inDom));
      m.willChange.push(Number(willChange));
      m.apply.push(applyMs);
      m.applyPuts.push(applyRequests.PUT);
      m.applyGets.push(applyRequests.GET);
      m.applyRate.push(perSecond(applyRequests.GET + applyRequests.PUT, applyMs));
      m.applyTask.push(longestTask(state, applyStart, result.painted ?? result.inDom));
      const resultEnd = result.painted ?? result.inDom;
      m.afterTask.push(longestTask(state, resultEnd, resultEnd + AFTER_MS));
      resultLines.push(`${mode.replace(' by %', '')} ${PERCENT} %: "${line.trim()}"`);
      log(
        `  bulk edit run ${run} (${mode}): preview ${previewMs.toFixed(0)} ms, apply ${applyMs.toFixed(0)} ms; ${line.trim()}`,
      );
    }
  } finally {
    await close();
  }
  const metrics: Metric[] = [
    { label: 'Campaigns selected (Pending left out)', samples: m.selected, unit: 'count' },
    {
      label: 'Preview: click → "Preview" heading painted',
      samples: m.preview,
      unit: 'ms',
    },
    { label: 'Preview: campaigns read (GET)', samples: m.previewReads, unit: 'count' },
    { label: 'Preview: requests per second', samples: m.previewRate, unit: 'count' },
    {
      label: 'Preview: longest task',
      samples: m.previewTask,
      unit: 'ms',
      target: { max: 50, text: 'none > 50 ms' },
    },
    { label: 'Preview: campaigns that will change', samples: m.willChange, unit: 'count' },
    { label: 'Apply: click → "Result" heading painted', samples: m.apply, unit: 'ms' },
    { label: 'Apply: campaigns written (PUT)', samples: m.applyPuts, unit: 'count' },
    {
      label: 'Apply: reads (GET, before and after each write)',
      samples: m.applyGets,
      unit: 'count',
    },
    { label: 'Apply: requests per second', samples: m.applyRate, unit: 'count' },
    {
      label: 'Apply: longest task',
      samples: m.applyTask,
      unit: 'ms',
      target: { max: 50, text: 'none > 50 ms' },
    },
    {
      label: `Longest task in the ${AFTER_MS / 1000} s after "Result"`,
      samples: m.afterTask,
      unit: 'ms',
      target: { max: 50, text: 'none > 50 ms' },
    },
  ];
  return {
    tables: [metricTable(METHOD(selectable, runs), metrics)],
    notes: [
      ...misses('Bulk edit', metrics),
      `Bulk edit, the result line of each measured run: ${resultLines.join('; ')}.`,
    ],
  };
}
