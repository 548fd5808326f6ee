import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MCP_BATCH_FULL } from '@contract/mcp';
import type { Json } from '../../testing/requests';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { McpAppEnv } from '../mcp-env';
import { MCP_TEST_URL, READ, toolsApp } from './testing/tools-test-harness';

/**
 * The work of one POST /mcp is bounded, not only its answer (decision 068): a
 * tool refuses an answer past the cap from the stored sizes, before reading the
 * documents; a batch stops running requests once its answers carry the cap.
 * The large documents are written straight into the database, as a file written
 * before documents were bounded (or by another tool) may hold them.
 */
let t: TestApp;
let cids: number[];
beforeEach(async () => {
  t = await createTestApp();
  cids = t.db
    .prepare('SELECT cid FROM campaigns WHERE uid = 1001 ORDER BY cid LIMIT 60')
    .pluck()
    .all() as number[];
});
afterEach(() => vi.restoreAllMocks());

/** Gives each campaign an unknown key (in doc) and a geo entry (the list's copy) of `bytes`. */
function enlarge(which: number[], bytes: number) {
  const big = 'k'.repeat(bytes);
  const stmt = t.db.prepare(
    `UPDATE campaigns SET doc = json_set(doc, '$.x_big', ?), geo = json_array(?) WHERE cid = ?`,
  );
  for (const cid of which) stmt.run(big, big, cid);
}

function post(app: Hono<McpAppEnv>, message: unknown) {
  return app.request(MCP_TEST_URL, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      'Mcp-Protocol-Version': LATEST_PROTOCOL_VERSION,
    },
    body: JSON.stringify(message),
  });
}

const callOf = (id: number, name: string, args: Record<string, unknown>) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name, arguments: args },
});

/** JSON.parse calls on text this long: the documents a tool read and parsed. */
function largeParses() {
  const parse = vi.spyOn(JSON, 'parse');
  return () => parse.mock.calls.filter(([text]) => String(text).length > 100_000).length;
}

const OVER_CAP =
  /^The answer would be larger than 1 MB, the most a tool answer carries: ask for fewer items/;

describe('a tool call whose answer would pass the cap', () => {
  it('platform_get_campaigns full is refused from the stored sizes, parsing no document', async () => {
    enlarge(cids.slice(0, 20), 300_000);
    const parsed = largeParses();
    const res = await post(
      toolsApp(t, 1001, READ),
      callOf(1, 'platform_get_campaigns', { cids: cids.slice(0, 20), detailLevel: 'full' }),
    );
    const { result } = (await res.json()) as Json;
    expect(result.isError).toBe(true);
    expect(result.structuredContent.error).toMatchObject({
      status: 400,
      code: 'invalid_arguments',
    });
    expect(result.structuredContent.error.message).toMatch(OVER_CAP);
    expect(parsed()).toBe(0);
  });

  it('platform_list_campaigns full is refused from the stored sizes, parsing no geo', async () => {
    enlarge(cids.slice(0, 20), 300_000);
    const parsed = largeParses();
    const res = await post(
      toolsApp(t, 1001, READ),
      callOf(1, 'platform_list_campaigns', {
        orderBy: 'cid',
        order: 'asc',
        limit: 100,
        detailLevel: 'full',
      }),
    );
    const { result } = (await res.json()) as Json;
    expect(result.structuredContent.error.message).toMatch(OVER_CAP);
    expect(parsed()).toBe(0);
  });

  it('answers the same calls for fewer campaigns', async () => {
    enlarge(cids.slice(0, 20), 300_000);
    const app = toolsApp(t, 1001, READ);
    const get = await post(
      app,
      callOf(1, 'platform_get_campaigns', { cids: cids.slice(0, 3), detailLevel: 'full' }),
    );
    expect(((await get.json()) as Json).result.structuredContent.data.campaigns).toHaveLength(3);
    const list = await post(
      app,
      callOf(2, 'platform_list_campaigns', {
        orderBy: 'cid',
        order: 'asc',
        limit: 3,
        detailLevel: 'full',
      }),
    );
    expect(((await list.json()) as Json).result.structuredContent.data.campaigns).toHaveLength(3);
  });
});

describe('a JSON-RPC batch', () => {
  it('stops running requests once its answers carry the cap, and says to send the rest again', async () => {
    // 3 campaigns of 300 KB: 900 KB per call, under the cap alone; its answer sends the
    // data twice (text and structuredContent), 1.8 MB, so the first call fills the batch.
    enlarge(cids.slice(0, 3), 300_000);
    const batch = Array.from({ length: 5 }, (_, i) =>
      callOf(i + 1, 'platform_get_campaigns', { cids: cids.slice(0, 3), detailLevel: 'full' }),
    );
    batch.splice(3, 0, { jsonrpc: '2.0', id: 99, method: 'ping' } as never);
    const res = await post(toolsApp(t, 1001, READ), batch);
    expect(res.status).toBe(200);
    const answers = ((await res.json()) as Json[]).sort((a, b) => a.id - b.id);
    // The first ran; the other calls did not (the ping is no call: answered).
    expect(
      answers.map((a) => [a.id, a.result?.structuredContent?.status ?? a.error?.code]),
    ).toEqual([
      [1, 'success'],
      [2, MCP_BATCH_FULL],
      [3, MCP_BATCH_FULL],
      [4, MCP_BATCH_FULL],
      [5, MCP_BATCH_FULL],
      [99, undefined],
    ]);
    expect(answers[1]?.error.message).toMatch(
      /earlier requests of this batch .* Send this request again, on its own/,
    );
    expect(answers[1]?.error.data).toEqual({ status: 413 });
    expect(answers[5]?.result).toEqual({});
  });

  it('lets other requests be served between its requests', async () => {
    const app = toolsApp(t, 1001, READ);
    const order: string[] = [];
    const batch = Array.from({ length: 20 }, (_, i) =>
      callOf(i + 1, 'platform_get_campaigns', { cids: cids.slice(0, 50), detailLevel: 'full' }),
    );
    const answered = Promise.resolve(post(app, batch)).then(() => order.push('batch'));
    // A timer set now fires only when the thread gets back to the event loop.
    await new Promise((resolve) => setTimeout(resolve, 0));
    order.push('timer');
    await answered;
    expect(order).toEqual(['timer', 'batch']);
  });
});

describe('the /mcp request budget', () => {
  it('counts each message of a batch', async () => {
    const small = await createTestApp({
      mcp: { allowDirectJwt: true, quota: { requests: 5, windowSeconds: 60 } },
    });
    const send = (count: number) =>
      small.mcpFetch(`${small.mcpOrigins.acme}/mcp`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${small.tokens.demo}`,
          'Content-Type': 'application/json',
          Accept: 'application/json, text/event-stream',
        },
        body: JSON.stringify(
          Array.from({ length: count }, (_, i) => ({ jsonrpc: '2.0', id: i, method: 'ping' })),
        ),
      });
    const tooMany = await send(6);
    expect(tooMany.status).toBe(429);
    expect(Number(tooMany.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(((await tooMany.json()) as Json).error_description).toMatch(
      /does not cover a batch of 6 messages \(each message counts as one request\)/,
    );
    // The refused batch took nothing but its HTTP request's unit: four are left.
    expect((await send(4)).status).toBe(200);
    expect((await send(1)).status).toBe(429);
  });
});
