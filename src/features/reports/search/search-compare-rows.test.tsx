// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sumDecimals } from '@contract/decimal';
import { SearchReportResponseSchema } from '@contract/reports';
import { setFormatLocale } from '@/lib/format/locale';
import { createTestApp, TEST_TODAY, type TestApp } from '@/testing/reference-api';
import { renderRoute } from '@/testing/render-route';
import { captureDownloads } from '@/testing/capture-downloads';

// Issue 26 items 1, 2, 3 and 7 on the Search report: a week against the week
// before, per country, on Fabrikam's feeds (a country new this week, one gone).
const FROM = '2026-11-14';
const PREVIOUS = { from: '2026-11-07', to: '2026-11-13' };
let server: TestApp;
let previousRevenue: string;
beforeAll(async () => {
  server = await createTestApp();
  const response = await server.fetch(
    `/pub/publisher/search-report?token=${server.publisherKeys.searchOnly}&date_from=${PREVIOUS.from}&date_to=${PREVIOUS.to}`,
  );
  const rows = SearchReportResponseSchema.parse(await response.json()).data;
  previousRevenue = sumDecimals(
    rows.map((r) => r.revenue),
    10,
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  setFormatLocale(undefined);
});

async function openReport(query: string) {
  setFormatLocale('en-US');
  const view = await renderRoute(`/reports/search?from=${FROM}&to=${TEST_TODAY}${query}`, {
    fetch: server.fetch,
    signedIn: { publisherKey: server.publisherKeys.searchOnly },
  });
  await screen.findByRole('region', { name: 'Totals' }, { timeout: 10_000 });
  return view;
}
const rollup = () => screen.getByRole('region', { name: /^Search report grouped by country/ });
/** The body cells of one rollup column, by its header's name. */
function cells(name: string): (Element | undefined)[] {
  const region = rollup();
  const headers = within(region).getAllByRole('columnheader');
  const index = headers.findIndex((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim() === name);
  return within(region)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.children[index]);
}
const column = (name: string) => cells(name).map((cell) => cell?.textContent ?? '');
/** A column's exact values: a rounded money cell keeps its exact one in its title. */
const exactColumn = (name: string) =>
  cells(name).map(
    (cell) => cell?.getAttribute('title')?.replace(/^Exact: /, '') ?? cell?.textContent ?? '',
  );
const amount = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

describe('Search report: compare to previous period', () => {
  it('totals say "Previous period: …" and the change; the chart names the dashed previous period', async () => {
    await openReport('&compare=true');
    const totals = screen.getByRole('region', { name: 'Totals' });
    await within(totals).findAllByText(/^Previous period:/);
    const revenueTile = within(totals).getByText('Revenue').closest('div')!;
    expect(within(revenueTile).getByText(/^Previous period:/).textContent).toBe(
      `Previous period: ${Number(previousRevenue).toLocaleString('en-US', { style: 'currency', currency: 'USD' })}`,
    );
    expect(revenueTile.textContent).toMatch(/(up|down) [\d.]+%, [+\u2212]\$?[\d,.]+/);
    expect(
      await screen.findByRole('img', { name: /Revenue per day.*the previous period dashed/ }),
    ).toBeInTheDocument();
  });

  it('grouped by country: Previous and Change by code, New and Gone, sums equal to the previous total', async () => {
    await openReport('&compare=true&group=geo');
    await within(rollup()).findByRole('columnheader', { name: /Change/ });
    const change = column('Change');
    expect(change.filter((t) => t.startsWith('New:'))).toHaveLength(1);
    expect(change.filter((t) => t.startsWith('Gone:'))).toHaveLength(1);
    const previous = exactColumn('Previous').filter((t) => t !== '—');
    expect(previous.reduce((sum, t) => sum + amount(t), 0)).toBeCloseTo(Number(previousRevenue), 2);
    expect(screen.getByRole('combobox', { name: 'Compare by' })).toHaveValue('revenue');
  });

  it('the largest fall in "Biggest changes" tops a sort by Change; its link filters the table; the CSV has the comparison', async () => {
    const blobs = captureDownloads();
    const { user, router } = await openReport('&compare=true&group=geo');
    const region = await screen.findByRole('region', { name: 'Biggest changes' });
    const fall = within(within(region).getByRole('list', { name: 'Largest falls' })).getAllByRole(
      'link',
    )[0]!;
    const name = fall.textContent ?? '';

    await user.click(within(rollup()).getByRole('button', { name: 'Change' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'change' }));
    expect(within(rollup()).getByRole('columnheader', { name: /Change/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(column('Country')[0]).toBe(name);

    await user.click(fall);
    await waitFor(() => expect(column('Country')).toEqual([name]));
    expect(screen.getByRole('button', { name: 'Export current view' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Export current view' }));
    await screen.findByText(/^Exported 1 row\.$/);
    const lines = (await blobs[0]!.text()).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'geo,total,monetized,clicks,revenue,epc,rpm,previous_revenue,change_revenue,change_revenue_percent,change_revenue_kind',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/,-[\d.]+,(-[\d.]+)?,(down|gone)$/);
  });

  it('Refresh reads the previous period again too, so Previous and Change are as fresh as the rows', async () => {
    const reads = { current: 0, previous: 0 };
    const fetch: typeof globalThis.fetch = (input, init) => {
      const url = String(input);
      if (url.includes('/publisher/search-report?')) {
        if (url.includes(`date_from=${PREVIOUS.from}`)) reads.previous += 1;
        else if (url.includes(`date_from=${FROM}`)) reads.current += 1;
      }
      return server.fetch(input, init);
    };
    setFormatLocale('en-US');
    const { user } = await renderRoute(
      `/reports/search?from=${FROM}&to=${TEST_TODAY}&compare=true`,
      {
        fetch,
        signedIn: { publisherKey: server.publisherKeys.searchOnly },
      },
    );
    await screen.findByRole('region', { name: 'Totals' }, { timeout: 10_000 });
    await waitFor(() => expect(reads.previous).toBe(1));
    const before = { ...reads };
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(reads.current).toBe(before.current + 1));
    await waitFor(() => expect(reads.previous).toBe(before.previous + 1));
    expect(await screen.findByRole('button', { name: 'Refresh' })).toBeEnabled();
  });

  it('a previous period that fails says so and keeps the report; "Try again" brings the comparison', async () => {
    let failing = true;
    const fetch: typeof globalThis.fetch = (input, init) =>
      failing && String(input).includes(`date_from=${PREVIOUS.from}`)
        ? Promise.resolve(
            Response.json({ status: 'error', message: 'Reports are busy' }, { status: 503 }),
          )
        : server.fetch(input, init);
    setFormatLocale('en-US');
    const { user } = await renderRoute(
      `/reports/search?from=${FROM}&to=${TEST_TODAY}&compare=true&group=geo`,
      { fetch, signedIn: { publisherKey: server.publisherKeys.searchOnly } },
    );
    await screen.findByRole('region', { name: 'Totals' }, { timeout: 10_000 });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /The previous period could not be loaded, so there is nothing to compare with: .*busy/,
    );
    expect(within(rollup()).queryByRole('columnheader', { name: /Change/ })).toBeNull();

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await within(rollup()).findByRole('columnheader', { name: /Change/ });
    expect(screen.queryByText(/The previous period could not be loaded/)).toBeNull();
  });

  it('a row filter makes "Export current view" primary and describes "Download CSV"', async () => {
    const { user } = await openReport('');
    const download = screen.getByRole('button', { name: 'Download CSV' });
    expect(download).not.toHaveAccessibleDescription();
    await user.type(screen.getByLabelText('Filter rows'), 'US');
    await waitFor(() =>
      expect(download).toHaveAccessibleDescription(
        'Full export from the server: ignores the row filter and grouping',
      ),
    );
    expect(screen.getByRole('button', { name: 'Export current view' }).className).toMatch(
      /bg-blue-700/,
    );
  });
});
