import { beforeEach, describe, expect, it } from 'vitest';
import {
  CampaignEditDataSchema,
  CampaignListDataSchema,
  type Campaign,
  type CampaignEditData,
} from '@contract/campaigns';
import { createApiClient } from '@/lib/api/client';
import { createTestApp, type TestApp } from '@/testing/reference-api';
import { applyBulkChange, type ApplyInput } from './apply-run';
import type { BulkChange } from './bulk-change';
import { apiGateway } from './campaign-gateway';
import { previewBulkChange } from './preview-run';

// Preview and apply against the real reference API in-process: every request
// is real HTTP handling on a private seeded database.
let server: TestApp;
let token: string;
/** PUTs the server accepted (2xx), per cid. */
let acceptedWrites: Map<number, number>;

beforeEach(async () => {
  server = await createTestApp();
  token = server.tokens.demo;
  acceptedWrites = new Map();
});

const BASE = 'http://api.test/api/v1';

/** The server's fetch, counting accepted PUTs; `tamper` may replace an answer. */
function countingFetch(
  tamper?: (
    url: string,
    init: RequestInit | undefined,
    answer: () => Promise<Response>,
  ) => Promise<Response>,
): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const answer = async () => {
      const response = await server.fetch(input, init);
      const cid = /campaigns\/(\d+)$/.exec(url)?.[1];
      if (init?.method === 'PUT' && cid && response.ok)
        acceptedWrites.set(Number(cid), (acceptedWrites.get(Number(cid)) ?? 0) + 1);
      return response;
    };
    return tamper ? tamper(url, init, answer) : answer();
  }) as typeof fetch;
}

function gatewayWith(fetchImpl: typeof fetch) {
  const api = createApiClient({
    config: { baseUrl: BASE, apiUrl: 'http://api.test/pub', authMode: 'token' },
    getCredentials: () => ({ memberToken: token }),
    fetch: fetchImpl,
    sleep: async () => {},
  });
  return apiGateway(api);
}

async function get<T>(path: string, schema: { parse(v: unknown): T }): Promise<T> {
  const response = await server.fetch(`${BASE}${path}`, {
    headers: { Authorization: `Bearer ${server.tokens.demo}` },
  });
  return schema.parse(((await response.json()) as { data: unknown }).data);
}

/** Raw JSON of a campaign as stored (key order and all). */
async function rawCampaign(cid: number): Promise<Record<string, unknown>> {
  const response = await server.fetch(`${BASE}/login/campaigns/${cid}`, {
    headers: { Authorization: `Bearer ${server.tokens.demo}` },
  });
  return ((await response.json()) as { data: { campaign: Record<string, unknown> } }).data.campaign;
}

async function putRaw(cid: number, campaign: Record<string, unknown>) {
  const response = await server.fetch(`${BASE}/login/campaigns/${cid}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${server.tokens.demo}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(campaign),
  });
  expect(response.status).toBe(200);
}

/** The first n non-Pending campaigns of uid 1001 of one type, by cid. */
async function campaignsOfType(type: number, n: number): Promise<number[]> {
  const list = await get(
    `/login/campaigns/campaigns?types=${type}&perPage=200&sort=cid&order=asc`,
    CampaignListDataSchema,
  );
  return list.data
    .filter((row) => row.status !== 0)
    .slice(0, n)
    .map((row) => row.cid);
}

const noAuth = { onUnauthorized: async () => false };
const bidUp10: BulkChange = {
  kind: 'edit',
  edit: { bid: { mode: 'increase-percent', value: '10' } },
};

async function previewAndApply(cids: number[], change: BulkChange, fetchImpl = countingFetch()) {
  const gateway = gatewayWith(fetchImpl);
  const preview = await previewBulkChange(gateway, cids, change, noAuth);
  const inputs: ApplyInput[] = preview.items.flatMap((item) =>
    item.state === 'planned' && item.plan.kind === 'change'
      ? [{ plan: item.plan, read: item.read }]
      : [],
  );
  return { preview, inputs, gateway };
}

describe('bulk bid +10 % on 30 campaigns', () => {
  it('writes each campaign once, clamps at the type maximum, reports server 422s, and changes nothing else', async () => {
    const cids = await campaignsOfType(1, 30);
    expect(cids).toHaveLength(30);
    // Two near the Push CPC maximum (2); two whose bid the server alone locks
    // (the reference API's "[bid-cap]" test hook answers 422 to an increase).
    const [high1, high2, refused1, refused2] = cids as [number, number, number, number];
    for (const [cid, fields] of [
      [high1, { payout: 1.95 }],
      [high2, { payout: 1.85 }],
      [refused1, { name: 'Capped [bid-cap]' }],
      [refused2, { name: 'Also capped [bid-cap]' }],
    ] as const) {
      await putRaw(cid, { ...(await rawCampaign(cid)), ...fields });
    }
    const before = new Map<number, Record<string, unknown>>();
    for (const cid of cids) before.set(cid, await rawCampaign(cid));
    acceptedWrites.clear();

    const { preview, inputs, gateway } = await previewAndApply(cids, bidUp10);
    expect(preview.ended).toBe('completed');
    expect(inputs).toHaveLength(30);
    // The preview says where +10 % passes the type maximum, and only there.
    const clamped = inputs.filter((input) => input.plan.notes.length > 0).map((i) => i.plan.cid);
    const overMax = cids.filter((cid) => Number(before.get(cid)?.payout) * 1.1 > 2);
    expect(overMax).toEqual(expect.arrayContaining([high1, high2]));
    expect(clamped).toEqual(overMax);

    const result = await applyBulkChange(gateway, inputs, bidUp10, noAuth);
    const byOutcome = (outcome: string) =>
      result.items.filter((item) => item.outcome === outcome).map((item) => item.cid);
    expect(byOutcome('verified')).toHaveLength(28);
    expect(byOutcome('failed').sort()).toEqual([refused1, refused2].sort());
    const failed = result.items.find((item) => item.cid === refused1);
    expect(failed).toMatchObject({
      outcome: 'failed',
      failure: {
        status: 422,
        fieldErrors: { payout: ['Bid increases are locked for this campaign'] },
      },
    });

    for (const cid of cids) {
      const after = await rawCampaign(cid);
      const was = before.get(cid) ?? {};
      expect(Object.keys(after)).toEqual(Object.keys(was));
      for (const key of Object.keys(was)) {
        if (key !== 'payout')
          expect(JSON.stringify(after[key]), `${cid}.${key}`).toBe(JSON.stringify(was[key]));
      }
      if (cid === refused1 || cid === refused2) expect(after.payout).toBe(was.payout);
      else if (overMax.includes(cid)) expect(after.payout).toBe(2);
      else expect(after.payout).toBeCloseTo(Number(was.payout) * 1.1, 2);
      expect(acceptedWrites.get(cid) ?? 0).toBe(cid === refused1 || cid === refused2 ? 0 : 1);
    }
  });
});

describe('apply', () => {
  it('does not write a campaign that changed since the preview', async () => {
    const cids = await campaignsOfType(3, 3);
    const { inputs, gateway } = await previewAndApply(cids, bidUp10);
    const [first] = cids as [number];
    // Another client renames it between preview and apply.
    await putRaw(first, { ...(await rawCampaign(first)), name: 'Renamed elsewhere' });
    acceptedWrites.clear();

    const result = await applyBulkChange(gateway, inputs, bidUp10, noAuth);
    const item = result.items.find((i) => i.cid === first);
    expect(item).toMatchObject({
      outcome: 'changed-since',
      changes: [expect.objectContaining({ key: 'name' })],
    });
    expect(acceptedWrites.get(first)).toBeUndefined();
    expect((await rawCampaign(first)).name).toBe('Renamed elsewhere');
    expect(result.items.filter((i) => i.outcome === 'verified')).toHaveLength(2);
  });

  it('does not overwrite a write that lands between its last read and its PUT (If-Match, 412)', async () => {
    const cids = await campaignsOfType(3, 3);
    const { inputs } = await previewAndApply(cids, bidUp10);
    const [first] = cids as [number];
    // Another client renames it after our check read, right before our PUT arrives.
    const racing = countingFetch(async (url, init, answer) => {
      if (init?.method === 'PUT' && url.endsWith(`/campaigns/${first}`)) {
        expect(new Headers(init.headers).get('If-Match')).toMatch(/^".+"$/);
        await putRaw(first, { ...(await rawCampaign(first)), name: 'Renamed in the gap' });
      }
      return answer();
    });
    acceptedWrites.clear();
    const result = await applyBulkChange(gatewayWith(racing), inputs, bidUp10, noAuth);
    expect(result.items.find((i) => i.cid === first)).toMatchObject({ outcome: 'changed-since' });
    expect(acceptedWrites.get(first)).toBeUndefined();
    expect((await rawCampaign(first)).name).toBe('Renamed in the gap');
    expect(result.items.filter((i) => i.outcome === 'verified')).toHaveLength(2);
  });

  it('pauses on a 401 and resumes with a new token: every campaign written exactly once', async () => {
    const cids = await campaignsOfType(1, 12);
    const { inputs } = await previewAndApply(cids, bidUp10);
    let writesSeen = 0;
    // The token "expires" after the 5th write reaches the server.
    const expiring = countingFetch(async (_url, init, answer) => {
      if (init?.method === 'PUT' && ++writesSeen === 6) token = 'expired';
      return answer();
    });
    let asked = 0;
    const result = await applyBulkChange(gatewayWith(expiring), inputs, bidUp10, {
      onUnauthorized: async () => {
        asked++;
        token = server.tokens.demo;
        return true;
      },
    });
    expect(asked).toBe(1);
    expect(result.ended).toBe('completed');
    expect(result.items.every((item) => item.outcome === 'verified')).toBe(true);
    for (const cid of cids) expect(acceptedWrites.get(cid), String(cid)).toBe(1);
  });

  it('stops when no new token comes, leaving the rest not sent', async () => {
    const cids = await campaignsOfType(1, 6);
    const { inputs } = await previewAndApply(cids, bidUp10);
    let writes = 0;
    const expiring = countingFetch(async (_url, init, answer) => {
      if (init?.method === 'PUT' && ++writes === 3) token = 'expired';
      return answer();
    });
    const result = await applyBulkChange(gatewayWith(expiring), inputs, bidUp10, {
      concurrency: 1,
      onUnauthorized: async () => false,
    });
    expect(result.ended).toBe('stopped');
    expect(result.items.map((i) => i.outcome)).toEqual([
      'verified',
      'verified',
      'not-sent',
      'not-sent',
      'not-sent',
      'not-sent',
    ]);
  });

  it('a write whose answer is lost is settled by a read, never resent', async () => {
    const cids = await campaignsOfType(4, 2);
    const [appliedButLost, neverArrived] = cids as [number, number];
    const { inputs } = await previewAndApply(cids, bidUp10);
    const lossy = countingFetch(async (url, init, answer) => {
      if (init?.method === 'PUT' && url.endsWith(`/${appliedButLost}`)) {
        await answer();
        throw new TypeError('Failed to fetch');
      }
      if (init?.method === 'PUT' && url.endsWith(`/${neverArrived}`))
        throw new TypeError('Failed to fetch');
      return answer();
    });
    const result = await applyBulkChange(gatewayWith(lossy), inputs, bidUp10, noAuth);
    expect(result.items.find((i) => i.cid === appliedButLost)?.outcome).toBe('verified');
    expect(result.items.find((i) => i.cid === neverArrived)).toMatchObject({
      outcome: 'failed',
      failure: { message: expect.stringMatching(/unchanged: not saved/) },
    });
    expect(acceptedWrites.get(appliedButLost)).toBe(1);
    expect(acceptedWrites.get(neverArrived)).toBeUndefined();
  });

  it('a write answered with a 5xx is settled by a read, and the result says what the server answered', async () => {
    const cids = await campaignsOfType(4, 2);
    const [appliedThen500, refusedWith500] = cids as [number, number];
    const { inputs } = await previewAndApply(cids, bidUp10);
    const failing = countingFetch(async (url, init, answer) => {
      if (init?.method === 'PUT' && url.endsWith(`/${appliedThen500}`)) {
        await answer();
        return Response.json(
          { status: 'error', message: 'Gateway lost the reply' },
          { status: 502 },
        );
      }
      if (init?.method === 'PUT' && url.endsWith(`/${refusedWith500}`))
        return Response.json({ status: 'error', message: 'Database is locked' }, { status: 500 });
      return answer();
    });
    const result = await applyBulkChange(gatewayWith(failing), inputs, bidUp10, noAuth);
    expect(result.items.find((i) => i.cid === appliedThen500)?.outcome).toBe('verified');
    expect(result.items.find((i) => i.cid === refusedWith500)).toMatchObject({
      outcome: 'failed',
      failure: {
        message:
          'The server answered with an error (HTTP 500: Database is locked), and the campaign is unchanged: not saved.',
      },
    });
    expect(acceptedWrites.get(appliedThen500)).toBe(1);
    expect(acceptedWrites.get(refusedWith500)).toBeUndefined();
  });

  it('a 2xx that stored nothing is "not saved", not "saved, values differ"', async () => {
    const cids = await campaignsOfType(4, 2);
    const [htmlPage, rejected] = cids as [number, number];
    const { inputs } = await previewAndApply(cids, bidUp10);
    // A proxy's page, and another backend's word for a refusal: neither reaches the server.
    const hollow = countingFetch(async (url, init, answer) => {
      if (init?.method === 'PUT' && url.endsWith(`/${htmlPage}`))
        return new Response('<html>Maintenance</html>', { status: 200 });
      if (init?.method === 'PUT' && url.endsWith(`/${rejected}`))
        return Response.json({ status: 'rejected', message: 'Bid frozen' });
      return answer();
    });
    const result = await applyBulkChange(gatewayWith(hollow), inputs, bidUp10, noAuth);
    for (const cid of cids)
      expect(result.items.find((i) => i.cid === cid)).toMatchObject({
        outcome: 'failed',
        failure: { message: 'The server answered, and the campaign is unchanged: not saved.' },
      });
    expect(acceptedWrites.size).toBe(0);
  });

  it('cancel writes nothing more; campaigns in flight finish', async () => {
    const cids = await campaignsOfType(1, 10);
    const { inputs } = await previewAndApply(cids, bidUp10);
    const controller = new AbortController();
    const result = await applyBulkChange(
      gatewayWith(countingFetch()),
      inputs,
      bidUp10,
      { ...noAuth, signal: controller.signal, concurrency: 2 },
      (item) => {
        if (item.outcome === 'verified') controller.abort();
      },
    );
    expect(result.ended).toBe('cancelled');
    const verified = result.items.filter((i) => i.outcome === 'verified').length;
    expect(verified).toBeGreaterThanOrEqual(1);
    expect(verified).toBeLessThanOrEqual(2);
    expect(result.items.filter((i) => i.outcome === 'not-sent')).toHaveLength(10 - verified);
    expect([...acceptedWrites.values()].reduce((a, b) => a + b, 0)).toBe(verified);
  });
});

describe('preview', () => {
  it('reads every campaign, writes nothing, and reports unreadable ones', async () => {
    const cids = [...(await campaignsOfType(1, 3)), 999_999];
    const { preview } = await previewAndApply(cids, bidUp10);
    expect(preview.items.map((i) => i.state)).toEqual([
      'planned',
      'planned',
      'planned',
      'unreadable',
    ]);
    expect(preview.items[3]).toMatchObject({ failure: { status: 404 } });
    expect(acceptedWrites.size).toBe(0);
    const read = preview.items[0] as { read: CampaignEditData };
    expect(CampaignEditDataSchema.safeParse(read.read).success).toBe(true);
    expect((read.read.campaign as Campaign).cid).toBe(cids[0]);
  });
});
