import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import {
  errorMessage,
  fieldMessages,
  FOREIGN_TID_MESSAGE,
  NO_EXPORT_DATA_MESSAGE,
} from './xml-errors';

const error = (status: number, fieldErrors = {}) =>
  new ApiError({ status, kind: 'http', area: 'publisher', message: 'x', fieldErrors });

describe('xml errors', () => {
  it('maps 422 parameters onto the page fields', () => {
    expect(
      fieldMessages(error(422, { date_from: ['bad'], groupBy: ['no'], other: ['?'] })),
    ).toEqual({
      from: 'bad',
      groupBy: 'no',
    });
  });
  it('names 403 and an empty export', () => {
    expect(errorMessage(error(403), 'view')).toBe(FOREIGN_TID_MESSAGE);
    expect(errorMessage(error(404), 'export')).toBe(NO_EXPORT_DATA_MESSAGE);
  });
});
