// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createTestApp, TEST_TODAY, type TestApp } from '@/testing/reference-api';
import { renderRoute } from '@/testing/render-route';
import { captureDownloads } from '@/testing/capture-downloads';

// Issue 26 items 1 and 2 on XML statistics: the week against the week before,
// per country, matched by country (the seed has one new and one gone country).
let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});

afterEach(() => vi.restoreAllMocks());

const WEEK = `/reports/xml?tid=501&from=2026-11-14&to=${TEST_TODAY}&groupBy=geo&compare=true`;

async function openReport(path: string) {
  const view = await renderRoute(path, {
    fetch: server.fetch,
    signedIn: { publisherKey: server.publisherKeys.both },
  });
  // The comparison's code loads beside the answers: until it is in, the table shows without it.
  await screen.findByRole('columnheader', { name: /Change/ });
  const table = screen.getByRole('table', { name: /^XML statistics per country/ });
  return { ...view, table };
}

/** The body cells of one column, by its header's name. */
function cells(table: HTMLElement, name: string): (Element | undefined)[] {
  const headers = within(table).getAllByRole('columnheader');
  const index = headers.findIndex((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim() === name);
  const body = table.querySelector('tbody');
  if (!body || index < 0) throw new Error(`no column ${name}`);
  return within(body)
    .getAllByRole('row')
    .map((row) => row.children[index]);
}
const column = (table: HTMLElement, name: string) =>
  cells(table, name).map((cell) => cell?.textContent ?? '');
/** A column's exact values: a rounded money cell keeps its exact one in its title. */
const exactColumn = (table: HTMLElement, name: string) =>
  cells(table, name).map(
    (cell) => cell?.getAttribute('title')?.replace(/^Exact: /, '') ?? cell?.textContent ?? '',
  );
const search = (view: Awaited<ReturnType<typeof openReport>>) =>
  new URLSearchParams(view.router.state.location.searchStr);
const amount = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

describe('XML statistics: Previous and Change per row', () => {
  it('matches countries by code: a new one and a gone one, sums equal to the previous totals', async () => {
    const { table } = await openReport(WEEK);
    const change = column(table, 'Change');
    expect(change.filter((t) => t.startsWith('New:'))).toHaveLength(1);
    expect(change.filter((t) => t.startsWith('Gone:'))).toHaveLength(1);
    expect(change.some((t) => /^(up|down) [\d.]+%, [+\u2212]\$?[\d,.]+/.test(t))).toBe(true);

    // The Previous cells add up to the previous period's gross revenue tile.
    const previous = exactColumn(table, 'Previous')
      .filter((t) => t !== '—')
      .map(amount);
    // Its code loads beside the previous period's answer.
    const tiles = await screen.findByRole('region', { name: 'Compared with the previous period' });
    const tile = within(tiles).getByText('Gross revenue').closest('div')!;
    const previousTile = amount(within(tile).getByText(/^Previous period:/).textContent ?? '');
    expect(previous.reduce((a, b) => a + b, 0)).toBeCloseTo(previousTile, 1);
    const foot = table.querySelector('tfoot tr')!;
    expect(amount(foot.children[foot.children.length - 2]?.textContent ?? '')).toBeCloseTo(
      previousTile,
      1,
    );
  });

  it('"Biggest changes" names the largest fall, which a sort by Change puts first; its link filters the table', async () => {
    const view = await openReport(WEEK);
    const { table, user } = view;
    const region = screen.getByRole('region', { name: 'Biggest changes' });
    const falls = within(region).getByRole('list', { name: 'Largest falls' });
    const firstFall = within(falls).getAllByRole('link')[0]!;
    const fallName = firstFall.textContent ?? '';
    expect(within(region).getByRole('list', { name: 'Largest rises' })).toBeInTheDocument();

    const header = within(table).getByRole('columnheader', { name: /Change/ });
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(search(view).get('sort')).toBe('change'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(column(table, 'Country')[0]).toBe(fallName);

    await user.click(firstFall);
    await waitFor(() => expect(search(view).get('only')).toBeTruthy());
    expect(column(table, 'Country')).toEqual([fallName]);
    expect(screen.getByText(`Showing only ${fallName}.`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all rows' }));
    await waitFor(() => expect(search(view).has('only')).toBe(false));
    expect(column(table, 'Country').length).toBeGreaterThan(3);
  });

  it('filtered to one country, the Total row is that row: its Previous and Change too', async () => {
    const { table } = await openReport(`${WEEK}&only=US`);
    expect(column(table, 'Country')).toHaveLength(1);
    const row = table.querySelector('tbody tr')!;
    const foot = table.querySelector('tfoot tr')!;
    const texts = (tr: Element) => [...tr.children].map((cell) => cell.textContent ?? '');
    // Every cell but the first (the country's name, "Total") reads the same.
    expect(texts(foot).slice(1)).toEqual(texts(row).slice(1));
    expect(texts(foot).at(-1)).toMatch(/^(up|down|no change)/);
  });

  it('a previous period that fails says so and keeps the rows; "Try again" brings the comparison', async () => {
    let failing = true;
    const fetch: typeof globalThis.fetch = (input, init) =>
      failing && String(input).includes('from=2026-11-07')
        ? Promise.resolve(
            Response.json({ status: 'error', message: 'Statistics are busy' }, { status: 503 }),
          )
        : server.fetch(input, init);
    const { user } = await renderRoute(WEEK, {
      fetch,
      signedIn: { publisherKey: server.publisherKeys.both },
    });
    const table = await screen.findByRole('table', { name: /^XML statistics per country/ });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /The previous period could not be loaded, so there is nothing to compare with: .*busy/,
    );
    expect(within(table).queryByRole('columnheader', { name: /Change/ })).toBeNull();
    expect(column(table, 'Country').length).toBeGreaterThan(3);

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await within(table).findByRole('columnheader', { name: /Change/ });
    expect(screen.queryByText(/The previous period could not be loaded/)).toBeNull();
  });

  it('"Compare by" changes the compared metric; every numeric column is offered', async () => {
    const view = await openReport(WEEK);
    const select = screen.getByRole('combobox', { name: 'Compare by' });
    expect(select).toHaveValue('gross_revenue');
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(expect.arrayContaining(['Gross clicks', 'Net revenue', 'Gross CTR']));
    await view.user.selectOptions(select, 'gross_clicks');
    await waitFor(() => expect(search(view).get('compareBy')).toBe('gross_clicks'));
    expect(column(view.table, 'Previous').every((t) => t === '—' || /^[\d,]+$/.test(t))).toBe(true);
  });

  it('without "Compare to previous period" there are no comparison columns', async () => {
    const view = await renderRoute(WEEK.replace('&compare=true', ''), {
      fetch: server.fetch,
      signedIn: { publisherKey: server.publisherKeys.both },
    });
    const table = await screen.findByRole('table', { name: /^XML statistics per country/ });
    expect(within(table).queryByRole('columnheader', { name: /Change/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Biggest changes' })).toBeNull();
    view.unmount();
  });

  it('filtered to one country: "Export current view" is primary and has the comparison; "Download CSV" says it is the full file', async () => {
    const blobs = captureDownloads();
    const { user } = await openReport(`${WEEK}&only=US`);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toHaveAccessibleDescription(
      'Full export from the server: ignores the row filter',
    );
    const exportButton = screen.getByRole('button', { name: 'Export current view' });
    expect(exportButton.className).toMatch(/bg-blue-700/);
    await user.click(exportButton);
    await screen.findByText('Exported 1 row.');
    const lines = (await blobs[0]!.text()).split('\r\n').filter(Boolean);
    expect(lines[0]).toMatch(/^geo,gross_requests,.*,previous_gross_revenue,change_gross_revenue,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^US,/);
  });
});
