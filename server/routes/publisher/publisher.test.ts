import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@contract/common';
import { createTestApp, TEST_TODAY, type TestApp } from '../../testing/test-app';
import { reportRequests, type Params } from './report-requests';

let t: TestApp;
let xml: (p: Params) => ReturnType<ReturnType<typeof reportRequests>['get']>;
let search: typeof xml;
beforeAll(async () => {
  t = await createTestApp();
  const { get } = reportRequests(t);
  const range = { date_from: '2026-11-01', date_to: TEST_TODAY };
  xml = (p) => get('/xml/stats', { token: t.publisherKeys.both, tid: 501, ...range, ...p });
  search = (p) => get('/publisher/search-report', { token: t.publisherKeys.both, ...range, ...p });
});

describe('publisher key checks', () => {
  it('answers 401 for a missing or unknown key, and ignores an Authorization header', async () => {
    for (const token of [undefined, '', 'pk_unknown']) {
      for (const a of [await xml({ token }), await search({ token })])
        expect({ status: a.status, json: a.json }).toEqual({
          status: 401,
          json: { status: 'error', message: 'Unknown or missing publisher API key' },
        });
    }
    const res = await t.app.request(
      `/pub/xml/stats?tid=501&date_from=2026-11-01&date_to=2026-11-02`,
      { headers: { Authorization: `Bearer ${t.publisherKeys.both}` } },
    );
    expect(res.status).toBe(401);
  });

  it('refuses a key given twice, whichever copy is good, as a repeated parameter', async () => {
    const good = t.publisherKeys.both;
    for (const [path, extra] of [
      ['/xml/stats', 'tid=501&'],
      ['/publisher/search-report', ''],
    ] as const) {
      for (const tokens of [`token=${good}&token=${good}`, `token=pk_unknown&token=${good}`]) {
        const res = await t.app.request(
          `/pub${path}?${tokens}&${extra}date_from=2026-11-01&date_to=${TEST_TODAY}`,
        );
        expect(res.status).toBe(422);
        expect(ErrorBodySchema.parse(await res.json())).toEqual({
          status: 'error',
          message: 'Invalid report parameters',
          errors: { token: ['token must be given once'] },
        });
      }
    }
  });

  it('checks the key before the parameters', async () => {
    expect((await xml({ token: 'pk_unknown', tid: 'abc', export: 'xml' })).status).toBe(401);
    expect((await search({ token: t.publisherKeys.xmlOnly, sid: 'x' })).status).toBe(403);
  });

  it('answers 403 for a key without the scope of the endpoint', async () => {
    expect(await xml({ token: t.publisherKeys.searchOnly, tid: 701 })).toMatchObject({
      status: 403,
      json: { message: 'This API key does not have the publisher:xml:read scope' },
    });
    expect(await search({ token: t.publisherKeys.xmlOnly })).toMatchObject({
      status: 403,
      json: { message: 'This API key does not have the publisher:search:read scope' },
    });
  });

  it('answers 403 for a tid or sid of another publisher or one that does not exist', async () => {
    for (const tid of [601, 701, 801, 999]) {
      expect(await xml({ tid })).toMatchObject({
        status: 403,
        json: {
          message: `tid ${tid} is not available to this API key`,
          errors: { tid: [expect.any(String)] },
        },
      });
      expect((await xml({ tid, export: 'csv' })).status).toBe(403);
    }
    for (const sid of [911, 921, 931, 999]) {
      expect(await search({ sid })).toMatchObject({
        status: 403,
        json: { message: `sid ${sid} is not available to this API key` },
      });
    }
  });
});

const DATE_CASES: [Params, string, string][] = [
  [{ date_from: undefined }, 'date_from', 'date_from is required (YYYY-MM-DD)'],
  [{ date_from: '2026-13-01' }, 'date_from', 'date_from must be a date in the format YYYY-MM-DD'],
  [{ date_from: '2026-02-30' }, 'date_from', 'date_from must be a date in the format YYYY-MM-DD'],
  [{ date_to: '20261120' }, 'date_to', 'date_to must be a date in the format YYYY-MM-DD'],
  [{ date_to: '2026-11-1' }, 'date_to', 'date_to must be a date in the format YYYY-MM-DD'],
  [
    { date_from: '2026-11-10', date_to: '2026-11-09' },
    'date_to',
    'date_to must not be before date_from',
  ],
  [
    { date_from: '2025-10-16', date_to: TEST_TODAY },
    'date_to',
    'The date range must not span more than 400 days',
  ],
  [{ export: 'xml' }, 'export', 'export must be one of: json, csv'],
  [{ export: 'CSV' }, 'export', 'export must be one of: json, csv'],
];

describe('422 for invalid input', () => {
  it.each<[Params, string, string]>([
    [{ tid: undefined }, 'tid', 'tid is required'],
    [{ tid: 'abc' }, 'tid', 'tid must be a positive whole number'],
    [{ tid: 0 }, 'tid', 'tid must be a positive whole number'],
    [{ tid: -501 }, 'tid', 'tid must be a positive whole number'],
    [{ tid: '5.01' }, 'tid', 'tid must be a positive whole number'],
    [{ groupBy: 'week' }, 'groupBy', 'groupBy must be one of: day, geo, subid'],
    [{ groupBy: 'GEO' }, 'groupBy', 'groupBy must be one of: day, geo, subid'],
    ...DATE_CASES,
  ])('xml stats: %j names %s', async (params, field, message) => {
    const { status, json } = await xml(params);
    expect(status).toBe(422);
    const error = ErrorBodySchema.parse(json);
    expect(error.message).toBe('Invalid report parameters');
    expect(error.errors?.[field]).toEqual([message]);
  });

  it.each<[Params, string, string]>([
    [{ sid: 'x' }, 'sid', 'sid must be a positive whole number'],
    [{ sid: 0 }, 'sid', 'sid must be a positive whole number'],
    [{ sid: -901 }, 'sid', 'sid must be a positive whole number'],
    ...DATE_CASES,
  ])('search report: %j names %s', async (params, field, message) => {
    const { status, json } = await search(params);
    expect(status).toBe(422);
    expect(ErrorBodySchema.parse(json).errors?.[field]).toEqual([message]);
  });

  it('accepts exactly 400 days and names every bad field at once', async () => {
    expect((await xml({ date_from: '2025-10-17', date_to: TEST_TODAY })).status).toBe(200);
    const { json } = await xml({ tid: 'x', date_from: 'nope', groupBy: 'week', export: 'pdf' });
    expect(Object.keys(json.errors).sort()).toEqual(['date_from', 'export', 'groupBy', 'tid']);
  });
});

// Decision 028: the query is read by XmlStatsQuerySchema / SearchReportQuerySchema;
// these were read otherwise before.
describe('parameters read by the contract schemas', () => {
  it('refuses a parameter given twice instead of answering for its first value', async () => {
    // Written by hand: the request helper's record cannot repeat a name.
    const twice = async (path: string, query: string) => {
      const answer = await t.app.request(`/pub${path}?token=${t.publisherKeys.both}&${query}`);
      return { status: answer.status, json: ErrorBodySchema.parse(await answer.json()) };
    };
    const range = 'date_from=2026-11-01&date_to=2026-11-20';
    // 501 is the key's; 601 is another publisher's.
    expect(await twice('/xml/stats', `tid=501&tid=601&${range}`)).toEqual({
      status: 422,
      json: {
        status: 'error',
        message: 'Invalid report parameters',
        errors: { tid: ['tid must be given once'] },
      },
    });
    expect(
      (await twice('/xml/stats', `tid=501&${range}&export=json&export=csv`)).json.errors,
    ).toEqual({ export: ['export must be given once'] });
    expect(
      (await twice('/publisher/search-report', `sid=931&sid=911&${range}`)).json.errors,
    ).toEqual({ sid: ['sid must be given once'] });
    expect(
      (await twice('/publisher/search-report', `${range}&date_to=2026-11-02`)).json.errors,
    ).toEqual({ date_to: ['date_to must be given once'] });
  });

  it('refuses an id too large to read exactly instead of answering for a nearby one', async () => {
    for (const tid of ['9007199254740993', '9999999999999999']) {
      expect(await xml({ tid })).toMatchObject({
        status: 422,
        json: { errors: { tid: ['tid must be a positive whole number'] } },
      });
    }
    expect((await search({ sid: '9999999999999999' })).json.errors).toEqual({
      sid: ['sid must be a positive whole number'],
    });
  });

  it('reads ids like every other whole number: leading zeros and spaces are the same id', async () => {
    const plain = await xml({ tid: 501 });
    expect(plain.status).toBe(200);
    for (const tid of ['0501', ' 501 ']) expect((await xml({ tid })).json).toEqual(plain.json);
    expect((await xml({ tid: '0601' })).json.message).toBe(
      'tid 601 is not available to this API key',
    );
  });
});

describe('empty answers', () => {
  const past = { date_from: '2020-01-01', date_to: '2020-01-31' };

  it('answers 200 with [] in JSON and 404 for a CSV export', async () => {
    for (const groupBy of ['day', 'geo', 'subid']) {
      expect((await xml({ ...past, groupBy })).json).toEqual({
        status: 'success',
        message: 'XML statistics',
        data: [],
      });
      expect(await xml({ ...past, groupBy, export: 'csv' })).toMatchObject({
        status: 404,
        json: { status: 'error', message: 'No data for the requested export' },
      });
    }
    expect((await search(past)).json.data).toEqual([]);
    expect(await search({ ...past, export: 'csv', sid: 901 })).toMatchObject({
      status: 404,
      json: { message: 'No data for the requested export' },
    });
  });
});
