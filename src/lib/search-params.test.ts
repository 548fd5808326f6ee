import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseSearch, stringifySearch } from './search-params';

describe('URL search format', () => {
  it('writes lists as repeated keys and plain values as they are', () => {
    expect(
      stringifySearch({ types: [1, 3], page: 2, query: 'summer sale', status: undefined }),
    ).toBe('?types=1&types=3&page=2&query=summer+sale');
    expect(stringifySearch({})).toBe('');
  });

  it('reads repeated keys as a list and single keys as a string', () => {
    expect(parseSearch('?types=1&types=3&page=2&query=10042')).toEqual({
      types: ['1', '3'],
      page: '2',
      query: '10042',
    });
    expect(parseSearch('')).toEqual({});
  });

  it('round-trips any flat search state of strings and string lists', () => {
    const key = fc.string({ minLength: 1, maxLength: 8 });
    const state = fc.dictionary(
      key,
      fc.oneof(fc.string(), fc.array(fc.string(), { minLength: 2, maxLength: 4 })),
    );
    fc.assert(
      fc.property(state, (search) => {
        expect(parseSearch(stringifySearch(search))).toEqual(search);
      }),
    );
  });
});
