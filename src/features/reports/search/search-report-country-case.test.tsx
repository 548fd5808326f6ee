// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setFormatLocale } from '@/lib/format/locale';
import { createTestApp, TEST_TODAY, type TestApp } from '@/testing/reference-api';
import { renderRoute } from '@/testing/render-route';
import { searchRow } from '@/testing/search-rows';

// "us", "US" and "Us" are one country (decision 017): in the row filter, "Group by
// Country", its one-key link and the comparison with the previous period.
const FROM = '2026-11-14';
const BEFORE = '2026-11-07';
let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterEach(() => setFormatLocale(undefined));

const current = [
  searchRow({ date: FROM, geo: 'US', total: '100', revenue: '1.0000000000' }),
  searchRow({ date: FROM, geo: 'us', total: '20', revenue: '2.0000000000' }),
  searchRow({ date: TEST_TODAY, geo: 'Us', total: '3', revenue: '3.0000000000' }),
  searchRow({ date: FROM, geo: 'DE', total: '9', revenue: '4.0000000000' }),
];
const previous = [searchRow({ date: BEFORE, geo: 'uS', total: '50', revenue: '5.0000000000' })];

async function open(query: string) {
  setFormatLocale('en-US');
  const view = await renderRoute(`/reports/search?from=${FROM}&to=${TEST_TODAY}${query}`, {
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (!url.pathname.endsWith('/publisher/search-report')) return server.fetch(input, init);
      const rows = url.searchParams.get('date_from') === FROM ? current : previous;
      return Response.json({ status: 'success', message: 'OK', data: structuredClone(rows) });
    },
    signedIn: { publisherKey: server.publisherKeys.searchOnly },
  });
  await screen.findByRole('region', { name: 'Totals' }, { timeout: 10_000 });
  return view;
}

const rollupRows = () =>
  within(screen.getByRole('region', { name: /^Search report grouped by country/ }))
    .getAllByRole('row')
    .slice(1);

describe('Search report: country codes in any case', () => {
  it.each(['us', 'US', 'Us'])(
    '"Filter rows" %s finds every row of the United States',
    async (q) => {
      await open(`&q=${q}`);
      expect(screen.getByTestId('row-count')).toHaveTextContent(/^3 of 4 rows/);
    },
  );

  it('"Group by Country" makes one row of us, US and Us, compared with uS before', async () => {
    await open('&group=geo&compare=true');
    await screen.findByRole('columnheader', { name: /Change/ });
    const rows = rollupRows().filter((row) => row.textContent?.includes('United States'));
    expect(rows).toHaveLength(1);
    expect(rollupRows()).toHaveLength(2);
    const us = rows[0]!;
    expect(us).toHaveTextContent('United States (US)');
    expect(within(us).getAllByRole('cell')[1]).toHaveTextContent(/^123$/);
    // Matched with the previous period's "uS", not "New" beside a "Gone" row.
    // Revenue $6.00 against $5.00.
    expect(us).toHaveTextContent(/\$6\.00.*\$5\.00up 20\.0%/);
    expect(screen.queryByText(/^Gone/)).not.toBeInTheDocument();
  });

  it('a link to one country (only=us) shows that country', async () => {
    await open('&group=geo&only=us');
    expect(rollupRows()).toHaveLength(1);
    expect(rollupRows()[0]).toHaveTextContent('United States (US)');
  });
});
