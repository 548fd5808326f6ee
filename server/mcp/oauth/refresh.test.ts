import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';
import {
  callMcp,
  connect,
  refreshTokens,
  registerClient,
  tokenRequest,
  type OAuthTarget,
} from './testing/oauth-test-client';

async function setUp(scope = 'platform:read platform:write') {
  const t = await createTestApp();
  const acme: OAuthTarget = { origin: t.mcpOrigins.acme, fetch: t.mcpFetch };
  const connected = await connect(acme, { scope });
  const refresh = (params: Record<string, string>) =>
    tokenRequest(acme, {
      grant_type: 'refresh_token',
      client_id: connected.clientId,
      refresh_token: connected.tokens.refresh_token,
      ...params,
    });
  return { t, acme, ...connected, refresh };
}

async function errorOf(res: Response): Promise<string> {
  expect(res.headers.get('Cache-Control')).toBe('no-store');
  expect(res.headers.get('Pragma')).toBe('no-cache');
  return ((await res.json()) as { error: string }).error;
}

describe('POST /oauth/token: refresh_token with rotation', () => {
  it('issues a new pair; the old refresh token presented again revokes the whole family', async () => {
    const { acme, clientId, tokens, refresh } = await setUp();
    const second = await refreshTokens(acme, { clientId, refreshToken: tokens.refresh_token });
    expect(second.access_token).not.toBe(tokens.access_token);
    expect(second.refresh_token).not.toBe(tokens.refresh_token);
    expect(second).toMatchObject({ token_type: 'Bearer', expires_in: 600 });
    expect(second.scope).toBe('platform:read platform:write');
    expect((await callMcp(acme, second.access_token)).status).toBe(200);

    const third = await refreshTokens(acme, { clientId, refreshToken: second.refresh_token });
    expect((await callMcp(acme, third.access_token)).status).toBe(200);

    // Replay of a used refresh token: refused, and every token of the grant stops working.
    const replay = await refresh({});
    expect(replay.status).toBe(400);
    expect(await errorOf(replay)).toBe('invalid_grant');
    expect((await callMcp(acme, third.access_token)).status).toBe(401);
    expect((await callMcp(acme, second.access_token)).status).toBe(401);
    expect((await callMcp(acme, tokens.access_token)).status).toBe(401);
    const newest = await refresh({ refresh_token: third.refresh_token });
    expect(newest.status).toBe(400);
    expect(await errorOf(newest)).toBe('invalid_grant');
  });

  it('narrows the new access token to a subset of the grant, keeping the refresh token whole', async () => {
    const { acme, clientId, tokens } = await setUp();
    const narrowed = await refreshTokens(acme, {
      clientId,
      refreshToken: tokens.refresh_token,
      scope: 'platform:read',
    });
    expect(narrowed.scope).toBe('platform:read');
    const whole = await refreshTokens(acme, { clientId, refreshToken: narrowed.refresh_token });
    expect(whole.scope).toBe('platform:read platform:write');
  });

  it('refuses scopes beyond the grant or unknown, with invalid_scope', async () => {
    const { refresh } = await setUp('platform:read');
    for (const scope of ['platform:read platform:write', 'platform:upload', 'nonsense']) {
      const res = await refresh({ scope });
      expect(res.status, scope).toBe(400);
      expect(await errorOf(res), scope).toBe('invalid_scope');
    }
    expect((await refresh({})).status).toBe(200);
  });

  it('accepts the resource of the grant and refuses another one', async () => {
    const { t, refresh } = await setUp();
    const res = await refresh({ resource: `${t.mcpOrigins.globex}/mcp` });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe('invalid_target');
    expect((await refresh({ resource: `${t.mcpOrigins.acme}/mcp` })).status).toBe(200);
  });

  it('refuses an expired refresh token, an access token, and the token of another client', async () => {
    const { t, acme, tokens, refresh } = await setUp();
    const other = await registerClient(acme);
    const foreign = await refresh({ client_id: other.clientId });
    expect(await errorOf(foreign)).toBe('invalid_grant');
    const access = await refresh({ refresh_token: tokens.access_token });
    expect(await errorOf(access)).toBe('invalid_grant');
    const unknown = await refresh({ refresh_token: 'made-up' });
    expect(await errorOf(unknown)).toBe('invalid_grant');

    t.db
      .prepare("UPDATE oauth_tokens SET expires_at = ? WHERE kind = 'refresh'")
      .run(Math.floor(Date.now() / 1000) - 1);
    const expired = await refresh({});
    expect(expired.status).toBe(400);
    expect(await errorOf(expired)).toBe('invalid_grant');
  });
});
