// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { TEST_TODAY } from '@/testing/reference-api';
import { reportPageTest } from '@/testing/report-page-test';
import { renderRoute } from '@/testing/render-route';
import { keyOwner } from './recent-tids';
import { answeringXml } from '@/testing/xml-answers';

// The columns are the keys of the server's rows: names an object inherits
// (constructor, toString, __proto__) are columns like any other, and a row
// without one has no value there, not the one every object inherits.
const ctx = reportPageTest();

const FROM = '2026-11-19';
const DAY = `/reports/xml?tid=501&from=${FROM}&to=${TEST_TODAY}&groupBy=day`;
const row = (date: string, extra: string) =>
  `{"date":"${date}","gross_requests":1000,"gross_clicks":10,"gross_revenue":1.5${extra}}`;

async function open(path: string, raw: (url: URL) => string, per = 'day') {
  await renderRoute(path, {
    fetch: answeringXml(ctx.server, raw),
    signedIn: { publisherKey: ctx.server.publisherKeys.both },
  });
  return screen.findByRole('table', { name: new RegExp(`^XML statistics per ${per}`) });
}

/** A column's body cells and its Total, by the header's name. */
function column(table: HTMLElement, name: string) {
  const headers = within(table).getAllByRole('columnheader');
  const index = headers.findIndex((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim() === name);
  if (index < 0) throw new Error(`no column ${name}`);
  const text = (tr: Element) => tr.children[index]?.textContent ?? '';
  return {
    cells: [...table.querySelectorAll('tbody tr')].map(text),
    total: text(table.querySelector('tfoot tr')!),
  };
}

describe('XML statistics: fields named like what every object inherits', () => {
  it('shows constructor, __proto__, toString and hasOwnProperty as columns with their totals', async () => {
    const table = await open(DAY, () =>
      [
        row(FROM, ',"constructor":1,"__proto__":2,"toString":3,"hasOwnProperty":4'),
        row(TEST_TODAY, ',"constructor":5,"__proto__":6,"toString":7,"hasOwnProperty":8'),
      ].join(','),
    );
    expect(column(table, 'Constructor')).toEqual({ cells: ['1', '5'], total: '6' });
    expect(column(table, 'Proto')).toEqual({ cells: ['2', '6'], total: '8' });
    expect(column(table, 'To string')).toEqual({ cells: ['3', '7'], total: '10' });
    expect(column(table, 'Has own property')).toEqual({ cells: ['4', '8'], total: '12' });
  });

  it('a row or a period without one of them shows "—" there, not what objects inherit', async () => {
    const table = await open(`${DAY}&compare=true`, (url) =>
      url.searchParams.get('date_from') === FROM
        ? [row(FROM, ',"constructor":1,"toString":3'), row(TEST_TODAY, ',"toString":7')].join(',')
        : row('2026-11-17', ',"constructor":2'),
    );
    expect(column(table, 'Constructor').cells).toEqual(['1', '—']);
    const tiles = await screen.findByRole('region', { name: 'Compared with the previous period' });
    const tile = within(tiles).getByText('To string').closest('div')!;
    expect(tile).toHaveTextContent('Previous period: —');
  });

  it('"All my traffic sources" sums them per source', async () => {
    localStorage.setItem(
      'adpanel.reports.recentTidsByOwner',
      JSON.stringify({ [keyOwner(ctx.server.publisherKeys.both)]: [502, 501] }),
    );
    const table = await open(
      `/reports/xml?groupBy=tid&from=${FROM}&to=${TEST_TODAY}`,
      (url) =>
        [FROM, TEST_TODAY]
          .map((date) => row(date, `,"__proto__":${url.searchParams.get('tid')},"constructor":1`))
          .join(','),
      'traffic source',
    );
    expect(column(table, 'Proto')).toEqual({ cells: ['1,004', '1,002'], total: '2,006' });
    expect(column(table, 'Constructor')).toEqual({ cells: ['2', '2'], total: '4' });
  });
});
