import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';
import {
  callMcp,
  connect,
  refreshTokens,
  registerClient,
  type OAuthTarget,
} from './testing/oauth-test-client';

async function setUp() {
  const t = await createTestApp();
  const acme: OAuthTarget = { origin: t.mcpOrigins.acme, fetch: t.mcpFetch };
  const connected = await connect(acme);
  const revoke = (params: Record<string, string>) =>
    acme.fetch(`${acme.origin}/oauth/revoke`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: connected.clientId, ...params }).toString(),
    });
  return { t, acme, ...connected, revoke };
}

describe('POST /oauth/revoke (RFC 7009)', () => {
  it('revokes an access token alone: the refresh token still works', async () => {
    const { acme, clientId, tokens, revoke } = await setUp();
    const res = await revoke({ token: tokens.access_token, token_type_hint: 'access_token' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect((await callMcp(acme, tokens.access_token)).status).toBe(401);
    const next = await refreshTokens(acme, { clientId, refreshToken: tokens.refresh_token });
    expect((await callMcp(acme, next.access_token)).status).toBe(200);
  });

  it('revokes the whole grant with its refresh token', async () => {
    const { acme, clientId, tokens, revoke } = await setUp();
    expect((await revoke({ token: tokens.refresh_token })).status).toBe(200);
    expect((await callMcp(acme, tokens.access_token)).status).toBe(401);
    await expect(
      refreshTokens(acme, { clientId, refreshToken: tokens.refresh_token }),
    ).rejects.toThrow(/invalid_grant/);
  });

  it('answers 200 for unknown tokens and for tokens of another client, which stay valid', async () => {
    const { acme, tokens, revoke } = await setUp();
    expect((await revoke({ token: 'made-up' })).status).toBe(200);
    const other = await registerClient(acme);
    expect((await revoke({ token: tokens.access_token, client_id: other.clientId })).status).toBe(
      200,
    );
    expect((await callMcp(acme, tokens.access_token)).status).toBe(200);
  });

  it('refuses an unknown client (401) and a missing token (400)', async () => {
    const { tokens, revoke } = await setUp();
    const unknown = await revoke({ token: tokens.access_token, client_id: 'unknown' });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({ error: 'invalid_client' });
    const missing = await revoke({});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: 'invalid_request' });
  });
});
