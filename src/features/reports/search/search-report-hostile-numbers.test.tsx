// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setFormatLocale } from '@/lib/format/locale';
import { createTestApp, TEST_TODAY, type TestApp } from '@/testing/reference-api';
import { renderRoute } from '@/testing/render-route';

// Numbers a server should not send in the Search report (found by the
// hostile-answer audit): a report with one is refused with the row and the
// field named, never counted as 0, shown as "NaN", or left computing forever.
const FROM = '2026-11-14';
let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterEach(() => setFormatLocale(undefined));

const ROW = {
  date: FROM,
  feed: 901,
  geo: 'US',
  subid: '',
  total: '100',
  monetized: '80',
  clicks: '10',
  revenue: '2.5000000000',
  epc: '0.250000',
  rpm: '25.000000',
};

/** The API in-process, the Search report answered with these rows (of the period starting `from`). */
function answering(rowsOf: (from: string) => unknown[] | undefined): typeof globalThis.fetch {
  return async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const rows = url.pathname.endsWith('/publisher/search-report')
      ? rowsOf(url.searchParams.get('date_from') ?? '')
      : undefined;
    if (rows === undefined) return server.fetch(input, init);
    return Response.json({ status: 'success', message: 'OK', data: rows });
  };
}

async function open(rowsOf: (from: string) => unknown[] | undefined, query = '') {
  setFormatLocale('en-US');
  return renderRoute(`/reports/search?from=${FROM}&to=${TEST_TODAY}${query}`, {
    fetch: answering(rowsOf),
    signedIn: { publisherKey: server.publisherKeys.searchOnly },
  });
}

const refusal = async () =>
  (await screen.findByText('The Search report could not be loaded.', {}, { timeout: 10_000 }))
    .parentElement!;

describe('Search report: numbers the dashboard cannot read', () => {
  it.each([
    ['total', '2.5'],
    ['clicks', 'abc'],
    ['monetized', '1e3'],
    ['revenue', 'abc'],
    ['revenue', ''],
    ['revenue', '1e3'],
    ['epc', 'NaN'],
    ['rpm', 'Infinity'],
    ['rpm', 'undefined'],
    ['geo', null],
    ['feed', null],
    ['feed', ''],
    ['feed', true],
  ])('refuses the report naming the row and the field: %s = %j', async (field, value) => {
    await open(() => [ROW, { ...ROW, [field]: value }]);
    expect(await refusal()).toHaveTextContent(
      `The server sent a Search report row the dashboard cannot read (row 2, field ${field}).`,
    );
    expect(screen.queryByText('This page could not be shown')).not.toBeInTheDocument();
  });

  it('reads counts and money sent as JSON numbers', async () => {
    await open(() => [
      ROW,
      { ...ROW, total: 100, monetized: 20, clicks: 5, revenue: 1.25, epc: 0.25, rpm: 12.5 },
    ]);
    const totals = await screen.findByRole('region', { name: 'Totals' }, { timeout: 10_000 });
    expect(within(totals).getByText('Total').nextElementSibling).toHaveTextContent('200');
    expect(within(totals).getByText('Clicks').nextElementSibling).toHaveTextContent('15');
    expect(within(totals).getByText('Revenue').nextElementSibling).toHaveTextContent('$3.75');
  });

  it('a previous period with unreadable revenue says the comparison failed, and why', async () => {
    await open(
      (from) => (from === FROM ? [ROW] : [{ ...ROW, date: '2026-11-07', revenue: 'abc' }]),
      '&compare=true',
    );
    expect(
      await screen.findByText(
        /The previous period could not be loaded, so there is nothing to compare with: .*\(row 1, field revenue\)/,
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });
});
