import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import type { ChangeSet } from './change-set';
import { createChangeLogStore } from './change-log-store';

let dbCount = 0;
const freshStore = (cap?: number) =>
  createChangeLogStore(createStore(`test-activity-${++dbCount}`, 'change-sets'), cap);

function changeSet(id: string, memberKey = 'acme:1001'): ChangeSet {
  return {
    id,
    at: `2026-11-24T10:00:${id.padStart(2, '0').slice(-2)}.000Z`,
    member: { key: memberKey, name: 'Demo Advertiser' },
    kind: 'bulk-edit',
    summary: 'Bid: increase by 10 %',
    campaigns: [
      {
        cid: 10001,
        name: 'Spring',
        outcome: 'verified',
        fields: [{ key: 'payout', label: 'Bid', before: 0.5, after: 0.55 }],
      },
      { cid: 10002, name: 'Summer', outcome: 'failed', detail: '422', fields: [] },
    ],
  };
}

describe('the change log in IndexedDB', () => {
  it('lists a member’s sets newest first and reads them back whole', async () => {
    const log = freshStore();
    await log.record(changeSet('1'));
    await log.record(changeSet('2'));
    const list = await log.list('acme:1001');
    expect(list.map((s) => s.id)).toEqual(['2', '1']);
    expect(list[0]).toMatchObject({ campaignCount: 2, written: 1, failed: 1, kind: 'bulk-edit' });
    expect(await log.get('acme:1001', '1')).toEqual(changeSet('1'));
  });

  it('never shows another member’s sets', async () => {
    const log = freshStore();
    await log.record(changeSet('1', 'acme:1001'));
    await log.record(changeSet('2', 'globex:2001'));
    expect((await log.list('acme:1001')).map((s) => s.id)).toEqual(['1']);
    expect(await log.get('acme:1001', '2')).toBeUndefined();
  });

  it('keeps the newest sets up to the cap and deletes what it drops', async () => {
    const log = freshStore(3);
    for (const id of ['1', '2', '3', '4', '5']) await log.record(changeSet(id));
    expect((await log.list('acme:1001')).map((s) => s.id)).toEqual(['5', '4', '3']);
    expect(await log.get('acme:1001', '1')).toBeUndefined();
    expect(await log.get('acme:1001', '3')).toBeDefined();
  });

  it('keeps every set of records made at the same time', async () => {
    const log = freshStore();
    await Promise.all(['1', '2', '3', '4'].map((id) => log.record(changeSet(id))));
    expect((await log.list('acme:1001')).map((s) => s.id).sort()).toEqual(['1', '2', '3', '4']);
  });
});
