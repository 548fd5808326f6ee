import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';
import { registerClient, tokenRequest, type OAuthTarget } from './testing/oauth-test-client';

describe('the OAuth request budget per client address (MCP_OAUTH_QUOTA)', () => {
  it('answers 429 with Retry-After on the token endpoint once the budget is used', async () => {
    const t = await createTestApp({ mcp: { oauthQuota: { requests: 2, windowSeconds: 60 } } });
    const acme: OAuthTarget = { origin: t.mcpOrigins.acme, fetch: t.mcpFetch };
    const { clientId } = await registerClient(acme);
    const attempt = () =>
      tokenRequest(acme, { grant_type: 'refresh_token', client_id: clientId, refresh_token: 'x' });
    expect((await attempt()).status).toBe(400);
    expect((await attempt()).status).toBe(400);
    const refused = await attempt();
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get('Cache-Control')).toBe('no-store');
    expect(refused.headers.get('Pragma')).toBe('no-cache');
    expect(await refused.json()).toMatchObject({ error: 'too_many_requests' });
  });

  it('answers 429 on registration too', async () => {
    const t = await createTestApp({ mcp: { oauthQuota: { requests: 2, windowSeconds: 60 } } });
    const acme: OAuthTarget = { origin: t.mcpOrigins.acme, fetch: t.mcpFetch };
    await registerClient(acme);
    await registerClient(acme);
    await expect(registerClient(acme)).rejects.toThrow(/429.*too_many_requests/);
  });
});
