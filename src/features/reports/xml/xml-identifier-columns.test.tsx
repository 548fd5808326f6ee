// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { TEST_TODAY } from '@/testing/reference-api';
import { reportPageTest } from '@/testing/report-page-test';
import { renderRoute } from '@/testing/render-route';
import { answeringXml } from '@/testing/xml-answers';
import { keyOwner } from './recent-tids';

// A server that names the source in every row (tid, an account_id): ids name
// things, they count nothing, so no view adds them up.
const ctx = reportPageTest();

const FROM = '2026-11-19';
const days = (url: URL) => {
  const tid = url.searchParams.get('tid');
  return [FROM, TEST_TODAY]
    .map(
      (date) =>
        `{"date":"${date}","tid":${tid},"account_id":77,"gross_requests":1000,"gross_clicks":10,"gross_revenue":1.5}`,
    )
    .join(',');
};

async function open(path: string) {
  await renderRoute(path, {
    fetch: answeringXml(ctx.server, days),
    signedIn: { publisherKey: ctx.server.publisherKeys.both },
  });
}

const texts = (cells: Element[]) => cells.map((cell) => cell.textContent ?? '');

describe('XML statistics: identifier columns', () => {
  it('"All my traffic sources" shows each source by its tid and sums only the metrics', async () => {
    localStorage.setItem(
      'adpanel.reports.recentTidsByOwner',
      JSON.stringify({ [keyOwner(ctx.server.publisherKeys.both)]: [502, 501] }),
    );
    await open(`/reports/xml?groupBy=tid&from=${FROM}&to=${TEST_TODAY}`);
    const table = await screen.findByRole('table', { name: /^XML statistics per traffic source/ });
    const [head, ...rows] = within(table).getAllByRole('row');
    expect(texts(within(head!).getAllByRole('columnheader'))).toEqual([
      'Traffic source',
      'Gross requests',
      'Gross clicks',
      'Gross revenue',
      'Gross CTR',
    ]);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '502',
      '501',
      'Total',
    ]);
  });

  it('one source: its tid and account_id have no total', async () => {
    await open(`/reports/xml?tid=501&from=${FROM}&to=${TEST_TODAY}&groupBy=day&compare=true`);
    const table = await screen.findByRole('table', { name: /^XML statistics per day/ });
    const headers = texts(within(table).getAllByRole('columnheader'));
    const total = table.querySelector('tfoot tr')!;
    for (const name of ['Tid', 'Account id'])
      expect(total.children[headers.findIndex((h) => h.startsWith(name))]).toHaveTextContent(/^$/);
    // Nor a comparison of their sums.
    const tiles = await screen.findByRole('region', { name: 'Compared with the previous period' });
    expect(within(tiles).queryByText('Tid')).not.toBeInTheDocument();
    expect(within(tiles).queryByText('Account id')).not.toBeInTheDocument();
  });
});
