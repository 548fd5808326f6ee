import { decodeJwt } from 'jose';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signMemberToken } from '../../auth/member-token';
import { createTestApp } from '../../testing/test-app';
import { callMcp, connect, type OAuthTarget } from './testing/oauth-test-client';
import { principalProbe } from './testing/principal-probe';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function setUp(options: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(options);
  const acme: OAuthTarget = { origin: t.mcpOrigins.acme, fetch: t.mcpFetch };
  const globex: OAuthTarget = { origin: t.mcpOrigins.globex, fetch: t.mcpFetch };
  return { t, acme, globex, probe: principalProbe(t) };
}

function challengeOf(res: Response): string {
  return res.headers.get('WWW-Authenticate') ?? '';
}

describe('bearer authentication of /mcp', () => {
  it('answers 401 without a token, naming the resource metadata and the default scope', async () => {
    const { t, acme, globex } = await setUp();
    const res = await callMcp(acme, null);
    expect(res.status).toBe(401);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(challengeOf(res)).toBe(
      `Bearer resource_metadata="${t.mcpOrigins.acme}/.well-known/oauth-protected-resource/mcp", scope="platform:read"`,
    );
    expect(challengeOf(await callMcp(globex, null))).toContain(
      `resource_metadata="${t.mcpOrigins.globex}/.well-known/oauth-protected-resource/mcp"`,
    );
    const basic = await acme.fetch(`${acme.origin}/mcp`, {
      method: 'POST',
      headers: { Authorization: 'Basic dXNlcjpwdw==' },
    });
    expect(basic.status).toBe(401);
  });

  it('answers 401 invalid_token for an unknown token, with the challenge', async () => {
    const { t, acme } = await setUp();
    const res = await callMcp(acme, 'made-up-token');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'invalid_token' });
    const challenge = challengeOf(res);
    expect(challenge).toContain('error="invalid_token"');
    expect(challenge).toContain('error_description="');
    expect(challenge).toContain(
      `resource_metadata="${t.mcpOrigins.acme}/.well-known/oauth-protected-resource/mcp"`,
    );
  });

  it('sets the principal of a valid access token: member, client, scopes, token key, expiry', async () => {
    const { t, acme, probe } = await setUp();
    const { clientId, tokens } = await connect(acme, {
      scope: 'platform:read platform:write',
      memberUid: 1002,
    });
    expect((await callMcp(acme, tokens.access_token)).status).toBe(200);
    const res = await callMcp(
      { origin: acme.origin, fetch: probe as typeof fetch },
      tokens.access_token,
    );
    expect(res.status).toBe(200);
    const principal = await res.json();
    expect(principal).toEqual({
      tenant: 'acme',
      member: {
        uid: 1002,
        tenant: 'acme',
        name: 'Low Balance Advertiser',
        balanceCents: expect.any(Number),
      },
      identityType: 'member',
      authMethod: 'oauth',
      clientId,
      scopes: ['platform:read', 'platform:write'],
      tokenKey: sha256(tokens.access_token),
      // The budget counts per grant: a rotated token does not start a new window.
      quotaKey: expect.stringMatching(/^grant:/),
      expiresAt: expect.any(Number),
    });
    expect(principal.expiresAt - Date.now() / 1000).toBeGreaterThan(590);
    expect(principal.expiresAt - Date.now() / 1000).toBeLessThanOrEqual(600);
    void t;
  });

  it('answers 401 for an expired access token, naming the resource metadata', async () => {
    const { t, acme } = await setUp();
    const { tokens } = await connect(acme);
    t.db
      .prepare('UPDATE oauth_tokens SET expires_at = ? WHERE token_sha256 = ?')
      .run(Math.floor(Date.now() / 1000) - 1, sha256(tokens.access_token));
    const res = await callMcp(acme, tokens.access_token);
    expect(res.status).toBe(401);
    expect(challengeOf(res)).toContain('error="invalid_token"');
    expect(challengeOf(res)).toContain(
      `resource_metadata="${t.mcpOrigins.acme}/.well-known/oauth-protected-resource/mcp"`,
    );
  });

  it('does not accept a token of the acme origin on the globex origin', async () => {
    const { t, acme, globex } = await setUp();
    const { tokens } = await connect(acme);
    expect((await callMcp(acme, tokens.access_token)).status).toBe(200);
    const res = await callMcp(globex, tokens.access_token);
    expect(res.status).toBe(401);
    expect(challengeOf(res)).toContain(`${t.mcpOrigins.globex}/.well-known/`);
  });

  it('binds a token to its resource, not only its tenant: a second origin of acme refuses it', async () => {
    const base = await createTestApp();
    const second = 'http://acme-two.localhost:8788';
    const t = await createTestApp({
      mcp: { origins: [...base.env.mcp.origins, { origin: second, tenant: 'acme' }] },
    });
    const { tokens } = await connect({ origin: t.mcpOrigins.acme, fetch: t.mcpFetch });
    const res = await callMcp({ origin: second, fetch: t.mcpFetch }, tokens.access_token);
    expect(res.status).toBe(401);
    expect(challengeOf(res)).toContain(`resource_metadata="${second}/.well-known/`);
  });

  it('does not accept a refresh token as an access token', async () => {
    const { acme } = await setUp();
    const { tokens } = await connect(acme);
    expect((await callMcp(acme, tokens.refresh_token)).status).toBe(401);
  });

  it('refuses a token in the URL with 400, in any letter case, even next to a valid header', async () => {
    const { acme } = await setUp();
    const { tokens } = await connect(acme);
    for (const query of [
      `?access_token=${tokens.access_token}`,
      '?ACCESS_TOKEN=x',
      '?Access_Token',
      '?a=1&access_token=',
    ]) {
      for (const header of [tokens.access_token, null]) {
        const res = await callMcp(acme, header, `/mcp${query}`);
        expect(res.status, query).toBe(400);
        expect(await res.json()).toEqual({
          error: 'invalid_request',
          error_description: expect.stringContaining('Tokens are never accepted in URLs'),
        });
      }
    }
  });
});

describe('direct member JWT (ALLOW_DIRECT_JWT)', () => {
  it('is an invalid token when the option is off', async () => {
    const { t, acme } = await setUp();
    const res = await callMcp(acme, t.tokens.demo);
    expect(res.status).toBe(401);
    expect(challengeOf(res)).toContain('error="invalid_token"');
  });

  it('is accepted for its own tenant with read and write, and refused on another tenant', async () => {
    const { t, acme, globex, probe } = await setUp({ mcp: { allowDirectJwt: true } });
    expect((await callMcp(acme, t.tokens.demo)).status).toBe(200);
    expect((await callMcp(globex, t.tokens.otherTenant)).status).toBe(200);
    expect((await callMcp(globex, t.tokens.demo)).status).toBe(401);
    expect((await callMcp(acme, t.tokens.otherTenant)).status).toBe(401);

    const res = await callMcp({ origin: acme.origin, fetch: probe as typeof fetch }, t.tokens.demo);
    expect(await res.json()).toEqual({
      tenant: 'acme',
      member: expect.objectContaining({ uid: 1001, tenant: 'acme' }),
      identityType: 'member',
      authMethod: 'direct_jwt',
      clientId: null,
      scopes: ['platform:read', 'platform:write'],
      tokenKey: sha256(t.tokens.demo),
      quotaKey: `jwt:${sha256(t.tokens.demo)}`,
      expiresAt: decodeJwt(t.tokens.demo).exp,
    });
  });

  it('refuses an expired or forged member JWT', async () => {
    const { t, acme } = await setUp({ mcp: { allowDirectJwt: true } });
    const claims = { uid: 1001, tenant: 'acme', name: 'Demo Advertiser' };
    const expired = await signMemberToken(t.env.jwtSecret, claims, {
      expiresAt: Math.floor(Date.now() / 1000) - 60,
    });
    const forged = await signMemberToken('another-secret-of-at-least-32-characters!!', claims);
    for (const token of [expired, forged]) expect((await callMcp(acme, token)).status).toBe(401);
  });
});
