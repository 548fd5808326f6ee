import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PrepareStatusChangeDataSchema } from '@contract/mcp';
import { editAndPut, findCid } from '../../testing/campaign-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { call, callData, connectAs, WRITE } from './testing/tools-test-harness';

/*
 * The approval's state is compared from SQLite's revision of each row, not from a hash of
 * its document (decision 068). A write that changes neither status, nor stored size, nor
 * updated_at must still make the apply refuse: these are the writes a fingerprint of
 * status + updated_at + size alone would let through.
 */
let t: TestApp;
let client: Client;
let cid: number;
beforeEach(async () => {
  t = await createTestApp();
  client = await connectAs(t, 1001, WRITE);
  cid = findCid(t, { uid: 1001, status: 1 });
});
afterEach(() => {
  vi.useRealTimers();
});

let keys = 0;
const newKey = () => `state-key-${Date.now()}-${++keys}`.padEnd(20, '0');

/** What a fingerprint of the row's columns alone would see. */
const stamp = () =>
  t.db
    .prepare('SELECT status, updated_at, octet_length(doc) AS bytes FROM campaigns WHERE cid = ?')
    .get(cid);

async function prepareThenApply(between: () => Promise<void> | void) {
  const prepared = PrepareStatusChangeDataSchema.parse(
    await callData(client, 'platform_prepare_campaign_status_change', {
      cids: [cid],
      status: 'paused',
    }),
  );
  const seen = stamp();
  await between();
  expect(stamp()).toEqual(seen);
  const { structured } = await call(client, 'platform_apply_campaign_status_change', {
    cids: [cid],
    status: 'paused',
    approval: prepared.approval!.fingerprint,
    idempotencyKey: newKey(),
  });
  return structured;
}

const statusOf = () =>
  t.db.prepare('SELECT status FROM campaigns WHERE cid = ?').pluck().get(cid) as number;

describe('apply after a write that keeps status, size and updated_at', () => {
  it('refuses a same-length edit written into the file by another tool: 409 state_changed', async () => {
    const setMemo = t.db.prepare(
      `UPDATE campaigns SET doc = json_set(doc, '$.memo', ?) WHERE cid = ?`,
    );
    setMemo.run('aaaa', cid);
    const structured = await prepareThenApply(() => {
      setMemo.run('bbbb', cid);
    });
    expect(structured.error).toMatchObject({ status: 409, code: 'state_changed' });
    expect(statusOf()).toBe(1);
  });

  it('refuses a same-length PUT in the same millisecond as the write prepare saw: 409 state_changed', async () => {
    // A clock that does not move (or was set back) between two writes: updated_at repeats.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const rename = (name: string) =>
      editAndPut(t, cid, (c) => {
        c.name = name;
      });
    expect((await rename('Same length A')).res.status).toBe(200);
    const structured = await prepareThenApply(async () => {
      expect((await rename('Same length B')).res.status).toBe(200);
    });
    expect(structured.error).toMatchObject({ status: 409, code: 'state_changed' });
    expect(statusOf()).toBe(1);
  });

  it('applies when nothing was written in between', async () => {
    const structured = await prepareThenApply(() => {});
    expect(structured.status).toBe('success');
    expect(statusOf()).toBe(3);
  });
});
