import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { loadFuzzFixtures, type FuzzFixtures } from './fuzz/fuzz-fixtures';
import { requestArbitrary, type FuzzRequest } from './fuzz/request-arbitrary';
import { COMPONENT_PREFIX, type JsonSchema } from './json-schema';
import { buildOpenApiDocument, listOperations } from './openapi-document';
import { createResponseChecker, readResponse } from './response-checker';
import { ceiling } from '../testing/ceiling';

// Fuzzes every operation of the OpenAPI document against the in-process app with
// valid credentials (docs/decisions/024-openapi-document-and-fuzz.md). Each run is
// one request: no 5xx, the answer matches the document for its status, and a
// refused request changes no stored campaign (and writes nothing at all).

/** Requests per operation: 3,600 in all, the whole file in about 20 s on two busy cores. */
const RUNS_PER_OPERATION = 600;

const doc = buildOpenApiDocument();
const checker = createResponseChecker(doc);
const resolve = (ref: string): JsonSchema => {
  const schema = doc.components.schemas[ref.slice(COMPONENT_PREFIX.length)];
  if (!schema) throw new Error(`Unresolved ${ref}`);
  return schema;
};

let t: TestApp;
let fixtures: FuzzFixtures;
const tried = new Map<string, Map<number, number>>();

beforeAll(async () => {
  // In-process requests come faster than any client: a budget far above the
  // run's own size, so a quota refusal would only mean a broken key (asserted below).
  t = await createTestApp({
    env: { limits: { quota: { requests: 1_000_000, windowSeconds: 60 }, exportsPerKey: 2 } },
  });
  fixtures = await loadFuzzFixtures(t);
});

afterAll(() => {
  const lines = [...tried].map(([op, byStatus]) => {
    const total = [...byStatus.values()].reduce((a, b) => a + b, 0);
    const statuses = [...byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    return `  ${op}: ${total} requests (${statuses.join(', ')})`;
  });
  console.log(`OpenAPI fuzz, requests tried:\n${lines.join('\n')}`);
});

/** SQLite's count of rows written on this connection: a refusal must not move it. */
const totalChanges = () => (t.db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;

/** The stored rows of the campaigns a request names (path cid, body ids). */
function storedRows(cids: number[]) {
  if (cids.length === 0) return [];
  return t.db
    .prepare(`SELECT * FROM campaigns WHERE cid IN (${cids.map(() => '?').join(',')}) ORDER BY cid`)
    .all(...cids);
}

function namedCids(req: FuzzRequest): number[] {
  const cids: number[] = [];
  const fromPath = /\/campaigns\/(\d{1,15})$/.exec(req.url.split('?')[0]!)?.[1];
  if (fromPath) cids.push(Number(fromPath));
  try {
    const ids = (JSON.parse(req.body ?? 'null') as { ids?: unknown } | null)?.ids;
    if (Array.isArray(ids))
      cids.push(...ids.filter((id): id is number => Number.isSafeInteger(id)));
  } catch {
    // Not JSON: names no campaign.
  }
  return cids;
}

/** The campaign read through the API (GET /login/campaigns/{cid}), status and body. */
async function apiRead(req: FuzzRequest) {
  const path = req.url.split('?')[0]!;
  const res = await t.app.request(path, {
    headers: { Authorization: `Bearer ${req.memberToken}` },
  });
  return { status: res.status, body: await res.text() };
}

function record(operationId: string, status: number) {
  const byStatus = tried.get(operationId) ?? new Map<number, number>();
  byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  tried.set(operationId, byStatus);
}

const readPath = '/api/v1/login/campaigns/{cid}';

/** One request and every invariant of its answer. */
async function sendAndCheck(req: FuzzRequest) {
  const { path, method, operationId } = req.operation;
  const isCampaignPut = method === 'put' && path === readPath;
  const cids = namedCids(req);
  const rowsBefore = storedRows(cids);
  const changesBefore = totalChanges();
  const readBefore = isCampaignPut ? await apiRead(req) : undefined;

  const res = await readResponse(
    await t.app.request(req.url, { method: req.method, headers: req.headers, body: req.body }),
  );
  record(operationId, res.status);
  const context = `${req.method} ${req.url} ${req.body?.slice(0, 500) ?? ''}\n→ ${res.status} ${JSON.stringify(res.body).slice(0, 500)}`;

  expect(res.status, context).toBeLessThan(500);
  expect(checker.check(path, method, res), context).toEqual([]);
  if (res.status >= 300 || method === 'get') {
    expect(totalChanges(), context).toBe(changesBefore);
    expect(storedRows(cids), context).toEqual(rowsBefore);
  }
  if (readBefore && res.status >= 300) expect(await apiRead(req), context).toEqual(readBefore);
  if (isCampaignPut && res.status < 300) {
    // What a write stores, the read must serve as documented.
    const readAfter = await apiRead(req);
    const parsed = {
      status: readAfter.status,
      mediaType: 'application/json',
      body: JSON.parse(readAfter.body) as unknown,
    };
    expect(readAfter.status, context).toBe(200);
    expect(checker.check(readPath, 'get', parsed), context).toEqual([]);
  }
}

describe('REST API fuzzed from its OpenAPI document', () => {
  // One property over every operation, interleaved, so reads and lists also see
  // what earlier fuzzed writes stored.
  it(
    'no 5xx, every answer as documented, refusals change nothing',
    async () => {
      const operations = listOperations(doc);
      const requests = fc.oneof(...operations.map((op) => requestArbitrary(op, fixtures, resolve)));
      await fc.assert(fc.asyncProperty(requests, sendAndCheck), {
        numRuns: RUNS_PER_OPERATION * operations.length,
      });
      // Never refused by the request budget or the export cap (decision 035).
      for (const [operation, byStatus] of tried) expect(byStatus.has(429), operation).toBe(false);
      // The generators reach both sides of every operation: a success and a refusal.
      for (const { operation } of operations) {
        const statuses = [...(tried.get(operation.operationId)?.keys() ?? [])];
        expect(
          statuses.some((s) => s < 300),
          operation.operationId,
        ).toBe(true);
        expect(
          statuses.some((s) => s >= 400),
          operation.operationId,
        ).toBe(true);
      }
    },
    ceiling(120_000),
  );
});
