import { beforeEach, describe, expect, it } from 'vitest';
import { CampaignListRowSchema } from '@contract/campaigns';
import { ListCampaignsDataSchema } from '@contract/mcp';
import { body, requests } from '../../testing/requests';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { callData, callError, connectAs, READ } from './testing/tools-test-harness';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

const count = (sql: string, ...params: unknown[]) =>
  (t.db.prepare(sql).get(...params) as { n: number }).n;

describe('platform_list_campaigns', () => {
  it('pages through every campaign of the member exactly once with nextOffset', async () => {
    const client = await connectAs(t, 1001, READ);
    const seen: number[] = [];
    let offset: number | null = 0;
    let pages = 0;
    while (offset !== null) {
      const data = ListCampaignsDataSchema.parse(
        await callData(client, 'platform_list_campaigns', { offset, limit: 100 }),
      );
      seen.push(...data.campaigns.map((c) => c.cid));
      expect(data.sourcePagination).toMatchObject({
        totalExact: true,
        orderExact: true,
        offset,
        limit: 100,
        returned: data.campaigns.length,
        complete: data.sourcePagination.nextOffset === null,
      });
      offset = data.sourcePagination.nextOffset;
      pages += 1;
    }
    const total = count('SELECT COUNT(*) AS n FROM campaigns WHERE uid = 1001');
    expect(total).toBe(324);
    expect(pages).toBe(4);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    // Default order: cid descending.
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
  });

  it('gives summary rows by default: the main columns with status and type names', async () => {
    const client = await connectAs(t, 1001, READ);
    const data = await callData(client, 'platform_list_campaigns', { limit: 1, order: 'asc' });
    const row = t.db
      .prepare('SELECT * FROM campaigns WHERE uid = 1001 ORDER BY cid LIMIT 1')
      .get() as Record<string, number | string>;
    expect(data.campaigns).toEqual([
      {
        cid: row.cid,
        name: row.name,
        status: row.status,
        statusName: 'Pending',
        type: row.type,
        typeName: row.type_name,
        payout: row.payout,
        dailyBudget: row.d_revenue,
        totalBudget: row.t_revenue,
      },
    ]);
    expect(data.sourcePagination).toMatchObject({
      total: 324,
      returned: 1,
      nextOffset: 1,
      complete: false,
    });
  });

  it('gives the REST list row at detailLevel full', async () => {
    const client = await connectAs(t, 1001, READ);
    const data = await callData(client, 'platform_list_campaigns', {
      detailLevel: 'full',
      limit: 5,
    });
    const rest = await body(
      await requests(t).get('/api/v1/login/campaigns/campaigns?perPage=5', t.tokens.demo),
    );
    expect(data.campaigns).toEqual(rest.data.data);
    for (const row of data.campaigns) CampaignListRowSchema.parse(row);
  });

  it('filters by status name and counts only those', async () => {
    const client = await connectAs(t, 1001, READ);
    const data = await callData(client, 'platform_list_campaigns', {
      status: 'paused',
      limit: 100,
    });
    const paused = count('SELECT COUNT(*) AS n FROM campaigns WHERE uid = 1001 AND status = 3');
    expect(data.sourcePagination).toMatchObject({
      total: paused,
      complete: true,
      nextOffset: null,
    });
    expect(data.campaigns).toHaveLength(paused);
    expect(new Set(data.campaigns.map((c: { statusName: string }) => c.statusName))).toEqual(
      new Set(['Paused']),
    );
  });

  it('orders by d_revenue ascending with cid breaking ties', async () => {
    const client = await connectAs(t, 1001, READ);
    const data = await callData(client, 'platform_list_campaigns', {
      orderBy: 'd_revenue',
      order: 'asc',
      limit: 100,
    });
    const keys = data.campaigns.map((c: { dailyBudget: number; cid: number }) => [
      c.dailyBudget,
      c.cid,
    ]);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(keys).toEqual(sorted);
    // The seed has many campaigns without a daily budget: the tie-break is exercised.
    expect(keys.filter((k: number[]) => k[0] === 0).length).toBeGreaterThan(1);
  });

  it('never lists another member’s campaigns', async () => {
    const client = await connectAs(t, 1002, READ);
    const data = await callData(client, 'platform_list_campaigns', { limit: 100 });
    expect(data.sourcePagination.total).toBe(15);
    const owners = t.db
      .prepare(
        `SELECT DISTINCT uid FROM campaigns WHERE cid IN (${data.campaigns.map(() => '?').join(',')})`,
      )
      .all(...data.campaigns.map((c: { cid: number }) => c.cid));
    expect(owners).toEqual([{ uid: 1002 }]);
  });

  it('answers an offset past the end with an empty, complete page', async () => {
    const client = await connectAs(t, 1002, READ);
    const data = await callData(client, 'platform_list_campaigns', { offset: 500 });
    expect(data.campaigns).toEqual([]);
    expect(data.sourcePagination).toMatchObject({
      total: 15,
      returned: 0,
      complete: true,
      nextOffset: null,
    });
  });

  it.each([
    [{ limit: 0 }, 'limit'],
    [{ limit: 101 }, 'limit'],
    [{ limit: 2.5 }, 'limit'],
    [{ offset: -1 }, 'offset'],
    [{ status: 'archived' }, 'status'],
    [{ orderBy: 'doc' }, 'orderBy'],
    [{ order: 'up' }, 'order'],
    [{ detailLevel: 'everything' }, 'detailLevel'],
  ])('refuses %j with 400 invalid_arguments naming %s', async (args, field) => {
    const client = await connectAs(t, 1001, READ);
    const error = await callError(client, 'platform_list_campaigns', args);
    expect(error).toMatchObject({ status: 400, code: 'invalid_arguments' });
    expect(Object.keys(error.fields)).toEqual([field]);
  });
});
