import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { editAndPut, findCid, readCampaign } from '../../testing/campaign-fixtures';
import { requests } from '../../testing/requests';
import { createTestApp } from '../../testing/test-app';

const dir = mkdtempSync(join(tmpdir(), 'adpanel-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a file database', () => {
  it('keeps written campaigns, unknown fields included, across a restart', async () => {
    const dbPath = join(dir, 'restart.sqlite');
    const first = await createTestApp({ dbPath });
    const cid = findCid(first, { uid: 1001, status: 3 });
    const { res, sent } = await editAndPut(first, cid, (c) => {
      c.x_after_restart = { kept: [1, 'two', null], at: '2026-11-21' };
      c.ip_blacklist = '203.0.113.9\n203.0.113.10';
    });
    expect(res.status).toBe(200);
    await requests(first).put(
      '/api/v1/login/campaigns/update-status',
      { ids: [cid], status: 2 },
      first.tokens.demo,
    );
    first.db.close();

    const second = await createTestApp({ dbPath });
    const after = await readCampaign(second, cid, second.tokens.demo);
    expect(after).toEqual({ ...sent, status: 2 });
    // Opening an existing file never seeds it a second time.
    const { n } = second.db.prepare('SELECT COUNT(*) AS n FROM campaigns').get() as { n: number };
    expect(n).toBe(324 + 15 + 40);
    second.db.close();
  });
});
