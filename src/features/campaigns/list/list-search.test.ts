import { describe, expect, it } from 'vitest';
import { defaultParseSearch } from '@tanstack/react-router';
import { ListSearchSchema, invalidSearchParams, hasFilters } from './list-search';

/** The search object as the router parses it from a URL, before validation. */
const raw = (search: string) => defaultParseSearch(search) as Record<string, unknown>;
const parse = (search: string) => ListSearchSchema.parse(raw(search));

describe('list search params', () => {
  it('fills the defaults for an empty URL', () => {
    expect(parse('')).toEqual({ page: 1, perPage: 20, sort: 'cid', order: 'desc' });
    expect(invalidSearchParams(raw(''))).toEqual([]);
  });

  it('keeps every valid value', () => {
    const search = '?page=3&perPage=200&sort=name&order=asc&query=Spring&status=1&types=1&types=7';
    expect(parse(search)).toEqual({
      page: 3,
      perPage: 200,
      sort: 'name',
      order: 'asc',
      query: 'Spring',
      status: 1,
      types: [1, 7],
    });
    expect(invalidSearchParams(raw(search))).toEqual([]);
  });

  it.each([
    ['perPage=7', 'perPage', { perPage: 20 }],
    ['perPage=abc', 'perPage', { perPage: 20 }],
    ['page=-1', 'page', { page: 1 }],
    ['page=0', 'page', { page: 1 }],
    ['page=2.5', 'page', { page: 1 }],
    ['sort=evil', 'sort', { sort: 'cid' }],
    ['sort=geo', 'sort', { sort: 'cid' }],
    ['order=sideways', 'order', { order: 'desc' }],
    ['status=9', 'status', { status: undefined }],
    ['status=-1', 'status', { status: undefined }],
    ['status=true', 'status', { status: undefined }],
    ['types=abc', 'types', { types: undefined }],
    ['types=0', 'types', { types: undefined }],
  ])('%s falls back to its default and is reported', (search, key, expected) => {
    const parsed = parse(`?${search}`);
    expect(parsed).toMatchObject(expected);
    expect(invalidSearchParams(raw(`?${search}`))).toEqual([key]);
  });

  it('reports every reset parameter, in a stable order', () => {
    const search = '?sort=evil&perPage=7&page=-1&status=9&types=abc&query=ok';
    expect(invalidSearchParams(raw(search))).toEqual([
      'page',
      'perPage',
      'sort',
      'status',
      'types',
    ]);
    expect(parse(search)).toEqual({
      page: 1,
      perPage: 20,
      sort: 'cid',
      order: 'desc',
      query: 'ok',
    });
  });

  it('reads one type as a list, and every way of writing several', () => {
    expect(parse('?types=3').types).toEqual([3]);
    expect(parse('?types=3&types=1&types=3').types).toEqual([1, 3]);
    expect(parse('?types=%5B7%2C1%5D').types).toEqual([1, 7]); // the router's own [7,1]
    expect(parse('?types=1,3').types).toEqual([1, 3]);
  });

  it('keeps the valid ids of a partly bad type list and reports it', () => {
    expect(parse('?types=1&types=abc').types).toEqual([1]);
    expect(invalidSearchParams(raw('?types=1&types=abc'))).toEqual(['types']);
  });

  it('keeps a numeric or boolean-looking search as text', () => {
    expect(parse('?query=1042').query).toBe('1042');
    expect(parse('?query=%221042%22').query).toBe('1042'); // how the router writes it
    expect(parse('?query=true').query).toBe('true');
    expect(parse('?query=%20%20').query).toBeUndefined();
  });

  it('treats empty values as absent', () => {
    expect(parse('?status=&types=&page=')).toEqual({
      page: 1,
      perPage: 20,
      sort: 'cid',
      order: 'desc',
    });
    expect(invalidSearchParams(raw('?status=&types=&query='))).toEqual([]);
  });

  it('knows when a view is filtered', () => {
    expect(hasFilters(parse('?page=4&sort=name'))).toBe(false);
    expect(hasFilters(parse('?status=0'))).toBe(true);
    expect(hasFilters(parse('?types=2'))).toBe(true);
    expect(hasFilters(parse('?query=x'))).toBe(true);
  });
});
