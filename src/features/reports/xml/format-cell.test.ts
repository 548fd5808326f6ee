import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setFormatLocale } from '@/lib/format/locale';
import { formatCell } from './format-cell';

beforeEach(() => setFormatLocale('en-US'));
afterEach(() => setFormatLocale(undefined));

describe('formatCell', () => {
  it('writes an id as sent, and a count with separators', () => {
    expect(formatCell('tid', 1234)).toBe('1234');
    expect(formatCell('account_id', 1234567)).toBe('1234567');
    expect(formatCell('feed', 50001)).toBe('50001');
    expect(formatCell('gross_clicks', 1234)).toBe('1,234');
  });
});
