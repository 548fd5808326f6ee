// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setFormatLocale } from '@/lib/format/locale';
import { captureDownloads } from '@/testing/capture-downloads';
import { createTestApp, TEST_TODAY, type TestApp } from '@/testing/reference-api';
import { renderRoute } from '@/testing/render-route';
import { searchRow } from '@/testing/search-rows';

// A server that answers rows dated before "From" or after "To" (decision 069): they are
// left out of the table, the totals, the charts and the CSV, and the page says how many.
const FROM = '2026-11-14';
let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterEach(() => {
  vi.restoreAllMocks();
  setFormatLocale(undefined);
});

const rows = [
  searchRow({ date: '2026-11-13', total: '1000', revenue: '9.0000000000' }),
  searchRow({ date: FROM, total: '100', revenue: '2.5000000000' }),
  searchRow({ date: '2099-01-01', total: '7000', revenue: '5.0000000000' }),
];

async function open() {
  setFormatLocale('en-US');
  return renderRoute(`/reports/search?from=${FROM}&to=${TEST_TODAY}`, {
    fetch: async (input, init) =>
      new URL(String(input), 'http://localhost').pathname.endsWith('/publisher/search-report')
        ? Response.json({ status: 'success', message: 'OK', data: structuredClone(rows) })
        : server.fetch(input, init),
    signedIn: { publisherKey: server.publisherKeys.searchOnly },
  });
}

describe('Search report: rows outside the asked range', () => {
  it('counts only the rows from "From" to "To", and says how many were left out', async () => {
    const blobs = captureDownloads();
    const { user } = await open();
    const totals = await screen.findByRole('region', { name: 'Totals' }, { timeout: 10_000 });
    expect(within(totals).getByText('Total').nextElementSibling).toHaveTextContent(/^100$/);
    expect(within(totals).getByText('Revenue').nextElementSibling).toHaveTextContent('$2.50');
    expect(within(totals).getByTestId('row-count')).toHaveTextContent(/^1 row ·/);
    expect(
      screen.getByText(
        `The server also sent 2 rows dated outside ${FROM} to ${TEST_TODAY}; they are left out.`,
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export current view' }));
    await screen.findByText('Exported 1 row.');
    const lines = (await blobs[0]!.text()).split('\r\n').filter(Boolean);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([FROM]);
  });
});
