import { afterEach, describe, expect, it } from 'vitest';
import type { SearchReportRow } from '@contract/reports';
import { ApiError } from '@/lib/api/api-error';
import { setFormatLocale } from '@/lib/format/locale';
import { COLUMN_DEFS } from './columns';
import { exportErrorMessage } from './export-actions';

const row: SearchReportRow = {
  date: '2026-03-01',
  feed: 901,
  geo: 'de',
  subid: '',
  total: '1234567',
  monetized: '1000',
  clicks: '12',
  revenue: '9007199254740993.1234567890',
  epc: '0.123456',
  rpm: '1234.500000',
};
const cell = (id: string) => {
  const column = COLUMN_DEFS.find((c) => c.id === id)!;
  return { text: column.format(row), exact: column.exact?.(row) };
};

describe('cell formatting', () => {
  afterEach(() => setFormatLocale(undefined));

  it('groups and rounds exactly in the locale, the exact revenue beside the rounded one', () => {
    setFormatLocale('en-US');
    expect(cell('total').text).toBe('1,234,567');
    // Money in the configured currency (USD by default) at fixed decimals per column.
    expect(cell('revenue')).toEqual({
      text: '$9,007,199,254,740,993.12',
      exact: 'Exact: 9,007,199,254,740,993.123456789',
    });
    expect(cell('rpm')).toEqual({ text: '$1,234.50', exact: undefined });
    expect(cell('epc')).toEqual({ text: '$0.1235', exact: 'Exact: 0.123456' });
    setFormatLocale('de-DE');
    expect(cell('total').text).toBe('1.234.567');
    expect(cell('revenue').text).toBe('9.007.199.254.740.993,12\u00a0$');
    expect(cell('date').text).toBe('01.03.2026');
  });

  it('gives no exact value where the rounding kept it', () => {
    setFormatLocale('en-US');
    const column = COLUMN_DEFS.find((c) => c.id === 'revenue')!;
    expect(column.exact?.({ ...row, revenue: '12.5000000000' })).toBeUndefined();
    expect(column.format({ ...row, revenue: '0.0000490000' })).toBe('$0.00');
  });

  it('shows "—" for a ratio without a divisor in a raw row, and "(none)" for a blank sub ID', () => {
    setFormatLocale('en-US');
    const noClicks = { ...row, clicks: '0', epc: '0.000000' };
    const epc = COLUMN_DEFS.find((c) => c.id === 'epc')!;
    expect(epc.format(noClicks)).toBe('—');
    expect(epc.exact?.(noClicks)).toBe('No clicks: EPC is not defined');
    const rpm = COLUMN_DEFS.find((c) => c.id === 'rpm')!;
    expect(rpm.format({ ...row, total: '0', rpm: '0.000000' })).toBe('—');
    expect(cell('subid').text).toBe('(none)');
    expect(COLUMN_DEFS.find((c) => c.id === 'subid')!.format({ ...row, subid: 'abc' })).toBe('abc');
  });
});

describe('exportErrorMessage', () => {
  const error = (status: number, fieldErrors = {}) =>
    new ApiError({ status, kind: 'http', area: 'publisher', message: 'x', fieldErrors });

  it('explains 404, 403 and 422 by field', () => {
    expect(exportErrorMessage(error(404))).toBe('No data to export for this range.');
    expect(exportErrorMessage(error(403))).toMatch(/may not export/);
    expect(exportErrorMessage(error(422, { date_from: ['Must be a day'] }))).toBe(
      'From: Must be a day',
    );
  });

  it("says a part of the dashboard could not be loaded instead of the browser's words", () => {
    const chunk = new TypeError(
      'Failed to fetch dynamically imported module: http://localhost/assets/checked-csv-x.js',
    );
    expect(exportErrorMessage(chunk)).toBe(
      'Part of the dashboard could not be loaded. Check the connection, then try again.',
    );
    expect(exportErrorMessage(new Error('quota'))).toBe('The export failed. Please try again.');
  });
});
