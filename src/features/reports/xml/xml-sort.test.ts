import { describe, expect, it } from 'vitest';
import type { XmlStatsRow } from '@contract/reports';
import { columnsOf } from './columns';
import { nextSort, sortColumn, sortRows } from './xml-sort';

const rows: XmlStatsRow[] = [
  { geo: 'FR', gross_requests: 20, gross_clicks: 2 },
  { geo: 'DE', gross_requests: 30, gross_clicks: 0 },
  { geo: 'US', gross_requests: 10, gross_clicks: 5 },
];
const columns = columnsOf(rows, 'geo');
const geos = (list: readonly XmlStatsRow[]) => list.map((r) => r.geo);

describe('sortRows', () => {
  it('sorts by a column either way, derived ones (CTR) included', () => {
    expect(geos(sortRows(rows, { sort: 'gross_requests', order: 'asc' }, columns))).toEqual([
      'US',
      'FR',
      'DE',
    ]);
    expect(geos(sortRows(rows, { sort: 'geo', order: 'desc' }, columns))).toEqual([
      'US',
      'FR',
      'DE',
    ]);
    expect(geos(sortRows(rows, { sort: 'ctr', order: 'desc' }, columns))).toEqual([
      'US',
      'FR',
      'DE',
    ]);
  });

  it('keeps the server’s order without a sort, or for a key these rows lack', () => {
    expect(sortRows(rows, { sort: undefined, order: 'desc' }, columns)).toBe(rows);
    expect(sortRows(rows, { sort: 'date', order: 'asc' }, columns)).toBe(rows);
    expect(sortColumn({ sort: 'date', order: 'asc' }, columns)).toBeUndefined();
    expect(sortColumn({ sort: 'geo', order: 'asc' }, columns)?.header).toBe('Country');
  });
});

describe('nextSort', () => {
  it('flips the order of the sorted column and starts another one ascending', () => {
    expect(nextSort({ sort: undefined, order: 'asc' }, 'geo')).toEqual({
      sort: 'geo',
      order: 'asc',
    });
    expect(nextSort({ sort: 'geo', order: 'asc' }, 'geo')).toEqual({ sort: 'geo', order: 'desc' });
    expect(nextSort({ sort: 'geo', order: 'desc' }, 'geo')).toEqual({ sort: 'geo', order: 'asc' });
    expect(nextSort({ sort: 'geo', order: 'desc' }, 'ctr')).toEqual({ sort: 'ctr', order: 'asc' });
  });
});
