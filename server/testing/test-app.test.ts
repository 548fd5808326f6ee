// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createTestApp } from './test-app';

/** The dashboard's tests run in jsdom and hand this fetch to the typed client. */
describe('createTestApp in a jsdom environment', () => {
  it('answers absolute and relative URLs and Request objects through fetch', async () => {
    const t = await createTestApp();
    const headers = { Authorization: `Bearer ${t.tokens.demo}` };
    const absolute = await t.fetch(
      'http://localhost:8787/api/v1/login/campaigns/campaigns?perPage=1',
      { headers },
    );
    expect(absolute.status).toBe(200);
    expect((await absolute.json()).data.total).toBe(324);
    const relative = await t.fetch('/api/v1/login/campaigns/10002', { headers });
    expect((await relative.json()).data.campaign.cid).toBe(10002);
    const put = await t.fetch(
      new Request('https://ads.example/api/v1/login/campaigns/update-status', {
        method: 'PUT',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ ids: [10002], status: 3 }),
      }),
    );
    expect(put.status).toBe(200);
    const report = await t.fetch(
      `/pub/publisher/search-report?token=${t.publisherKeys.searchOnly}&date_from=2026-11-20&date_to=2026-11-20`,
    );
    expect(report.status).toBe(200);
    // An AbortSignal of the DOM environment, as the dashboard's client passes it.
    const controller = new AbortController();
    const withSignal = await t.fetch('/api/v1/demo/accounts', { signal: controller.signal });
    expect(withSignal.status).toBe(200);
    controller.abort();
    await expect(
      t.fetch('/api/v1/demo/accounts', { signal: controller.signal }),
    ).rejects.toBeDefined();
    expect(Object.keys(t.tokens)).toEqual(['demo', 'lowBalance', 'otherTenant']);
  });
});
