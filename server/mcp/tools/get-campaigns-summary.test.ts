import { beforeEach, describe, expect, it } from 'vitest';
import type { CampaignTypes } from '@contract/campaigns';
import { statusNameOf } from '@contract/mcp';
import { campaignColumns } from '../../db/campaign-row';
import { createCampaignsRepository } from '../../routes/campaigns/campaigns.repository';
import { findCid } from '../../testing/campaign-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { callData, connectAs, READ } from './testing/tools-test-harness';

/*
 * detailLevel summary is made from the listed columns, without reading the stored objects
 * (decision 068). The columns are copies the write makes of the object (campaign-row.ts):
 * a summary must be exactly those rules applied to the stored object, for
 * objects with missing fields, values of the wrong type and the largest lists.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

const types = () =>
  JSON.parse(
    t.db.prepare("SELECT campaign_types FROM tenants WHERE id = 'acme'").pluck().get() as string,
  ) as CampaignTypes;

type Doc = Record<string, unknown>;
const ODD: [string, (doc: Doc) => Doc][] = [
  ['a name that is a number', (d) => ({ ...d, name: 12345 })],
  [
    'no name, payout or budgets',
    ({ name: _n, payout: _p, d_revenue: _d, t_revenue: _t, ...d }) => d,
  ],
  ['numbers sent as text', (d) => ({ ...d, payout: '1.25', d_revenue: '30', t_revenue: 'lots' })],
  ['an unknown type', (d) => ({ ...d, type: 987 })],
  ['a name of other scripts', (d) => ({ ...d, name: 'Ünïcødé ✓ 日本語 "quoted" \\ tab\t' })],
  ['a list of 240 KB', (d) => ({ ...d, keywords_whitelist: 'k'.repeat(240_000) })],
];

describe('platform_get_campaigns summary, from the columns only', () => {
  it('equals the column rules applied to the stored object', async () => {
    const repo = createCampaignsRepository(t.db);
    const cids = ODD.map((_, skip) => findCid(t, { uid: 1001, skip }));
    ODD.forEach(([, odd], i) => {
      const cid = cids[i]!;
      // The app's own write (what PUT stores), so columns and object are written together.
      repo.write(1001, cid, odd(repo.read(1001, cid)!.doc), types());
    });
    const client = await connectAs(t, 1001, READ);
    const summaries = await callData(client, 'platform_get_campaigns', {
      cids,
      detailLevel: 'summary',
    });
    for (const [i, cid] of cids.entries()) {
      // The stored object, as full detail sends it (full detail of a name that is not text
      // fails the tool's output schema, so it is read here from the file).
      const columns = campaignColumns(repo.read(1001, cid)!.doc, types());
      expect(summaries.campaigns[i], ODD[i]![0]).toEqual({
        cid,
        name: columns.name,
        status: columns.status,
        statusName: statusNameOf(columns.status),
        type: columns.type,
        typeName: columns.type_name,
        payout: columns.payout,
        dailyBudget: columns.d_revenue,
        totalBudget: columns.t_revenue,
      });
    }
  });
});
