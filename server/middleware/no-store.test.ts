import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, findCid } from '../testing/campaign-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

// Issue 17 item 7: every answer made for one credential says no-store, errors included.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const get = (path: string, token?: string) =>
  t.app.request(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

describe('Cache-Control on authenticated answers', () => {
  it.each([
    ['a campaign read', () => get(`${BASE}/${findCid(t, { uid: 1001 })}`, t.tokens.demo), 200],
    ['the campaign list', () => get(`${BASE}/campaigns?perPage=5`, t.tokens.demo), 200],
    ['a refused read (no token)', () => get(`${BASE}/campaigns`), 401],
    ['a foreign campaign', () => get(`${BASE}/${findCid(t, { uid: 2001 })}`, t.tokens.demo), 404],
    [
      'the XML statistics',
      () =>
        get(
          `/pub/xml/stats?token=${t.publisherKeys.both}&tid=501&date_from=2026-11-01&date_to=2026-11-02`,
        ),
      200,
    ],
    [
      'the Search report as CSV',
      () =>
        get(
          `/pub/publisher/search-report?token=${t.publisherKeys.both}&date_from=2026-11-01&date_to=2026-11-02&export=csv`,
        ),
      200,
    ],
    [
      'a report refused for scope',
      () =>
        get(
          `/pub/publisher/search-report?token=${t.publisherKeys.xmlOnly}&date_from=2026-11-01&date_to=2026-11-02`,
        ),
      403,
    ],
    ['the demo accounts (they carry tokens)', () => get('/api/v1/demo/accounts'), 200],
  ])('%s says no-store', async (_name, send, status) => {
    const res = await send();
    expect(res.status).toBe(status);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it('leaves the public OpenAPI document cacheable', async () => {
    const res = await get('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).not.toBe('no-store');
  });
});
