// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { XmlStatsRow } from '@contract/reports';
import { setFormatLocale } from '@/lib/format/locale';
import { columnsOf } from './columns';
import { formatCell } from './format-cell';
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
      'calc(36ch + 1.5rem)',
      `calc(${formatCell('gross_requests', 12_345_678).length}ch + 1.5rem)`,
    ]);
  });
});
