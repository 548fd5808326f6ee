import { describe, expect, it } from 'vitest';
import { columnsOf, readXmlRows } from './columns';
import { xmlViewCsv } from './xml-view-csv';

describe('"Export current view" file', () => {
  it('leaves a value that is no finite number empty, and writes the others as given', async () => {
    // JSON.parse reads 1e400 as Infinity; the table shows "—" for it.
    const rows = readXmlRows([
      { date: '2026-11-01', gross_clicks: Infinity, gross_requests: 10, feed: 'a' },
      { date: '2026-11-02', gross_clicks: 3, gross_requests: -0, feed: 'n/a' },
      { date: '2026-11-03', gross_clicks: 1e21, gross_requests: '40', feed: null },
    ]);
    const text = await (await xmlViewCsv(rows, columnsOf(rows, 'date'))).text();
    expect(
      text
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/),
    ).toEqual([
      'date,gross_clicks,gross_requests,feed,ctr',
      '2026-11-01,,10,a,',
      '2026-11-02,3,0,n/a,',
      '2026-11-03,1e+21,40,,',
    ]);
  });
});
