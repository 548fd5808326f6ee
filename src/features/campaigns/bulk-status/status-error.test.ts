import { beforeAll, describe, expect, it } from 'vitest';
import { CampaignListDataSchema } from '@contract/campaigns';
import { ApiError } from '@/lib/api/api-error';
import { createApiClient } from '@/lib/api/client';
import { createTestApp, type TestApp } from '@/testing/reference-api';
import { INSUFFICIENT_BALANCE_MESSAGE, describeStatusFailure, refusalsByCid } from './status-error';

const httpError = (status: number, message: string, fieldErrors = {}) =>
  new ApiError({ status, kind: 'http', area: 'member', message, fieldErrors });

describe('describeStatusFailure', () => {
  it('402: the dashboard wording plus the server detail', () => {
    const failure = describeStatusFailure(
      httpError(
        402,
        'Insufficient balance: at least 1.00 is needed to activate campaigns (available: 0.50)',
      ),
      [1],
    );
    expect(failure).toEqual({
      kind: 'balance',
      message: `${INSUFFICIENT_BALANCE_MESSAGE} (available: 0.50)`,
    });
    expect(describeStatusFailure(httpError(402, 'Payment required'), [1])).toEqual({
      kind: 'balance',
      message: 'Insufficient balance: activating needs at least 1.00 available balance',
    });
  });

  it('no answer, a timeout or a 5xx: the change may have been applied', () => {
    for (const error of [
      new ApiError({ status: 0, kind: 'network', area: 'member', message: 'offline' }),
      new ApiError({ status: 0, kind: 'timeout', area: 'member', message: 'slow' }),
      httpError(502, 'Bad gateway'),
      new Error('boom'),
    ]) {
      expect(describeStatusFailure(error, [1]).kind).toBe('unknown');
    }
  });

  it('403 in the reference shape: per-id messages under "ids" map to the cids they name', () => {
    const failure = describeStatusFailure(
      httpError(403, 'Some campaigns were not found in your account', {
        ids: [
          'Campaign 20001 was not found in your account',
          'Campaign 20003 was not found in your account',
        ],
      }),
      [10001, 20001, 20003],
    );
    expect(failure).toEqual({
      kind: 'refused',
      status: 403,
      message: 'Some campaigns were not found in your account',
      campaigns: [
        { cid: 20001, reasons: ['Campaign 20001 was not found in your account'] },
        { cid: 20003, reasons: ['Campaign 20003 was not found in your account'] },
      ],
      other: [],
    });
  });
});

describe('refusalsByCid: other servers, other shapes', () => {
  const ids = [501, 502, 503];

  it('zod-style paths "ids.N" are positions in the ids sent', () => {
    expect(refusalsByCid({ 'ids.1': ['Is Pending'], 'ids.2': ['Not yours'] }, ids)).toEqual({
      campaigns: [
        { cid: 502, reasons: ['Is Pending'] },
        { cid: 503, reasons: ['Not yours'] },
      ],
      other: [],
    });
  });

  it('keys that are the cid itself, bare or under ids', () => {
    expect(refusalsByCid({ '503': ['Pending'], 'ids.501': ['Foreign'] }, ids).campaigns).toEqual([
      { cid: 501, reasons: ['Foreign'] },
      { cid: 503, reasons: ['Pending'] },
    ]);
  });

  it('messages that name no cid stay general; with one id sent they are about it', () => {
    expect(refusalsByCid({ ids: ['Not allowed'], status: ['Bad target'] }, ids)).toEqual({
      campaigns: [],
      other: ['Not allowed', 'Bad target'],
    });
    expect(refusalsByCid({ ids: ['Not allowed'] }, [777]).campaigns).toEqual([
      { cid: 777, reasons: ['Not allowed'] },
    ]);
  });

  it('numbers that are not cids sent are not taken for cids', () => {
    expect(refusalsByCid({ ids: ['At most 200 ids per request'] }, ids)).toEqual({
      campaigns: [],
      other: ['At most 200 ids per request'],
    });
  });
});

describe('against the reference API', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp();
  });
  const client = (token: string) =>
    createApiClient({
      config: {
        baseUrl: 'http://api.test/api/v1',
        apiUrl: 'http://api.test/pub',
        authMode: 'token',
      },
      getCredentials: () => ({ memberToken: token }),
      fetch: server.fetch,
    });
  const put = (token: string, body: unknown) =>
    client(token)
      .member.put('/login/campaigns/update-status', body)
      .then(
        () => undefined,
        (error: unknown) => error,
      );

  async function cidsWithStatus(token: string, status: number, count: number) {
    const page = await client(token).member.get('/login/campaigns/campaigns', {
      query: { status, perPage: count },
      schema: CampaignListDataSchema,
    });
    return page.data.map((row) => row.cid);
  }

  it('a real 402 becomes the balance message', async () => {
    const ids = await cidsWithStatus(server.tokens.lowBalance, 3, 1);
    const failure = describeStatusFailure(
      await put(server.tokens.lowBalance, { ids, status: 1 }),
      ids,
    );
    expect(failure).toEqual({
      kind: 'balance',
      message: `${INSUFFICIENT_BALANCE_MESSAGE} (available: 0.50)`,
    });
  });

  it('a real 403 for Pending and foreign ids names each campaign', async () => {
    const [active] = await cidsWithStatus(server.tokens.demo, 1, 1);
    const pending = await cidsWithStatus(server.tokens.demo, 0, 2);
    const ids = [active!, ...pending];
    const failure = describeStatusFailure(await put(server.tokens.demo, { ids, status: 3 }), ids);
    expect(failure).toMatchObject({ kind: 'refused', status: 403 });
    if (failure.kind !== 'refused') throw new Error('expected a refusal');
    expect(failure.campaigns.map((c) => c.cid)).toEqual(pending);
    expect(failure.campaigns[0]?.reasons[0]).toMatch(/Pending/);

    const [foreign] = await cidsWithStatus(server.tokens.otherTenant, 3, 1);
    const mixed = [active!, foreign!];
    const notOwned = describeStatusFailure(
      await put(server.tokens.demo, { ids: mixed, status: 3 }),
      mixed,
    );
    expect(notOwned).toMatchObject({
      kind: 'refused',
      message: 'Some campaigns were not found in your account',
      campaigns: [{ cid: foreign, reasons: [`Campaign ${foreign} was not found in your account`] }],
    });
  });
});
