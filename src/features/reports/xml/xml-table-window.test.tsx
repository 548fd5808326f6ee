// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { XmlStatsRow } from '@contract/reports';
import { setFormatLocale } from '@/lib/format/locale';
import { columnsOf } from './columns';
import { formatCell } from './format-cell';
import XmlComparedTable from './xml-compared-table';
import { XmlTable } from './xml-table';

afterEach(() => {
  cleanup();
  setFormatLocale(undefined);
});

const days = (n: number): XmlStatsRow[] =>
  Array.from({ length: n }, (_, i) => ({
    date: new Date(Date.UTC(2025, 10, 27 + i)).toISOString().slice(0, 10),
    gross_requests: 1000 + i,
  }));

function showTable(rows: XmlStatsRow[], keyColumn = 'date') {
  render(
    <XmlTable
      rows={rows}
      columns={columnsOf(rows, keyColumn)}
      caption="XML statistics"
      sort={{ order: 'asc' }}
      onSort={() => {}}
    />,
  );
  const table = screen.getByRole('table', { name: 'XML statistics' });
  const [, body, foot] = within(table).getAllByRole('rowgroup');
  return { table, body: body!, foot: foot! };
}

describe('the XML table over a long range', () => {
  it('draws the rows in sight of a year and tells screen readers the whole size; the totals count every day', () => {
    setFormatLocale('en-US');
    const { table, body, foot } = showTable(days(365));
    expect(table).toHaveAttribute('aria-rowcount', '367');
    const drawn = body.querySelectorAll('tr[aria-rowindex]');
    expect(drawn.length).toBeGreaterThanOrEqual(10);
    expect(drawn.length).toBeLessThan(100);
    expect(drawn[0]).toHaveAttribute('aria-rowindex', '2');
    // The rows not drawn keep their room (the box scrolls to the end of the year).
    const padding = body.querySelector('tr[aria-hidden="true"]:last-child');
    expect(padding).toHaveStyle({ height: `${(365 - drawn.length) * 36}px` });
    const total = within(foot).getByRole('row');
    expect(total).toHaveAttribute('aria-rowindex', '367');
    // 1000 + … + 1364 over all 365 days, not only those drawn.
    expect(total).toHaveTextContent('Total431,430');
  });

  it('draws a month whole, as before', () => {
    const { table, body } = showTable(days(30));
    expect(body.querySelectorAll('tr[aria-rowindex]')).toHaveLength(30);
    expect(body.querySelector('tr[aria-hidden="true"]')).toBeNull();
    expect(table.querySelector('colgroup')).toBeNull();
  });

  it('gives each column the width of its widest cell, drawn or not, so it does not change as the table scrolls', () => {
    setFormatLocale('en-US');
    const rows: XmlStatsRow[] = Array.from({ length: 100 }, (_, i) => ({
      subid: i === 99 ? 'a-much-longer-sub-id-than-the-others' : `s${i}`,
      gross_requests: i === 98 ? 12_345_678 : i,
    }));
    const { table, body } = showTable(rows, 'subid');
    // The widest of each is in a row not drawn.
    expect(body).not.toHaveTextContent('a-much-longer');
    const widths = [...table.querySelectorAll('col')].map((col) => col.style.width);
    expect(widths).toEqual([
      // Letters run wider than the digit `ch` is: text columns get a fifth more.
      `calc(${Math.ceil(36 * 1.2)}ch + 1.5rem)`,
      `calc(${formatCell('gross_requests', 12_345_678).length}ch + 1.5rem)`,
    ]);
  });

  it('with the previous period: sorted by Change before it is windowed, and the comparison columns sized like the rest', () => {
    setFormatLocale('en-US');
    const subids = Array.from({ length: 100 }, (_, i) => `s${i}`);
    // s98 unchanged at 98,765.43: the widest value of both periods, far down the list.
    const revenue = (i: number) => (i === 98 ? 98_765.43 : 100 + i);
    const rows: XmlStatsRow[] = subids.map((subid, i) => ({ subid, gross_revenue: revenue(i) }));
    // Every sub ID as before, but s57: from 5,000 down to 157, the largest fall.
    const previous: XmlStatsRow[] = subids.map((subid, i) => ({
      subid,
      gross_revenue: i === 57 ? 5000 : revenue(i),
    }));
    render(
      <XmlComparedTable
        rows={rows}
        previous={previous}
        columns={columnsOf(rows, 'subid')}
        keyColumn="subid"
        groupBy="subid"
        from="2026-11-01"
        to="2026-11-07"
        caption="XML statistics"
        filename="view.csv"
        sort={{ sort: 'change', order: 'asc' }}
        onSort={() => {}}
        compareBy={undefined}
        onCompareBy={() => {}}
        only={undefined}
        onOnly={() => {}}
        hrefOfOnly={() => '#'}
        onStopComparing={() => {}}
      />,
    );
    const table = screen.getByRole('table', { name: 'XML statistics' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      'Sub ID',
      'Gross revenue',
      'Previous',
      'Change▲',
    ]);
    const [, body] = within(table).getAllByRole('rowgroup');
    const first = body!.querySelector('tr[aria-rowindex]')!;
    expect(first).toHaveAttribute('aria-rowindex', '2');
    expect(within(first as HTMLElement).getByRole('rowheader')).toHaveTextContent('s57');
    expect(body!.querySelector('tr[aria-hidden="true"] td')).toHaveAttribute(
      'colSpan',
      String(headers.length),
    );
    const widths = [...table.querySelectorAll('col')].map((col) => col.style.width);
    expect(widths).toHaveLength(headers.length);
    // "Previous" is as wide as its widest text, in a row not drawn.
    expect(body).not.toHaveTextContent('$98,765.43');
    expect(widths[2]).toBe(`calc(${'$98,765.43'.length}ch + 1.5rem)`);
  });
});
