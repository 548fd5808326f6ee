import type { BrowserEnv } from './browser-env';
import { initScript, inPage, openPage, probe, signIn } from './browser-page';
import { longestTask } from './browser-probes';
import { metricTable, type AreaResult, type Metric } from './browser-table';

/**
 * The campaign editor on a campaign with every section on (bench/lib/browser-data.ts
 * picks it). Each run is a full load of /campaigns/<cid> in a signed-in tab (HTTP
 * cache warm after a warm-up run), timed in the page from its navigation start.
 */

/** The editor's section headings (src/.../editor/form/section-titles.ts), all expected. */
const SECTIONS = [
  'Basics',
  'Creative',
  'Budget',
  'Dates',
  'Weekly schedule',
  'Frequency cap and pacing',
  'Targeting',
  'Keywords',
  'Bid control',
];

interface FormLoad {
  formInDom: number;
  formPainted: number;
  typingAnswered: number;
  /** responseEnd of the campaign's read (resource timing). */
  readResponse: number;
}

/**
 * Init script. When the form holds every section heading and the 168-cell schedule
 * grid, notes the time; after the next frame types one character into "Name" (the
 * value setter and an `input` event, as React sees typing) and notes the frame
 * after that; then puts the name back, so no draft or leave-guard stays behind.
 */
function watchEditor(arg: { cid: number; sections: string[] }): void {
  const state: Partial<FormLoad> & { error?: string; headings?: string[] } = {};
  Object.defineProperty(window, '__benchEditor', { value: state });
  const painted = (then: () => void) => requestAnimationFrame(() => setTimeout(then));
  const form = () => document.querySelector(`form[aria-label="Edit campaign ${arg.cid}"]`);
  const ready = () => {
    const f = form();
    if (!f || !f.querySelector('table[role="grid"][aria-label="Schedule"] button')) return false;
    const headings = [...f.querySelectorAll('h2')].map((h) => h.textContent?.trim() ?? '');
    state.headings = headings;
    return arg.sections.every((s) => headings.includes(s));
  };
  const observer = new MutationObserver(() => {
    if (state.formInDom || !ready()) return;
    state.formInDom = performance.now();
    observer.disconnect();
    painted(() => {
      state.formPainted = performance.now();
      const label = [...(form()?.querySelectorAll('label') ?? [])].find(
        (l) => l.textContent?.trim() === 'Name',
      );
      const input = label ? document.getElementById(label.htmlFor) : null;
      if (!(input instanceof HTMLInputElement)) {
        state.error = 'no Name input';
        return;
      }
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      const type = (value: string) => {
        setValue?.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      };
      const original = input.value;
      input.focus();
      type(`${original}x`);
      painted(() => {
        state.typingAnswered = performance.now();
        type(original);
      });
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

async function loaded(cid: number): Promise<FormLoad> {
  const state = (window as unknown as { __benchEditor: Partial<FormLoad> & { error?: string } })
    .__benchEditor;
  while (!state.typingAnswered) {
    if (state.error) throw new Error(state.error);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  // The restored name must reach the form (and its draft timer) before the next load.
  await new Promise((resolve) => setTimeout(resolve, 700));
  const read = performance
    .getEntriesByType('resource')
    .find((e) => new URL(e.name).pathname.endsWith(`/login/campaigns/${cid}`));
  if (!read) throw new Error('no campaign read in the resource timing');
  return { ...(state as FormLoad), readResponse: (read as PerformanceResourceTiming).responseEnd };
}

export async function measureEditor(
  env: BrowserEnv,
  runs: number,
  log: (line: string) => void,
): Promise<AreaResult> {
  const { cid } = env.editor;
  const { page, close } = await openPage(env, {
    init: [initScript(watchEditor, { cid, sections: SECTIONS })],
  });
  const m = {
    read: [] as number[],
    inDom: [] as number[],
    painted: [] as number[],
    typing: [] as number[],
    task: [] as number[],
  };
  try {
    await signIn(page, { memberToken: env.memberToken });
    for (let run = 0; run <= runs; run++) {
      await page.goto(`/campaigns/${cid}`);
      const load = await inPage(
        page,
        `Editor of campaign ${cid}: every section (${SECTIONS.join(', ')}) and a typed character`,
        loaded,
        cid,
      );
      const state = await probe(page);
      if (run === 0) continue; // warm-up: fills the HTTP cache with the route's chunks
      m.read.push(load.readResponse);
      m.task.push(longestTask(state, 0, load.typingAnswered));
      m.inDom.push(load.formInDom);
      m.painted.push(load.formPainted);
      m.typing.push(load.typingAnswered);
      log(`  editor run ${run}: interactive ${load.typingAnswered.toFixed(0)} ms`);
    }
  } finally {
    await close();
  }
  const metrics: Metric[] = [
    { label: 'Navigation → campaign read response end', samples: m.read, unit: 'ms' },
    { label: 'Navigation → form with every section in the DOM', samples: m.inDom, unit: 'ms' },
    { label: 'Navigation → form painted', samples: m.painted, unit: 'ms' },
    {
      label: 'Navigation → interactive (a character typed into Name, painted)',
      samples: m.typing,
      unit: 'ms',
    },
    { label: 'Longest task until interactive', samples: m.task, unit: 'ms' },
  ];
  const { typeName, description } = env.editor;
  const method = `**Campaign editor**, campaign ${cid} of uid 3001 (${typeName}: ${description}). Each run is a full load of \`/campaigns/${cid}\` in a signed-in tab (HTTP cache warm: one unmeasured warm-up run first), timed in the page from its navigation start. *In the DOM*: the form holds all nine section headings (${SECTIONS.join(', ')}) and the 168-cell schedule grid. *Painted*: the frame after. *Interactive*: then one character typed into Name (the value setter and an \`input\` event, as React sees typing) and the frame after it painted; the name is put back afterwards. The issue sets no number for the editor.`;
  return { tables: [metricTable(method, metrics)], notes: [] };
}
