import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/testing/reference-api';
import { fetchOriginStatus } from './origin-status';

let t: TestApp | undefined;
afterEach(() => {
  if (t?.db.open) t.db.close();
  t = undefined;
});

describe('fetchOriginStatus', () => {
  it('reads /health and /ready of the reference MCP origin', async () => {
    t = await createTestApp();
    const status = await fetchOriginStatus(t.mcpOrigins.acme, t.mcpFetch);
    expect(status).toMatchObject({
      health: 'ok',
      ready: 'ready',
      checks: { database: true, oauthStorage: true },
      host: 'ok',
    });
    expect(status.checkedAt).toBeGreaterThan(0);
  });

  it('reports unavailable when storage is gone, while the process still answers', async () => {
    t = await createTestApp();
    t.db.close();
    const status = await fetchOriginStatus(t.mcpOrigins.acme, t.mcpFetch);
    expect(status).toMatchObject({ health: 'ok', ready: 'unavailable' });
    expect(status.checks).toEqual({ database: false, oauthStorage: false });
  });

  it('tolerates any body, and no answer at all', async () => {
    const plain = (async () => new Response('fine')) as unknown as typeof fetch;
    expect(await fetchOriginStatus('http://mcp.example/', plain)).toMatchObject({
      health: 'ok',
      ready: 'ready',
    });
    const down = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const status = await fetchOriginStatus('http://mcp.example', down);
    expect(status).toMatchObject({ health: 'down', ready: 'unknown', host: 'unknown' });
    expect(status.checks).toBeUndefined();
    expect(status.healthStatus).toBeUndefined();
    // An answer that is not 2xx is not "no answer": its status is kept for the panel.
    const failing = (async () => new Response('oops', { status: 500 })) as unknown as typeof fetch;
    expect(await fetchOriginStatus('http://mcp.example', failing)).toMatchObject({
      host: 'ok',
      health: 'down',
      healthStatus: 500,
    });
  });

  it('reports an invalid host when the origin answers 421 (not a customer MCP origin)', async () => {
    t = await createTestApp();
    const status = await fetchOriginStatus('http://127.0.0.1:8788', t.mcpFetch);
    expect(status).toMatchObject({ host: 'invalid' });
    expect(status.checks).toBeUndefined();
  });

  it('reports an invalid host when only /ready answers 421', async () => {
    const fetchFn = (async (url: string) =>
      url.endsWith('/ready')
        ? Response.json({ error: 'misdirected_request' }, { status: 421 })
        : new Response('ok')) as unknown as typeof fetch;
    expect(await fetchOriginStatus('http://mcp.example', fetchFn)).toMatchObject({
      host: 'invalid',
    });
  });
});
