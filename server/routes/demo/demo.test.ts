import { describe, expect, it } from 'vitest';
import { DemoAccountsResponseSchema } from '@contract/demo';
import { body, requests } from '../../testing/requests';
import { DEMO_PUBLISHERS } from '../../db/seed-publishers';
import { createTestApp } from '../../testing/test-app';

describe('GET /api/v1/demo/accounts', () => {
  it('lists the demo members with working tokens and the publisher keys', async () => {
    const t = await createTestApp();
    const res = await t.app.request('/api/v1/demo/accounts');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const { members, publishers } = DemoAccountsResponseSchema.parse(await body(res)).data;
    expect(members.map((m) => [m.uid, m.tenant, m.balance])).toEqual([
      [1001, 'acme', 250],
      [1002, 'acme', 0.5],
      [2001, 'globex', 1200],
    ]);
    for (const m of members) {
      const list = await body(await requests(t).get('/api/v1/login/campaigns/campaigns', m.token));
      expect(list.data.data[0].uid).toBe(m.uid);
    }
    expect(publishers.map((p) => p.scopes)).toEqual([
      ['publisher:xml:read', 'publisher:search:read'],
      ['publisher:xml:read'],
      ['publisher:search:read'],
      ['publisher:xml:read', 'publisher:search:read'],
    ]);
    expect(publishers.map((p) => p.key)).toEqual([
      t.publisherKeys.both,
      t.publisherKeys.xmlOnly,
      t.publisherKeys.searchOnly,
      DEMO_PUBLISHERS[3]?.key,
    ]);
  });

  it('does not exist outside demo mode', async () => {
    const t = await createTestApp({ env: { demo: false } });
    const res = await t.app.request('/api/v1/demo/accounts');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ status: 'error', message: 'Not found' });
  });
});
