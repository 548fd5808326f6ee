import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import { formatFixed, formatInteger } from './columns';
import { exportErrorMessage } from './export-actions';

describe('cell formatting', () => {
  it('groups and rounds exactly', () => {
    expect(formatInteger('1234567')).toBe('1,234,567');
    expect(formatFixed('9007199254740993.1234567890', 4)).toBe('9,007,199,254,740,993.1235');
    expect(formatFixed('0.000049', 4)).toBe('0.0000');
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
