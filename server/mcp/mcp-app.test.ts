import { describe, expect, it } from 'vitest';
import { readEnv } from '../env';
import { contentSecurityPolicy } from '../middleware/security-headers';
import { createTestApp } from '../testing/test-app';
import { createQuota } from '../http/quota';

const ACME = 'http://localhost:8788';

describe('the customer MCP origin', () => {
  it('answers 421 for a Host that is not an enabled customer MCP domain, on every path', async () => {
    const t = await createTestApp();
    for (const path of [
      '/health',
      '/ready',
      '/.well-known/oauth-protected-resource/mcp',
      '/.well-known/oauth-authorization-server',
      '/mcp',
      '/oauth/authorize',
    ]) {
      for (const origin of [
        'http://127.0.0.1:8788',
        'http://evil.example',
        'http://localhost:8787',
      ]) {
        const res = await t.mcpFetch(`${origin}${path}`, {
          method: path === '/mcp' ? 'POST' : 'GET',
        });
        expect(res.status, `${origin}${path}`).toBe(421);
        expect(await res.json()).toMatchObject({ error: 'misdirected_request' });
      }
    }
  });

  it('lets a browser read the 421: the preflight passes and the refusal carries CORS headers', async () => {
    const t = await createTestApp();
    const preflight = await t.mcpFetch('http://evil.example/mcp', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:8787',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type, mcp-protocol-version',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain(
      'mcp-protocol-version',
    );
    const refused = await t.mcpFetch('http://evil.example/mcp', {
      method: 'POST',
      headers: { Origin: 'http://localhost:8787' },
    });
    expect(refused.status).toBe(421);
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });

  it('exposes WWW-Authenticate, Retry-After and the MCP headers to browser apps', async () => {
    const t = await createTestApp();
    const res = await t.mcpFetch(`${ACME}/health`, {
      headers: { Origin: 'http://localhost:8787' },
    });
    const exposed = res.headers.get('Access-Control-Expose-Headers')?.toLowerCase() ?? '';
    for (const name of [
      'www-authenticate',
      'retry-after',
      'mcp-session-id',
      'mcp-protocol-version',
    ])
      expect(exposed).toContain(name);
  });

  it('serves /health and /ready on every customer origin', async () => {
    const t = await createTestApp();
    for (const origin of [t.mcpOrigins.acme, t.mcpOrigins.globex]) {
      const health = await t.mcpFetch(`${origin}/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
      const ready = await t.mcpFetch(`${origin}/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready', database: true, oauthStorage: true });
    }
  });

  it('reports 503 on /ready, and refuses OAuth and /mcp with 503, when storage is unusable', async () => {
    const t = await createTestApp();
    t.db.close();
    const ready = await t.mcpFetch(`${ACME}/ready`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('Retry-After')).toBe('5');
    expect(await ready.json()).toEqual({
      status: 'unavailable',
      database: false,
      oauthStorage: false,
    });
    expect((await t.mcpFetch(`${ACME}/health`)).status).toBe(200);
    for (const [method, path] of [
      ['GET', '/.well-known/oauth-authorization-server'],
      ['POST', '/oauth/token'],
      ['POST', '/mcp'],
    ] as const) {
      const res = await t.mcpFetch(`${ACME}${path}`, { method });
      expect(res.status, path).toBe(503);
      expect(await res.json()).toMatchObject({ error: 'temporarily_unavailable' });
    }
  });

  it('refuses to start when MCP_ORIGINS names a tenant that does not exist', async () => {
    await expect(
      createTestApp({ mcp: { origins: [{ origin: 'http://mcp.localhost:1', tenant: 'nobody' }] } }),
    ).rejects.toThrow(/unknown tenant "nobody"/);
  });
});

describe('MCP settings from the environment', () => {
  it('maps the demo tenants onto MCP_PORT by default', () => {
    expect(readEnv({ MCP_PORT: '9900' }).mcp.origins).toEqual([
      { origin: 'http://localhost:9900', tenant: 'acme' },
      { origin: 'http://globex.localhost:9900', tenant: 'globex' },
    ]);
  });

  it('reads MCP_ORIGINS, budgets and ALLOW_DIRECT_JWT, and rejects malformed values', () => {
    const env = readEnv({
      MCP_ORIGINS: 'https://mcp.acme.example=acme',
      MCP_QUOTA: '5/2',
      ALLOW_DIRECT_JWT: 'true',
    });
    expect(env.mcp.origins).toEqual([{ origin: 'https://mcp.acme.example', tenant: 'acme' }]);
    expect(env.mcp.quota).toEqual({ requests: 5, windowSeconds: 2 });
    expect(env.mcp.allowDirectJwt).toBe(true);
    expect(readEnv({}).mcp.allowDirectJwt).toBe(false);
    expect(() => readEnv({ MCP_ORIGINS: 'https://mcp.acme.example/mcp=acme' })).toThrow(
      /MCP_ORIGINS/,
    );
    expect(() => readEnv({ MCP_ORIGINS: 'nonsense' })).toThrow(/MCP_ORIGINS/);
    expect(() => readEnv({ MCP_QUOTA: '0/60' })).toThrow(/MCP_QUOTA/);
  });
});

describe('the request budget', () => {
  it('refuses past the budget with the seconds left in the window, and opens a new window after it', () => {
    let now = 1_000_000;
    const quota = createQuota({ requests: 2, windowSeconds: 10 }, () => now);
    expect(quota.take('a')).toEqual({ ok: true });
    expect(quota.take('a')).toEqual({ ok: true });
    expect(quota.take('b')).toEqual({ ok: true });
    now += 3_500;
    expect(quota.take('a')).toEqual({ ok: false, retryAfterSeconds: 7 });
    now += 6_500;
    expect(quota.take('a')).toEqual({ ok: true });
  });
});

describe('security headers on the MCP origin', () => {
  it('sends the same policy on JSON answers, refusals and /mcp, and its own on the consent page', async () => {
    const t = await createTestApp();
    const answers = await Promise.all([
      t.mcpFetch(`${ACME}/health`),
      t.mcpFetch(`${ACME}/.well-known/oauth-authorization-server`),
      t.mcpFetch(`${ACME}/mcp`, { method: 'POST' }),
      t.mcpFetch('http://evil.example/health'),
    ]);
    for (const res of answers) {
      expect(res.headers.get('Content-Security-Policy')).toBe(contentSecurityPolicy(t.env));
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
      expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    }
    const page = await t.mcpFetch(`${ACME}/oauth/authorize?client_id=unknown`);
    const csp = page.headers.get('Content-Security-Policy') ?? '';
    expect(page.headers.get('Content-Type')).toMatch(/text\/html/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(page.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});
