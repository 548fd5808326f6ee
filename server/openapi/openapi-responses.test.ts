import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, findCid, readCampaign } from '../testing/campaign-fixtures';
import { requests } from '../testing/requests';
import { createTestApp, TEST_TODAY, type TestApp } from '../testing/test-app';
import { buildOpenApiDocument, listOperations } from './openapi-document';
import { createResponseChecker, readResponse } from './response-checker';

// Real responses of the in-process app against the document. The loop runs over
// the document, so a status documented without a way to provoke it fails here.

const doc = buildOpenApiDocument();
const checker = createResponseChecker(doc);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

type Provoke = () => Response | Promise<Response>;
const MISSING_CID = 999_999;
const TOO_BIG = JSON.stringify({ name: 'x'.repeat(3 * 1024 * 1024) });

const member = () => requests(t);
const list = (query: string, token?: string) => member().get(`${BASE}/campaigns${query}`, token);
const report = (path: string, params: Record<string, string>) =>
  t.app.request(`/pub${path}?${new URLSearchParams(params)}`);
const range = { date_from: '2026-11-01', date_to: TEST_TODAY };
const emptyRange = { date_from: '2001-01-01', date_to: '2001-01-31' };

/** Read a campaign of `uid`, apply `edit`, PUT it back. */
async function putEdited(
  uid: number,
  status: number,
  token: string,
  edit: (c: Record<string, unknown>) => void,
) {
  const cid = findCid(t, { uid, status });
  const campaign = await readCampaign(t, cid, token);
  edit(campaign);
  return member().put(`${BASE}/${cid}`, campaign, token);
}

/** operationId -> documented status -> requests that must answer exactly that status. */
const SCENARIOS: Record<string, Record<string, Provoke[]>> = {
  listCampaigns: {
    200: [() => list('?perPage=5&sort=name&order=asc&types=1&types=2', t.tokens.demo)],
    401: [() => list('')],
    422: [() => list('?perPage=0', t.tokens.demo)],
  },
  readCampaign: {
    200: [() => member().get(`${BASE}/${findCid(t, { uid: 1001 })}`, t.tokens.demo)],
    401: [() => member().get(`${BASE}/${findCid(t, { uid: 1001 })}`)],
    404: [() => member().get(`${BASE}/${MISSING_CID}`, t.tokens.demo)],
  },
  updateCampaign: {
    200: [() => putEdited(1001, 1, t.tokens.demo, () => {})],
    400: [() => member().put(`${BASE}/${findCid(t, { uid: 1001 })}`, '{not json', t.tokens.demo)],
    401: [() => member().put(`${BASE}/${findCid(t, { uid: 1001 })}`, {})],
    402: [() => putEdited(1002, 3, t.tokens.lowBalance, (c) => void (c.status = 1))],
    403: [() => putEdited(1001, 3, t.tokens.demo, (c) => void (c.uid = 2001))],
    404: [() => member().put(`${BASE}/${MISSING_CID}`, {}, t.tokens.demo)],
    // A stale If-Match (decision 029): the campaign's tag is never this one.
    412: [
      () =>
        member().put(`${BASE}/${findCid(t, { uid: 1001 })}`, {}, t.tokens.demo, {
          'If-Match': '"stale"',
        }),
    ],
    413: [() => member().put(`${BASE}/${findCid(t, { uid: 1001 })}`, TOO_BIG, t.tokens.demo)],
    422: [() => putEdited(1001, 3, t.tokens.demo, (c) => void (c.name = 'x'.repeat(300)))],
  },
  updateCampaignStatus: {
    200: [
      () =>
        member().put(
          `${BASE}/update-status`,
          { ids: [findCid(t, { uid: 1001, status: 3 })], status: 3 },
          t.tokens.demo,
        ),
    ],
    400: [() => member().put(`${BASE}/update-status`, '[1, 2]', t.tokens.demo)],
    401: [() => member().put(`${BASE}/update-status`, { ids: [1], status: 3 })],
    402: [
      () =>
        member().put(
          `${BASE}/update-status`,
          { ids: [findCid(t, { uid: 1002, status: 3 })], status: 1 },
          t.tokens.lowBalance,
        ),
    ],
    403: [
      () =>
        member().put(
          `${BASE}/update-status`,
          { ids: [findCid(t, { uid: 2001 })], status: 3 },
          t.tokens.demo,
        ),
    ],
    413: [() => member().put(`${BASE}/update-status`, TOO_BIG, t.tokens.demo)],
    422: [() => member().put(`${BASE}/update-status`, { ids: [], status: 3 }, t.tokens.demo)],
  },
  xmlStats: {
    200: [
      () => report('/xml/stats', { token: t.publisherKeys.both, tid: '501', ...range }),
      () =>
        report('/xml/stats', { token: t.publisherKeys.both, tid: '501', ...range, groupBy: 'geo' }),
      () =>
        report('/xml/stats', {
          token: t.publisherKeys.both,
          tid: '501',
          ...range,
          groupBy: 'subid',
        }),
      () =>
        report('/xml/stats', { token: t.publisherKeys.both, tid: '501', ...range, export: 'csv' }),
    ],
    401: [() => report('/xml/stats', { token: 'pk_unknown', tid: '501', ...range })],
    403: [
      () => report('/xml/stats', { token: t.publisherKeys.both, tid: '601', ...range }),
      () => report('/xml/stats', { token: t.publisherKeys.searchOnly, tid: '701', ...range }),
    ],
    404: [
      () =>
        report('/xml/stats', {
          token: t.publisherKeys.both,
          tid: '501',
          ...emptyRange,
          export: 'csv',
        }),
    ],
    422: [() => report('/xml/stats', { token: t.publisherKeys.both, tid: '501' })],
  },
  searchReport: {
    200: [
      () =>
        report('/publisher/search-report', { token: t.publisherKeys.both, ...range, sid: '901' }),
      () =>
        report('/publisher/search-report', {
          token: t.publisherKeys.both,
          ...range,
          export: 'csv',
        }),
    ],
    401: [() => report('/publisher/search-report', { token: 'pk_unknown', ...range })],
    403: [
      () =>
        report('/publisher/search-report', { token: t.publisherKeys.both, ...range, sid: '911' }),
      () => report('/publisher/search-report', { token: t.publisherKeys.xmlOnly, ...range }),
    ],
    404: [
      () =>
        report('/publisher/search-report', {
          token: t.publisherKeys.both,
          ...emptyRange,
          export: 'csv',
        }),
    ],
    422: [
      () =>
        report('/publisher/search-report', { token: t.publisherKeys.both, date_from: 'yesterday' }),
    ],
  },
};

describe('real responses match the OpenAPI document', () => {
  for (const { path, method, operation } of listOperations(doc)) {
    for (const [status, documented] of Object.entries(operation.responses)) {
      it(`${operation.operationId} ${status}`, async () => {
        const provokers = SCENARIOS[operation.operationId]?.[status];
        expect(provokers, 'a request that provokes this documented status').toBeDefined();
        const mediaTypes = new Set<string>();
        for (const provoke of provokers ?? []) {
          const res = await readResponse(await provoke());
          expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(Number(status));
          expect(checker.check(path, method, res)).toEqual([]);
          mediaTypes.add(res.mediaType);
        }
        // Every documented media type was seen (JSON and CSV for the reports).
        expect(mediaTypes).toEqual(
          new Set(Object.keys((documented as { content: object }).content)),
        );
      });
    }
  }

  it('the checker catches a response that breaks its schema', async () => {
    const res = await readResponse(await list('?perPage=1', t.tokens.demo));
    const body = res.body as { data: { data: Record<string, unknown>[] } };
    body.data.data[0]!.cid = 'not a number';
    const problems = checker.check('/api/v1/login/campaigns/campaigns', 'get', res);
    expect(problems.join('\n')).toMatch(/\/data\/data\/0\/cid/);
    expect(
      checker.check('/api/v1/login/campaigns/campaigns', 'get', { ...res, status: 418 }),
    ).toEqual(['status 418 is not documented']);
  });
});
