import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PENDING_STATUS } from '@contract/campaigns';
import { signMemberToken } from '../auth/member-token';
import { DEV_JWT_SECRET } from '../env';
import { startReferenceProcess, type ReferenceProcess } from './reference-process';

/**
 * Bulk reads of the largest campaigns a member may store (decision 068), against
 * the reference API as `npm start` runs it: a process of its own, a file database.
 * One member fills 200 campaigns up to the document bound, then sends what
 * multiplied them before: one MCP batch of 100 calls of 50 campaigns (17 s of a
 * held event loop when documents were 1.9 MB), a batch whose calls each fit the
 * answer cap (four campaigns: 1 MB), a batch of summaries of 50 and one of status-change
 * prepares of 50 (both read the campaigns' rows, not their answers' worth), a batch of full list
 * pages, and a REST list page of 200 rows (1.4 s, 190 MB). The chaos test checks the answers and that the process lives;
 * the bench (`bench/bulk-reads.ts`) times /health meanwhile: a timing depends on
 * what else the machine runs, so it is measured, never asserted.
 */
export interface BulkReadsServer {
  server: ReferenceProcess;
  /** The 200 campaigns stored just under the bound. */
  stored: number[];
  /** Those of them that are not Pending: a status change may name them (Pending ones are refused). */
  movable: number[];
  headers: Record<string, string>;
  stop(): Promise<void>;
}

export interface McpAnswer {
  result?: {
    isError?: boolean;
    structuredContent?: {
      status: string;
      data?: {
        campaigns?: unknown[];
        request?: { cids: number[] };
        diff?: unknown[];
        unchanged?: number[];
        approval?: { fingerprint: string } | null;
      };
    };
  };
  error?: { code: number };
}

/** `nodeArgs`: e.g. `--cpu-prof` to see where a wait goes. */
export async function startBulkReadsServer(
  options: { nodeArgs?: string[] } = {},
): Promise<BulkReadsServer> {
  const dir = mkdtempSync(join(tmpdir(), 'adpanel-bulk-'));
  const server = await startReferenceProcess({
    nodeArgs: options.nodeArgs,
    env: {
      DEMO: 'true',
      DB_PATH: join(dir, 'bulk.sqlite'),
      STATIC_DIR: dir,
      JWT_SECRET: DEV_JWT_SECRET,
      ALLOW_DIRECT_JWT: 'true',
      // The workloads meet the batch bounds, not the request quota (600 messages a minute
      // by default: a bench's second run of three batches of 100 would be refused by it).
      MCP_QUOTA: '100000/60',
    },
  });
  const stop = async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const member = await signMemberToken(DEV_JWT_SECRET, {
      uid: 1001,
      tenant: 'acme',
      name: 'Bulk',
    });
    const headers = {
      Authorization: `Bearer ${member}`,
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
    };
    const base = `${server.origin}/api/v1/login/campaigns`;
    const list = await (
      await fetch(`${base}/campaigns?perPage=200&sort=cid&order=asc`, { headers })
    ).json();
    // Two fields of 120 KB: about 243 KB stored, just under the 256 KB bound. geo_enabled 0
    // keeps the geo entry (the list's copy), so list rows are as large as they can be.
    const big = 'k'.repeat(120_000);
    const stored: number[] = [];
    const movable: number[] = [];
    for (const { cid, status } of list.data.data as { cid: number; status: number }[]) {
      const read = await (await fetch(`${base}/${cid}`, { headers })).json();
      const res = await fetch(`${base}/${cid}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({
          ...read.data.campaign,
          keywords_whitelist: big,
          geo_enabled: 0,
          geo: [big],
        }),
      });
      await res.text();
      if (res.status !== 200) continue;
      stored.push(cid);
      if (status !== PENDING_STATUS) movable.push(cid);
    }
    return { server, stored, movable, headers, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function mcpBatch(s: BulkReadsServer, calls: object[]) {
  const res = await fetch(`http://localhost:${s.server.mcpPort}/mcp`, {
    method: 'POST',
    headers: s.headers,
    body: JSON.stringify(
      calls.map((params, id) => ({ jsonrpc: '2.0', id, method: 'tools/call', params })),
    ),
  });
  return { status: res.status, answers: (await res.json()) as McpAnswer[] };
}

/** One POST of 100 identical tools/call of `name`. */
const toolBatch = (s: BulkReadsServer, name: string, args: object) =>
  mcpBatch(
    s,
    Array.from({ length: 100 }, () => ({ name, arguments: args })),
  );

/** The workloads, each one request; the test and the bench run the same ones. */
export const BULK_READS = {
  getCampaigns50: (s: BulkReadsServer) =>
    toolBatch(s, 'platform_get_campaigns', { cids: s.stored.slice(0, 50), detailLevel: 'full' }),
  getCampaigns4: (s: BulkReadsServer) =>
    toolBatch(s, 'platform_get_campaigns', { cids: s.stored.slice(0, 4), detailLevel: 'full' }),
  getSummaries50: (s: BulkReadsServer) =>
    toolBatch(s, 'platform_get_campaigns', { cids: s.stored.slice(0, 50), detailLevel: 'summary' }),
  prepareStatus50: (s: BulkReadsServer) =>
    toolBatch(s, 'platform_prepare_campaign_status_change', {
      cids: s.movable.slice(0, 50),
      status: 'paused',
    }),
  listCampaigns100: (s: BulkReadsServer) =>
    toolBatch(s, 'platform_list_campaigns', { limit: 100, detailLevel: 'full' }),
  restList200: async (s: BulkReadsServer) => {
    const res = await fetch(
      `${s.server.origin}/api/v1/login/campaigns/campaigns?perPage=200&sort=cid&order=asc`,
      { headers: { Authorization: s.headers.Authorization! } },
    );
    return { status: res.status, bytes: (await res.arrayBuffer()).byteLength };
  },
} as const;

export const BULK_READ_LABELS: Record<keyof typeof BULK_READS, string> = {
  getCampaigns50: 'MCP batch: 100 × get_campaigns of 50 (refused from stored sizes)',
  getCampaigns4: 'MCP batch: 100 × get_campaigns of 4 (stops at the 1 MB cap)',
  getSummaries50: 'MCP batch: 100 × get_campaigns of 50, summary',
  prepareStatus50: 'MCP batch: 100 × prepare_campaign_status_change of 50',
  listCampaigns100: 'MCP batch: 100 × list_campaigns full, limit 100',
  restList200: 'REST list page of 200 rows (streamed)',
};

/**
 * The slowest /health answer (asked every 20 ms) while `work` runs, and how long
 * the work took: how long every other client waited at worst.
 */
export async function whileHealthAsked<T>(port: number, work: () => Promise<T>) {
  let worst = 0;
  let done = false;
  const pinger = (async () => {
    while (!done) {
      const start = performance.now();
      await fetch(`http://127.0.0.1:${port}/health`).then((r) => r.text());
      worst = Math.max(worst, performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  const result = await work();
  const workMs = performance.now() - started;
  done = true;
  await pinger;
  return { result, worstHealthMs: worst, workMs };
}
