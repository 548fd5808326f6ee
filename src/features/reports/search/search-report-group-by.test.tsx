// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SearchReportResponseSchema, type SearchReportRow } from '@contract/reports';
import { divideDecimals, sumDecimals } from '@contract/decimal';
import { setFormatLocale } from '@/lib/format/locale';
import { formatCount } from '@/lib/format/number';
import { formatCurrency } from '@/lib/format/money';
import { createTestApp, TEST_TODAY, type TestApp } from '@/testing/reference-api';
import { renderRoute } from '@/testing/render-route';
import { captureDownloads } from '@/testing/capture-downloads';

// "Group by" on the Search report, against the reference API in-process.
const FROM = '2026-11-01';
let server: TestApp;
let loaded: SearchReportRow[];
beforeAll(async () => {
  server = await createTestApp();
  const response = await server.fetch(
    `/pub/publisher/search-report?token=${server.publisherKeys.both}&date_from=${FROM}&date_to=${TEST_TODAY}`,
  );
  loaded = SearchReportResponseSchema.parse(await response.json()).data;
});
afterEach(() => {
  vi.restoreAllMocks();
  setFormatLocale(undefined);
});

const requests = { count: 0 };
async function openReport(query = '') {
  setFormatLocale('en-US');
  const rendered = await renderRoute(`/reports/search?from=${FROM}&to=${TEST_TODAY}${query}`, {
    // Counted, to show a rollup asks the API for nothing.
    fetch: (input, init) => {
      requests.count++;
      return server.fetch(input, init);
    },
    signedIn: { publisherKey: server.publisherKeys.both },
  });
  await screen.findByRole('region', { name: 'Totals' }, { timeout: 10_000 });
  requests.count = 0;
  return rendered;
}

const rollupRegion = () =>
  screen.getByRole('region', { name: /^Search report grouped by country/ });
const bodyRows = () => within(rollupRegion()).getAllByRole('row').slice(1);
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');

/** What the loaded rows of one country add up to, by the contract's decimal rules. */
function expected(geo: string) {
  const own = loaded.filter((row) => row.geo === geo);
  const revenue = sumDecimals(
    own.map((row) => row.revenue),
    10,
  );
  const count = (field: 'total' | 'clicks') =>
    own.reduce((sum, row) => sum + BigInt(row[field]), 0n).toString();
  return { total: count('total'), clicks: count('clicks'), revenue };
}

describe('Search report "Group by"', () => {
  it('rolls the loaded rows up per country, sums and EPC exact, in the URL', async () => {
    const { user, router } = await openReport();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group by' }), 'Country');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ group: 'geo' }));

    const countries = new Set(loaded.map((row) => row.geo));
    expect(bodyRows()).toHaveLength(countries.size);
    // The rollup's columns: the group, then the counts and the money.
    expect(
      within(rollupRegion())
        .getAllByRole('columnheader')
        .map((th) => th.textContent?.replace(/[▲▼↕]/g, '')),
    ).toEqual(['Country', 'Total', 'Monetized', 'Clicks', 'Revenue', 'EPC', 'RPM']);

    const germany = bodyRows().find((row) => cellTexts(row)[0]?.includes('(DE)'));
    const want = expected('DE');
    const cells = cellTexts(germany!);
    expect(cells[1]).toBe(formatCount(want.total));
    expect(cells[3]).toBe(formatCount(want.clicks));
    expect(cells[4]).toBe(formatCurrency(want.revenue, 2));
    expect(cells[5]).toBe(formatCurrency(divideDecimals(want.revenue, want.clicks, 6), 4));
    // No request: the rollup is of the rows already loaded.
    expect(requests.count).toBe(0);
  });

  it('sorts the rollup by a column header, the sort kept in the URL', async () => {
    const { user, router } = await openReport('&group=geo');
    await user.click(within(rollupRegion()).getByRole('button', { name: 'Revenue' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ sort: 'revenue', order: 'desc' }),
    );
    expect(within(rollupRegion()).getByRole('columnheader', { name: /Revenue/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const revenues = bodyRows().map((row) => expected(cellTexts(row)[0]!.slice(-3, -1)).revenue);
    const sorted = [...revenues].sort((a, b) => Number(b) - Number(a));
    expect(revenues).toEqual(sorted);

    // Sorted by country (the group's own column), then back and forth.
    await user.click(within(rollupRegion()).getByRole('button', { name: 'Country' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'geo' }));
    const codes = bodyRows().map((row) => cellTexts(row)[0]!.slice(-3, -1));
    expect(codes).toEqual([...codes].sort());
  });

  it('"Export current view" (primary while grouped) exports the rollup as shown, built from the loaded rows', async () => {
    const blobs = captureDownloads();
    const { user } = await openReport('&group=geo&sort=clicks&order=desc');
    // Issue 26 item 7: the server's file is the full report, and its button says so.
    expect(screen.getByRole('button', { name: 'Download CSV' })).toHaveAccessibleDescription(
      'Full export from the server: ignores the row filter and grouping',
    );
    await user.click(screen.getByRole('button', { name: 'Export current view' }));
    await screen.findByText(/^Exported \d+ rows\.$/);
    expect(requests.count).toBe(0);

    const lines = (await blobs[0]!.text()).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('geo,total,monetized,clicks,revenue,epc,rpm');
    const shown = bodyRows().map((row) => cellTexts(row)[0]!.slice(-3, -1));
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(shown);
    const de = lines.find((line) => line.startsWith('DE,'))!.split(',');
    const want = expected('DE');
    expect(de[1]).toBe(want.total);
    expect(de[3]).toBe(want.clicks);
    expect(de[4]).toBe(want.revenue);
  });

  it('a bad "group" in the link falls back to the rows as loaded and says so', async () => {
    await openReport('&group=planet');
    expect(screen.getByText(/were invalid and were reset: group/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Group by' })).toHaveValue('');
    expect(screen.getByRole('region', { name: /^Search report rows/ })).toBeInTheDocument();
  });
});
