// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { captureDownloads } from '@/testing/capture-downloads';
import { TEST_TODAY } from '@/testing/reference-api';
import { reportPageTest } from '@/testing/report-page-test';
import { renderRoute } from '@/testing/render-route';
import { keyOwner } from './recent-tids';

// Day rows dated before "From" or after "To" (decision 069): not in the table, its
// totals, the chart or the CSV of the view; the page says how many were left out.
const ctx = reportPageTest();

const FROM = '2026-11-20';
const day = (date: string, clicks: number) => ({
  date,
  gross_requests: 1000,
  gross_clicks: clicks,
  gross_valid: 0,
  gross_invalid: 0,
  gross_revenue: 1.5,
  net_requests: 0,
  net_clicks: 0,
  net_revenue: 0,
});

const answering =
  (rows: object[]): typeof globalThis.fetch =>
  async (input, init) =>
    new URL(String(input), 'http://localhost').pathname.endsWith('/xml/stats')
      ? Response.json({ status: 'success', message: 'OK', data: rows })
      : ctx.server.fetch(input, init);

describe('XML statistics: rows outside the asked range', () => {
  it('shows and sums only the days from "From" to "To", and says how many were left out', async () => {
    const blobs = captureDownloads();
    const { user } = await renderRoute(
      `/reports/xml?tid=501&from=${FROM}&to=${TEST_TODAY}&groupBy=day`,
      {
        fetch: answering([day('2026-11-19', 700), day(FROM, 10), day('2099-01-01', 5)]),
        signedIn: { publisherKey: ctx.server.publisherKeys.both },
      },
    );
    const table = await screen.findByRole('table', { name: /^XML statistics per day/ });
    const rows = within(table).getAllByRole('row');
    // The header, one day, the totals.
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Nov 20, 2026');
    expect(table.querySelector('tfoot')).toHaveTextContent(/Total.*1,000.*10/);
    expect(
      screen.getByText(
        `The server also sent 2 rows dated outside ${FROM} to ${TEST_TODAY}; they are left out.`,
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export current view' }));
    await screen.findByText('Exported 1 row.');
    const lines = (await blobs[0]!.text()).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${FROM},`));
  });

  it('"All my traffic sources" sums only those days of each source, and says how many were left out', async () => {
    localStorage.setItem(
      'adpanel.reports.recentTidsByOwner',
      JSON.stringify({ [keyOwner(ctx.server.publisherKeys.both)]: [502, 501] }),
    );
    await renderRoute(`/reports/xml?groupBy=tid&from=${FROM}&to=${TEST_TODAY}`, {
      fetch: answering([day('2026-11-19', 700), day(FROM, 10)]),
      signedIn: { publisherKey: ctx.server.publisherKeys.both },
    });
    const table = await screen.findByRole('table', { name: /^XML statistics per traffic source/ });
    expect(table.querySelector('tfoot')).toHaveTextContent(/Total.*2,000.*20/);
    expect(
      screen.getByText(
        `The server also sent 2 rows dated outside ${FROM} to ${TEST_TODAY}; they are left out.`,
      ),
    ).toBeInTheDocument();
  });
});
