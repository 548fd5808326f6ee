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
    expect(cell('revenue')).toEqual({
      text: '9,007,199,254,740,993.1235',
      exact: '9,007,199,254,740,993.123456789',
    });
    expect(cell('rpm').text).toBe('1,234.500000');
    setFormatLocale('de-DE');
    expect(cell('total').text).toBe('1.234.567');
    expect(cell('revenue').text).toBe('9.007.199.254.740.993,1235');
    expect(cell('date').text).toBe('01.03.2026');
  });

  it('gives no exact value where the rounding kept it', () => {
    setFormatLocale('en-US');
    const column = COLUMN_DEFS.find((c) => c.id === 'revenue')!;
    expect(column.exact?.({ ...row, revenue: '12.5000000000' })).toBeUndefined();
    expect(column.format({ ...row, revenue: '0.0000490000' })).toBe('0.0000');
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
});
