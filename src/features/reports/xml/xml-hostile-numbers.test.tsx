// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { TEST_TODAY } from '@/testing/reference-api';
import { reportPageTest } from '@/testing/report-page-test';
import { renderRoute } from '@/testing/render-route';
import { keyOwner } from './recent-tids';
import { answeringXml } from '@/testing/xml-answers';

// Numbers a server should not send (found by the hostile-answer audit): the
// page shows what it can and says which totals it cannot give, never a crash
// and never a wrong sum.
const ctx = reportPageTest();

const FROM = '2026-11-20';
const DAY = `/reports/xml?tid=501&from=${FROM}&to=${TEST_TODAY}&groupBy=day`;
// Three days up to FROM: rows of other days are left out (decision 069).
const DAYS = `/reports/xml?tid=501&from=2026-11-18&to=${TEST_TODAY}&groupBy=day`;

const day = (date: string, values: string) =>
  `{"date":"${date}","gross_requests":1000,"gross_clicks":10,"gross_revenue":1.5,${values}}`;

/** The API in-process, with some /xml/stats answers replaced by raw JSON (1e400 has no JS literal). */
const answering = (raw: (url: URL) => string | undefined) => answeringXml(ctx.server, raw);

async function open(path: string, fetch: typeof globalThis.fetch) {
  const view = await renderRoute(path, {
    fetch,
    signedIn: { publisherKey: ctx.server.publisherKeys.both },
  });
  return view;
}

/** A column's body cells and its Total, by the header's name. */
function column(table: HTMLElement, name: string) {
  const headers = within(table).getAllByRole('columnheader');
  const index = headers.findIndex((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim() === name);
  if (index < 0) throw new Error(`no column ${name}`);
  const text = (row: Element) => row.children[index]?.textContent ?? '';
  return {
    cells: [...table.querySelectorAll('tbody tr')].map(text),
    total: text(table.querySelector('tfoot tr')!),
  };
}

describe('XML statistics: numbers that are not finite or too large', () => {
  it('shows "—" for 1e400 and 1e21 and marks their totals incomplete, without crashing', async () => {
    await open(
      DAYS,
      answering(() =>
        [
          day('2026-11-19', '"net_revenue":0.5'),
          day(FROM, '"net_revenue":1e21').replace(
            '"gross_requests":1000',
            '"gross_requests":1e400',
          ),
        ].join(','),
      ),
    );
    const table = await screen.findByRole('table', { name: /^XML statistics per day/ });
    expect(screen.queryByText('This page could not be shown')).not.toBeInTheDocument();
    const requests = column(table, 'Gross requests');
    expect(requests.cells).toEqual(['1,000', '—']);
    expect(requests.total).toBe('—');
    expect(column(table, 'Net revenue').total).toBe('—');
    // The readable columns still add up.
    expect(column(table, 'Gross clicks').total).toBe('20');
    expect(column(table, 'Gross revenue').total).toBe('$3.00');
    expect(screen.getByText(/No total for Gross requests, Net revenue:/)).toBeInTheDocument();
  });

  it('a previous period with 1e21 says the change is unknown', async () => {
    await open(
      `${DAY}&compare=true`,
      answering((url) =>
        url.searchParams.get('date_from') === FROM
          ? day(FROM, '"net_revenue":0.5')
          : day('2026-11-15', '"net_revenue":0.5').replace('1.5', '1e21'),
      ),
    );
    const tiles = await screen.findByRole('region', { name: 'Compared with the previous period' });
    const tile = within(tiles).getByText('Gross revenue').closest('div')!;
    expect(tile).toHaveTextContent('Previous period: —');
    expect(tile).toHaveTextContent('Change unknown');
    expect(screen.queryByText('This page could not be shown')).not.toBeInTheDocument();
  });

  it('"All my traffic sources": a source with 1e400 shows "—" there and in the Total', async () => {
    localStorage.setItem(
      'adpanel.reports.recentTidsByOwner',
      JSON.stringify({ [keyOwner(ctx.server.publisherKeys.both)]: [502, 501] }),
    );
    await open(
      `/reports/xml?groupBy=tid&from=${FROM}&to=${TEST_TODAY}`,
      answering((url) =>
        url.searchParams.get('tid') === '502'
          ? day(FROM, '"net_revenue":1e400')
          : day(FROM, '"net_revenue":0.5'),
      ),
    );
    const table = await screen.findByRole('table', { name: /^XML statistics per traffic source/ });
    const net = column(table, 'Net revenue');
    expect(net.cells).toEqual(['—', '$0.50']);
    expect(net.total).toBe('—');
    expect(column(table, 'Gross requests').total).toBe('2,000');
  });
});

describe('XML statistics: numbers sent as text', () => {
  it('reads numeric text as numbers: in the Total, and sorted as numbers', async () => {
    await open(
      `${DAYS}&sort=gross_requests&order=asc`,
      answering(() =>
        [
          '{"date":"2026-11-18","gross_requests":"1000","gross_clicks":10,"gross_revenue":"1.5"}',
          '{"date":"2026-11-19","gross_requests":"900","gross_clicks":"5","gross_revenue":"0.25"}',
          '{"date":"2026-11-20","gross_requests":"5000","gross_clicks":5,"gross_revenue":2}',
        ].join(','),
      ),
    );
    const table = await screen.findByRole('table', { name: /^XML statistics per day/ });
    const requests = column(table, 'Gross requests');
    expect(requests.cells).toEqual(['900', '1,000', '5,000']);
    expect(requests.total).toBe('6,900');
    expect(column(table, 'Gross clicks').total).toBe('20');
    expect(column(table, 'Gross revenue').total).toBe('$3.75');
  });

  it('shows text that is no number as given and gives its column no total', async () => {
    await open(
      DAYS,
      answering(() =>
        [day('2026-11-19', '"net_clicks":"n/a"'), day(FROM, '"net_clicks":4')].join(','),
      ),
    );
    const table = await screen.findByRole('table', { name: /^XML statistics per day/ });
    const net = column(table, 'Net clicks');
    expect(net.cells).toEqual(['n/a', '4']);
    expect(net.total).toBe('—');
    expect(screen.getByText(/No total for Net clicks:/)).toBeInTheDocument();
  });

  it('"All my traffic sources": a source sending text is summed as numbers, never as 0', async () => {
    localStorage.setItem(
      'adpanel.reports.recentTidsByOwner',
      JSON.stringify({ [keyOwner(ctx.server.publisherKeys.both)]: [502, 501] }),
    );
    await open(
      `/reports/xml?groupBy=tid&from=${FROM}&to=${TEST_TODAY}`,
      answering((url) =>
        url.searchParams.get('tid') === '502'
          ? '{"date":"2026-11-20","gross_requests":"3000","gross_clicks":"10","gross_revenue":"2.5","net_clicks":"n/a"}'
          : day(FROM, '"net_clicks":1'),
      ),
    );
    const table = await screen.findByRole('table', { name: /^XML statistics per traffic source/ });
    expect(column(table, 'Gross requests').cells).toEqual(['3,000', '1,000']);
    expect(column(table, 'Gross revenue').total).toBe('$4.00');
    const net = column(table, 'Net clicks');
    expect(net.cells).toEqual(['—', '1']);
    expect(net.total).toBe('—');
  });
});

describe('XML statistics: previous-period rows matched by day', () => {
  const TWO_DAYS = `/reports/xml?tid=501&from=2026-11-19&to=${TEST_TODAY}&groupBy=day&compare=true&compareBy=gross_revenue`;
  const revenue = (date: string, amount: number) =>
    `{"date":"${date}","gross_requests":10,"gross_revenue":${amount}}`;
  const current = [revenue('2026-11-19', 10), revenue('2026-11-20', 12)].join(',');

  it('keeps a date it cannot read as its own row, never a day of 1970', async () => {
    await open(
      TWO_DAYS,
      answering((url) =>
        url.searchParams.get('date_from') === '2026-11-19'
          ? current
          : [revenue('2026-11-17', 8), revenue('10/29/2026', 16), revenue('garbage', 16)].join(','),
      ),
    );
    const table = await screen.findByRole('table', { name: /^XML statistics per day/ });
    await within(table).findByRole('columnheader', { name: /Change/ });
    expect(column(table, 'Date').cells).toEqual([
      'Nov 19, 2026',
      'Nov 20, 2026',
      '10/29/2026',
      'garbage',
    ]);
    for (const change of column(table, 'Change').cells.slice(2))
      expect(change).toMatch(/^Gone: not in this period, −\$16\.00/);
    expect(table).not.toHaveTextContent(/1970/);
  });

  it('a day sent twice is named, and its change is not a sum of the two', async () => {
    await open(
      TWO_DAYS,
      answering((url) =>
        url.searchParams.get('date_from') === '2026-11-19'
          ? current
          : [revenue('2026-11-17', 8), revenue('2026-11-18', 5), revenue('2026-11-18', 7)].join(
              ',',
            ),
      ),
    );
    const table = await screen.findByRole('table', { name: /^XML statistics per day/ });
    await within(table).findByRole('columnheader', { name: /Change/ });
    expect(column(table, 'Previous').cells).toEqual(['$8.00', '—']);
    expect(column(table, 'Change').cells[1]).toMatch(/^Change unknown/);
    expect(
      screen.getByText('Not compared, as one period names them more than once: Nov 20, 2026.'),
    ).toBeInTheDocument();
  });
});

describe('XML statistics: negative zero', () => {
  it('shows -0 as 0, in the cells and the Total', async () => {
    await open(
      DAY,
      answering(() => day(FROM, '"net_clicks":-0,"net_revenue":-0,"ratio":-0.0')),
    );
    const table = await screen.findByRole('table', { name: /^XML statistics per day/ });
    expect(column(table, 'Net clicks')).toEqual({ cells: ['0'], total: '0' });
    expect(column(table, 'Net revenue').cells).toEqual(['$0.00']);
    expect(column(table, 'Ratio').cells).toEqual(['0']);
  });
});
