import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Issue 17 item 9: the demo accounts carry tokens, so no other origin may read them.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const fromOrigin = (path: string, init: RequestInit = {}) =>
  t.app.request(path, {
    ...init,
    headers: { Origin: 'https://elsewhere.example', ...init.headers },
  });

describe('CORS on /api/v1/demo/accounts', () => {
  it('sends no Access-Control-Allow-Origin on the answer that carries tokens', async () => {
    const res = await fromOrigin('/api/v1/demo/accounts');
    expect(res.status).toBe(200);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('grants no cross-origin preflight either', async () => {
    const res = await fromOrigin('/api/v1/demo/accounts', {
      method: 'OPTIONS',
      headers: { 'Access-Control-Request-Method': 'GET' },
    });
    expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('keeps the bearer APIs open to any origin, as before', async () => {
    const res = await fromOrigin('/api/v1/login/campaigns/campaigns', {
      headers: { Authorization: `Bearer ${t.tokens.demo}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });
});
