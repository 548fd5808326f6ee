import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  SEARCH_REPORT_COLUMNS,
  SEARCH_REPORT_FIELDS,
  SearchReportRowSchema,
  searchReportFieldsOf,
  searchReportScale,
  type SearchReportField,
} from './reports';

describe('the Search report columns', () => {
  it('are the row schema fields, in the order the API sends them', () => {
    expect(SEARCH_REPORT_FIELDS).toEqual([
      'date',
      'feed',
      'geo',
      'subid',
      'total',
      'monetized',
      'clicks',
      'revenue',
      'epc',
      'rpm',
    ]);
    expect(Object.keys(SearchReportRowSchema.shape)).toEqual(SEARCH_REPORT_FIELDS);
    expectTypeOf<keyof typeof SearchReportRowSchema.shape>().toEqualTypeOf<SearchReportField>();
  });

  it('say how each value is written, and the row schema reads it so', () => {
    expect(searchReportFieldsOf('count')).toEqual(['total', 'monetized', 'clicks']);
    expect(searchReportFieldsOf('money').map((f) => [f, SEARCH_REPORT_COLUMNS[f]])).toEqual([
      ['revenue', { kind: 'money', scale: 10 }],
      ['epc', { kind: 'money', scale: 6 }],
      ['rpm', { kind: 'money', scale: 6 }],
    ]);
    expect(searchReportScale('epc')).toBe(6);
    expect(searchReportScale('clicks')).toBeUndefined();
    const row = SearchReportRowSchema.parse({
      date: '2025-01-02',
      feed: '7',
      geo: 'DE',
      subid: null,
      total: '10',
      monetized: '8',
      clicks: '3',
      revenue: '1.2345678901',
      epc: '0.411523',
      rpm: '123.456789',
    });
    expect(row.feed).toBe(7);
    expect(row.subid).toBe('');
    for (const field of searchReportFieldsOf('date', 'text', 'count', 'money'))
      expect(typeof row[field]).toBe('string');
  });
});
