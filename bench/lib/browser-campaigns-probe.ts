/**
 * The campaign table's in-page side: functions serialized into the page (init
 * script or evaluate), so each uses nothing from outside itself.
 */

/** The watcher's record of one load, on window.__benchTable. */
export interface TableLoad {
  rowsInDom: number;
  rowsPainted: number;
  clickAnswered: number;
  /** responseEnd of the list request (resource timing). */
  listResponse: number;
}

/**
 * Init script. When the campaigns table holds `expected` settled rows (aria-busy
 * false), notes the time; one frame later (requestAnimationFrame, then a task: the
 * frame has been painted) clicks the first selectable row's checkbox, and notes when
 * the dashboard answered it (the row checked and the bulk toolbar's status group
 * shown), again after the next frame.
 */
export function watchCampaignTable(expected: number): void {
  const state: Partial<TableLoad> & { error?: string } = {};
  Object.defineProperty(window, '__benchTable', { value: state });
  const painted = (then: () => void) => requestAnimationFrame(() => setTimeout(then));
  // A long page draws only the rows in sight: aria-rowcount (header + rows) says how many it holds.
  const settledRows = () => {
    const table = document.querySelector('table[aria-busy="false"]');
    if (!table) return 0;
    const count = table.getAttribute('aria-rowcount');
    return count ? Number(count) - 1 : table.querySelectorAll('tbody tr:not([aria-hidden])').length;
  };
  const observer = new MutationObserver(() => {
    if (state.rowsInDom || settledRows() < expected) return;
    state.rowsInDom = performance.now();
    observer.disconnect();
    painted(() => {
      state.rowsPainted = performance.now();
      const box = document.querySelector<HTMLInputElement>(
        'tbody input[type="checkbox"][aria-label^="Select campaign"]:enabled',
      );
      if (!box) {
        state.error = 'no selectable row';
        return;
      }
      box.click();
      const answered = () =>
        box.checked &&
        document.querySelector('[aria-label="Set status of the selected campaigns"]');
      const poll = () =>
        answered()
          ? painted(() => (state.clickAnswered = performance.now()))
          : requestAnimationFrame(poll);
      requestAnimationFrame(poll);
    });
  });
  observer.observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-busy'],
  });
}

export async function loaded(perPage: number): Promise<TableLoad> {
  const state = (window as unknown as { __benchTable: Partial<TableLoad> & { error?: string } })
    .__benchTable;
  while (!state.clickAnswered) {
    if (state.error) throw new Error(state.error);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const list = performance
    .getEntriesByType('resource')
    .find((e) => e.name.includes('/campaigns/campaigns?') && e.name.includes(`perPage=${perPage}`));
  if (!list) throw new Error('no list request in the resource timing');
  return { ...(state as TableLoad), listResponse: (list as PerformanceResourceTiming).responseEnd };
}

/**
 * Clicks "Next page" and follows the table until it holds the next page's rows:
 * every DOM change in between is seen (MutationObserver), so `minRows` is the
 * fewest data rows the table ever held (200 = the previous page stayed).
 */
export async function nextPage(expected: number) {
  const table = () => document.querySelector('table[aria-busy]');
  const drawn = () => table()?.querySelectorAll('tbody tr:not([aria-hidden])') ?? [];
  // The page's row count (aria-rowcount: a long page draws only the rows in sight).
  const rows = () => {
    const count = table()?.getAttribute('aria-rowcount');
    return { length: count ? Number(count) - 1 : drawn().length };
  };
  const first = () => drawn()[0]?.querySelector('input[aria-label]')?.getAttribute('aria-label');
  const before = first();
  const button = document.querySelector<HTMLButtonElement>('button[aria-label="Next page"]');
  if (!button || button.disabled) throw new Error('no enabled Next page button');
  let minRows = rows().length;
  let staleShown = false;
  let rowsAt = 0;
  const done = new Promise<void>((resolve) => {
    const observer = new MutationObserver(() => {
      minRows = Math.min(minRows, rows().length);
      const busy = table()?.getAttribute('aria-busy');
      if (busy === 'true') staleShown = true;
      if (busy === 'false' && first() !== before && rows().length === expected) {
        rowsAt = performance.now();
        observer.disconnect();
        resolve();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  });
  const clickAt = performance.now();
  button.click();
  await done;
  const paintedAt = await new Promise<number>((resolve) =>
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now()))),
  );
  // Layout-shift entries arrive a little after the frame they describe.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { clickAt, rowsAt, paintedAt, minRows, staleShown };
}

/**
 * In-app navigation to a bigger page: picks `size` in "Rows per page" as a user
 * would (the select's change event) and returns the time of the pick; the init
 * script's watcher then records the rows, the paint and the answered click.
 */
export function pickPageSize(size: number): number {
  const label = [...document.querySelectorAll('label')].find(
    (l) => l.textContent?.trim() === 'Rows per page',
  );
  const select = label?.htmlFor ? document.getElementById(label.htmlFor) : null;
  if (!(select instanceof HTMLSelectElement)) throw new Error('no "Rows per page" select');
  const at = performance.now();
  select.value = String(size);
  select.dispatchEvent(new Event('change', { bubbles: true }));
  return at;
}

/** Resolves when the table holds `count` settled rows (aria-busy false; aria-rowcount when windowed). */
export async function settled(count: number): Promise<void> {
  const rows = () => {
    const table = document.querySelector('table[aria-busy="false"]');
    const total = table?.getAttribute('aria-rowcount');
    return total
      ? Number(total) - 1
      : (table?.querySelectorAll('tbody tr:not([aria-hidden])').length ?? 0);
  };
  while (rows() < count) await new Promise((resolve) => setTimeout(resolve, 20));
}
