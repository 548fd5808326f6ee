import type { SearchReportRow } from '@contract/reports';

/** A Search report row of zeros on 2026-11-01, feed 901, US, blank sub ID, with `over` on top. */
export function searchRow(over: Partial<SearchReportRow> = {}): SearchReportRow {
  return {
    date: '2026-11-01',
    feed: 901,
    geo: 'US',
    subid: '',
    total: '0',
    monetized: '0',
    clicks: '0',
    revenue: '0.0000000000',
    epc: '0.000000',
    rpm: '0.000000',
    ...over,
  };
}
