import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BULK_READS,
  startBulkReadsServer,
  type BulkReadsServer,
  type McpAnswer,
} from '../testing/bulk-reads-scenario';

/**
 * Bulk reads of campaigns as large as may be stored (decision 068), against the
 * reference API in a process of its own: every answer is the one the contract and
 * the bounds promise, and the process lives through them with no error logged.
 * That other requests are served meanwhile is checked where it is deterministic,
 * in process (a timer set while a batch or a list page runs fires before it ends:
 * server/mcp/tools/bounded-work.test.ts, server/routes/campaigns/bounded-documents.test.ts);
 * how long /health waited is measured by `npm run bench -- --only=bulk-reads`. It was
 * asserted here (< 200 ms) until a CI run beside the other suites measured 366 to
 * 2,275 ms on the same code: a figure of the machine's load, not of the server.
 */
let s: BulkReadsServer;

/**
 * A batch of 100 calls that each fit the cap: every one is answered, with its
 * result until the batch's answers pass 1 MB and with -32004 after; at least one ran.
 */
function answeredUntilCap(result: { status: number; answers: McpAnswer[] }): McpAnswer[] {
  expect(result.status).toBe(200);
  expect(result.answers).toHaveLength(100);
  const ran = result.answers.filter((a) => a.result);
  expect(ran.length).toBeGreaterThan(0);
  expect(ran.length + result.answers.filter((a) => a.error?.code === -32004).length).toBe(100);
  return ran;
}

beforeAll(async () => {
  s = await startBulkReadsServer();
}, 180_000);

afterAll(async () => {
  await s?.stop();
});

describe('bulk reads of campaigns as large as may be stored', () => {
  it('stored 200 campaigns just under the bound', () => {
    expect(s.stored).toHaveLength(200);
    // The status-change workload names 50 of them that are not Pending.
    expect(s.movable.length).toBeGreaterThanOrEqual(50);
  });

  it('one MCP batch of 100 get_campaigns of 50 campaigns: each refused as too large', async () => {
    const result = await BULK_READS.getCampaigns50(s);
    expect(result.status).toBe(200);
    expect(result.answers).toHaveLength(100);
    expect(result.answers.every((a) => a.result?.isError)).toBe(true);
  }, 60_000);

  it('one MCP batch of 100 get_campaigns that each fit the cap: the batch stops at the cap', async () => {
    const result = await BULK_READS.getCampaigns4(s);
    expect(result.answers.filter((a) => a.result && !a.result.isError)).toHaveLength(1);
    expect(result.answers.filter((a) => a.error?.code === -32004)).toHaveLength(99);
  }, 60_000);

  it('one MCP batch of 100 get_campaigns summaries of 50: answered, and stopped at the cap', async () => {
    const ran = answeredUntilCap(await BULK_READS.getSummaries50(s));
    for (const a of ran) {
      expect(a.result?.isError).toBeFalsy();
      expect(a.result?.structuredContent?.data?.campaigns).toHaveLength(50);
    }
  }, 60_000);

  it('one MCP batch of 100 status-change prepares of 50: each a diff and an approval, until the cap', async () => {
    const ran = answeredUntilCap(await BULK_READS.prepareStatus50(s));
    for (const a of ran) {
      expect(a.result?.isError).toBeFalsy();
      const data = a.result?.structuredContent?.data;
      expect(data?.request?.cids).toHaveLength(50);
      expect((data?.diff?.length ?? 0) + (data?.unchanged?.length ?? 0)).toBe(50);
      expect(data?.approval?.fingerprint).toEqual(expect.any(String));
    }
  }, 60_000);

  it('one MCP batch of 100 full list pages of 100: answered, and stopped at the cap', async () => {
    answeredUntilCap(await BULK_READS.listCampaigns100(s));
  }, 60_000);

  it('one REST list page of 200 rows', async () => {
    const result = await BULK_READS.restList200(s);
    expect(result.status).toBe(200);
    // 200 rows, each with the list's copy of its 120 KB geo entry.
    expect(result.bytes).toBeGreaterThan(200 * 120_000);
  }, 60_000);

  it('is alive and logged no error', () => {
    expect(s.server.exited()).toBe(false);
    expect(s.server.errorLines()).toEqual([]);
  });
});
