import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './fixtures/axe';
import { firstMember, startSignedIn } from './fixtures/auth';

// The demo advertiser (uid 1001) has 324 campaigns. The bulk-status spec may
// change statuses meanwhile, so nothing here depends on how many have which.
const TOTAL = 324;

test.beforeEach(async ({ page, request }) => {
  // Kept on this tab, so reloads and typed URLs stay signed in.
  await startSignedIn(page, { memberToken: (await firstMember(request)).token });
});

const campaignsTable = (page: Page) => page.getByRole('table', { name: 'Campaigns' });

/** Waits until the table shows settled rows (not skeletons, not the previous view). */
async function settled(page: Page): Promise<Locator> {
  const table = campaignsTable(page);
  await expect(table).toHaveAttribute('aria-busy', 'false');
  return table;
}

/** The texts of one column, found by its header. */
async function column(page: Page, header: string): Promise<string[]> {
  const table = await settled(page);
  return table.evaluate((element, name) => {
    const headers = [...element.querySelectorAll('thead th')];
    const index = headers.findIndex((th) => th.textContent?.replace(/[▲▼↕]/g, '').trim() === name);
    if (index < 0) throw new Error(`No column ${name}`);
    return [...element.querySelectorAll('tbody tr')].map(
      (row) => row.children[index]?.textContent?.trim() ?? '',
    );
  }, header);
}

const bodyRows = (page: Page) => campaignsTable(page).locator('tbody tr');
const range = (page: Page) =>
  page.getByRole('navigation', { name: 'Pagination' }).getByRole('status');
const header = (page: Page, name: string) =>
  campaignsTable(page).getByRole('columnheader', { name, exact: true });

// SQLite's NOCASE: ASCII letters folded, otherwise code-unit order.
const nocase = (a: string, b: string) => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
};

async function openList(page: Page, search = '') {
  await page.goto(`/campaigns${search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
}

test('sorts by name both ways on the server', async ({ page }) => {
  await openList(page);
  await expect(header(page, 'ID')).toHaveAttribute('aria-sort', 'descending');

  await header(page, 'Name').getByRole('button').click();
  await expect(header(page, 'Name')).toHaveAttribute('aria-sort', 'ascending');
  await expect(header(page, 'ID')).toHaveAttribute('aria-sort', 'none');
  await expect(page).toHaveURL(/sort=name/);
  const ascending = await column(page, 'Name');
  expect(ascending).toHaveLength(20);
  expect([...ascending].sort(nocase)).toEqual(ascending);

  await header(page, 'Name').getByRole('button').click();
  await expect(header(page, 'Name')).toHaveAttribute('aria-sort', 'descending');
  // desc is the default order, so it leaves the URL.
  await expect(page).toHaveURL(/\/campaigns\?sort=name$/);
  const descending = await column(page, 'Name');
  expect([...descending].sort(nocase).reverse()).toEqual(descending);
  expect(descending[0]).not.toBe(ascending[0]);
});

test('searches by name, and by an exact campaign id with a note', async ({ page }) => {
  await openList(page);
  const search = page.getByLabel('Search campaigns');

  await search.fill('spring sale');
  await expect(page).toHaveURL(/query=spring/);
  // Polled: the URL changes a moment before the table shows the new answer.
  await expect
    .poll(async () => {
      const names = await column(page, 'Name');
      return names.length > 0 && names.every((name) => name.toLowerCase().includes('spring sale'));
    })
    .toBe(true);

  await search.fill('10042');
  await expect(page.getByText('Showing the campaign with id 10042')).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(1);
  expect(await column(page, 'ID')).toEqual(['10042']);
  await expect(range(page)).toHaveText('1–1 of 1');
});

test('filters by status and by type', async ({ page }) => {
  await openList(page);
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Paused' });
  await expect(page).toHaveURL(/status=3/);
  await expect.poll(async () => [...new Set(await column(page, 'Status'))]).toEqual(['Paused']);

  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'All statuses' });
  await expect(page).not.toHaveURL(/status=/);
  await page.getByRole('button', { name: /^Type:/ }).click();
  const types = page.getByRole('group', { name: 'Type' });
  // The tenant's types, read from one of the member's campaigns.
  await expect(types.getByRole('checkbox')).toHaveCount(5);
  await types.getByRole('checkbox', { name: 'Native CPV', exact: true }).check();
  await types.getByRole('checkbox', { name: 'Push CPC', exact: true }).check();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Type: 2 selected' })).toBeFocused();
  // Repeated as the contract names it, never JSON or comma-joined.
  await expect(page).toHaveURL(/types=\d+&(.*&)?types=\d+/);
  await expect(range(page)).not.toHaveText(`1–20 of ${TOTAL}`);
  await expect
    .poll(async () => [...new Set(await column(page, 'Type'))].sort())
    .toEqual(['Native CPV', 'Push CPC']);
});

test('a 200-row page draws the rows in sight as the page and the table scroll, and Tab walks past them', async ({
  page,
}) => {
  await openList(page, '?perPage=200');
  const table = await settled(page);
  const region = page.getByRole('region', { name: 'Campaigns table' });
  // The row drawn at a point of the screen inside the table's region (0: a padding row, or none).
  const rowAt = (where: 'top' | 'bottom') =>
    region.evaluate((element, edge) => {
      const box = element.getBoundingClientRect();
      const bottom = Math.min(box.bottom, window.innerHeight) - 8;
      const y = edge === 'top' ? Math.max(box.top, 0) + 80 : bottom;
      const row = document.elementFromPoint(box.left + 60, y)?.closest('tr');
      return Number(row?.getAttribute('aria-rowindex') ?? 0);
    }, where);
  expect(await rowAt('bottom')).toBeGreaterThan(1);
  // The page scrolls the whole table into view: its lower rows come into sight, drawn.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => rowAt('bottom')).toBeGreaterThan(10);
  // The table scrolls inside its region: the rows in sight are drawn, top to bottom.
  await region.evaluate((element) => element.scrollTo({ top: 3000 }));
  await expect.poll(() => rowAt('top')).toBeGreaterThan(60);
  await expect.poll(() => rowAt('bottom')).toBeGreaterThan(70);
  await region.evaluate((element) => element.scrollTo({ top: 0 }));
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => rowAt('top')).toBeLessThan(5);
  expect(await rowAt('top')).toBeGreaterThan(1);

  // The keyboard: from the first row, Tab goes row by row beyond the rows first drawn,
  // never out of the table.
  const drawn = table.locator('tbody tr[aria-rowindex]');
  const lastDrawn = Number(await drawn.last().getAttribute('aria-rowindex'));
  expect(lastDrawn).toBeLessThan(60);
  const focusedRow = () =>
    page.evaluate(() =>
      Number(document.activeElement?.closest('tr')?.getAttribute('aria-rowindex') ?? 0),
    );
  await table.getByRole('link').first().focus();
  let row = await focusedRow();
  for (let presses = 0; row <= lastDrawn + 5 && presses < 300; presses++) {
    await page.keyboard.press('Tab');
    const next = await focusedRow();
    expect(next, 'focus stays in the table, moving down').toBeGreaterThanOrEqual(row);
    row = next;
  }
  expect(row).toBeGreaterThan(lastDrawn + 5);
});

test('shows 200 rows per page and pages through with Next and Last', async ({ page }) => {
  await openList(page);
  await page.getByLabel('Rows per page').selectOption('200');
  await expect(page).toHaveURL(/perPage=200/);
  await expect(range(page)).toHaveText(`1–200 of ${TOTAL}`);
  // A long page draws the rows in sight; aria-rowcount (header + rows) tells its size.
  await expect(campaignsTable(page)).toHaveAttribute('aria-rowcount', '201');
  expect(await bodyRows(page).locator(':scope[aria-rowindex]').count()).toBeLessThan(200);

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(range(page)).toHaveText(`201–${TOTAL} of ${TOTAL}`);
  await expect(campaignsTable(page)).toHaveAttribute('aria-rowcount', String(TOTAL - 200 + 1));
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Last page' })).toBeDisabled();

  await page.getByRole('button', { name: 'First page' }).click();
  await expect(range(page)).toHaveText(`1–200 of ${TOTAL}`);
  await page.getByRole('button', { name: 'Last page' }).click();
  await expect(range(page)).toHaveText(`201–${TOTAL} of ${TOTAL}`);
  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(range(page)).toHaveText(`1–200 of ${TOTAL}`);
});

test('reload and back/forward reproduce the same view', async ({ page }) => {
  await openList(page);
  // Pending: the one status no spec can change (members cannot), so the rows stay put.
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Pending' });
  await expect(page).toHaveURL(/status=0/);
  await expect(range(page)).toHaveText(new RegExp(`^1–20 of (?!${TOTAL})`));
  const pendingFirstPage = await column(page, 'ID');

  // A numeric column starts at its largest value (issue 25 item 7).
  await header(page, 'Bid').getByRole('button').click();
  await expect(header(page, 'Bid')).toHaveAttribute('aria-sort', 'descending');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(range(page)).toHaveText(/^21–40 of/);
  const view = {
    url: page.url(),
    ids: await column(page, 'ID'),
    range: await range(page).textContent(),
  };

  await page.reload();
  await expect(page).toHaveURL(view.url);
  expect(await column(page, 'ID')).toEqual(view.ids);
  await expect(range(page)).toHaveText(view.range ?? '');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('0');
  await expect(header(page, 'Bid')).toHaveAttribute('aria-sort', 'descending');

  await page.goBack(); // page 1 of the bid sort
  await expect(page).not.toHaveURL(/page=2/);
  await expect(range(page)).toHaveText(/^1–20 of/);
  await page.goBack(); // before the sort
  await expect(header(page, 'ID')).toHaveAttribute('aria-sort', 'descending');
  expect(await column(page, 'ID')).toEqual(pendingFirstPage);
  await page.goBack(); // before the status filter
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  await expect(range(page)).toHaveText(`1–20 of ${TOTAL}`);

  await page.goForward();
  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(view.url);
  expect(await column(page, 'ID')).toEqual(view.ids);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('0');
});

test('searching is one step of history: Back leaves the search, not each pause in typing', async ({
  page,
}) => {
  await openList(page);
  await expect(range(page)).toHaveText(`1–20 of ${TOTAL}`);
  const box = page.getByRole('searchbox', { name: 'Search campaigns' });
  // The first two words of a campaign's name ("<brand> <type> …"): a search with rows.
  const [brand = '', word = ''] = (await column(page, 'Name'))[0]?.split(' ') ?? [];
  const typed = `${brand} ${word}`;
  const inUrl = new RegExp(`query=${brand}(\\+|%20)${encodeURIComponent(word)}`);

  // Typed with a pause longer than the debounce: each pause writes the URL.
  await box.pressSequentially(brand);
  await expect(page).toHaveURL(new RegExp(`query=${brand}(&|$)`));
  await box.pressSequentially(` ${word}`);
  await expect(page).toHaveURL(inUrl);
  await settled(page);

  await page.goBack(); // the list before the search, not "Push"
  await expect(page).not.toHaveURL(/query=/);
  await expect(box).toHaveValue('');
  await expect(range(page)).toHaveText(`1–20 of ${TOTAL}`);

  await page.goForward();
  await expect(box).toHaveValue(typed);

  // Clearing the search is a step of its own: Back brings the search back.
  await box.fill('');
  await box.press('Enter');
  await expect(page).not.toHaveURL(/query=/);
  await expect(range(page)).toHaveText(`1–20 of ${TOTAL}`);
  await page.goBack();
  await expect(box).toHaveValue(typed);
  await expect(page).toHaveURL(inUrl);
});

test('bad link parameters fall back to their defaults with a note', async ({ page }) => {
  await openList(page, '?perPage=7&sort=evil&page=-1&order=asc&status=9');
  await expect(
    page.getByText('Some link parameters were invalid and were reset: page, perPage, sort, status'),
  ).toBeVisible();
  // The valid one is kept; the address shows what is really listed.
  await expect(page).toHaveURL(/\/campaigns\?order=asc$/);
  await expect(bodyRows(page)).toHaveCount(20);
  await expect(header(page, 'ID')).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByLabel('Rows per page')).toHaveValue('20');
});

test('the empty state names the filters and clears them', async ({ page }) => {
  await openList(page, '?status=3');
  await page.getByLabel('Search campaigns').fill('no such campaign xyz');
  await expect(
    page.getByText('No campaigns match: Status Paused, search "no such campaign xyz"'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(range(page)).toHaveText(`1–20 of ${TOTAL}`);
  await expect(page.getByLabel('Search campaigns')).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  await expect(page).toHaveURL(/\/campaigns$/);
});

test('the column chooser is remembered across a reload', async ({ page }) => {
  await openList(page);
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Geo', exact: true }).uncheck();
  // Website starts hidden (the default set fits 1,440 px): one click shows it.
  await page.getByRole('checkbox', { name: 'Website', exact: true }).check();
  await page.getByRole('button', { name: 'Pin Type' }).click();
  await expect(header(page, 'Geo')).toHaveCount(0);

  await page.reload();
  await settled(page);
  await expect(header(page, 'Geo')).toHaveCount(0);
  await expect(header(page, 'Website')).toBeVisible();
  await expect(header(page, 'Name')).toBeVisible();
  await page.getByRole('button', { name: 'Columns' }).click();
  await expect(page.getByRole('button', { name: 'Pin Type' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Layout only: no credential goes to localStorage.
  const stored = await page.evaluate(() => ({ ...window.localStorage }));
  expect(Object.keys(stored)).toEqual(['adpanel.campaigns.columns']);
  expect(JSON.parse(stored['adpanel.campaigns.columns'] ?? '{}')).toMatchObject({
    visibility: { geo: false, website: true },
    pinnedLeft: ['cid', 'name', 'type_name'],
  });
});

test.describe('at 1,440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the default columns fit; pinned ID and Name stay in view while scrolling sideways', async ({
    page,
  }) => {
    await openList(page);
    await settled(page);
    const region = page.getByRole('region', { name: 'Campaigns table' });
    const fits = () => region.evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(await fits()).toBe(true);
    await expect(header(page, 'Actions')).toBeInViewport();

    // Website and Bid control make it wider than the screen: it scrolls, ID and Name stay.
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Website', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Bid control', exact: true }).check();
    await page.keyboard.press('Escape');
    expect(await fits()).toBe(false);
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    const box = await region.boundingBox();
    for (const name of ['ID', 'Name', 'Actions']) {
      const cell = await header(page, name).boundingBox();
      expect(cell!.x).toBeGreaterThanOrEqual(box!.x - 1);
      expect(cell!.x + cell!.width).toBeLessThanOrEqual(box!.x + box!.width + 1);
    }
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a header's edge drags the column wider, kept across a reload; a double click resets it", async ({
    page,
  }) => {
    await openList(page);
    await settled(page);
    const width = async () => (await header(page, 'Type').boundingBox())!.width;
    const before = await width();
    const edge = (await campaignsTable(page)
      .locator('[data-resize-handle="type_name"]')
      .boundingBox())!;
    const y = edge.y + edge.height / 2;
    await page.mouse.move(edge.x + edge.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(edge.x + edge.width / 2 + 40, y, { steps: 4 });
    await page.mouse.move(edge.x + edge.width / 2 + 80, y, { steps: 4 });
    // The column keeps its width while dragging ("onEnd"); it changes on release.
    expect(await width()).toBeCloseTo(before, 0);
    await page.mouse.up();
    await expect.poll(width).toBeGreaterThan(before + 70);
    const dragged = await width();

    await page.reload();
    await settled(page);
    expect(await width()).toBeCloseTo(dragged, 0);
    const stored = await page.evaluate(() => window.localStorage['adpanel.campaigns.columns']);
    const { sizing } = JSON.parse(stored ?? '{}') as { sizing?: Record<string, number> };
    expect(sizing?.type_name).toBeGreaterThan(before + 70);

    await campaignsTable(page).locator('[data-resize-handle="type_name"]').dblclick();
    await expect.poll(width).toBeCloseTo(before, 0);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the cards follow the column chooser', async ({ page }) => {
    await openList(page);
    // On a phone the filters and "Columns" wait behind "Filters"; the search stays in sight.
    const filters = page.getByRole('button', { name: 'Filters' });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('combobox', { name: 'Status' })).toBeHidden();
    await expect(page.getByRole('searchbox', { name: 'Search campaigns' })).toBeVisible();
    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Active' });
    await expect(filters).toHaveAccessibleDescription('1 on');
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Website', exact: true }).check();
    await page.keyboard.press('Escape');
    // Each card lists the visible columns' figures under their names (a description list).
    const cards = page.getByRole('list', { name: 'Campaigns' });
    await expect(
      cards
        .getByRole('term')
        .filter({ hasText: /^Website$/ })
        .first(),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`accessibility (${colorScheme})`, () => {
    test.use({ colorScheme });

    test('the list has no serious or critical violations', async ({ page }) => {
      // axe over a 20-row table in both states: a ceiling for a loaded 2-core machine.
      test.setTimeout(120_000);
      await openList(page);
      await settled(page);
      expect(await seriousViolations(page)).toEqual([]);
      // With the type filter open and a row selected, too.
      await page.getByRole('button', { name: /^Type:/ }).click();
      await expect(page.getByRole('group', { name: 'Type' }).getByRole('checkbox')).toHaveCount(5);
      const selectable = campaignsTable(page).getByRole('checkbox', { name: /^Select campaign/ });
      await selectable.and(page.locator(':enabled')).first().check();
      expect(await seriousViolations(page)).toEqual([]);
      // The empty state.
      await openList(page, '?query=no%20such%20campaign');
      await expect(page.getByRole('button', { name: 'Clear filters' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
