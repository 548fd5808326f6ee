import { OAuthTokensSchema } from '@modelcontextprotocol/sdk/shared/auth.js';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';
import {
  authorizeAndGetCode,
  callMcp,
  registerClient,
  resourceOf,
  tokenRequest,
  type OAuthTarget,
} from './testing/oauth-test-client';

async function setUp() {
  const t = await createTestApp();
  const acme: OAuthTarget = { origin: t.mcpOrigins.acme, fetch: t.mcpFetch };
  const client = await registerClient(acme);
  const { code, verifier } = await authorizeAndGetCode(acme, {
    clientId: client.clientId,
    redirectUri: client.redirectUri,
    scope: 'platform:read platform:write',
    memberUid: 1001,
  });
  const exchange = (overrides: Record<string, string | null> = {}) => {
    const params: Record<string, string> = {};
    for (const [name, value] of Object.entries({
      grant_type: 'authorization_code',
      client_id: client.clientId,
      code,
      redirect_uri: client.redirectUri,
      code_verifier: verifier,
      resource: resourceOf(acme),
      ...overrides,
    }))
      if (value !== null) params[name] = value;
    return tokenRequest(acme, params);
  };
  return { t, acme, client, code, verifier, exchange };
}

function expectNoStore(res: Response) {
  expect(res.headers.get('Cache-Control')).toBe('no-store');
  expect(res.headers.get('Pragma')).toBe('no-cache');
  expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
}

async function expectError(res: Response, status: number, error: string) {
  expect(res.status).toBe(status);
  expectNoStore(res);
  const body = (await res.json()) as Record<string, unknown>;
  expect(body.error).toBe(error);
  expect(typeof body.error_description).toBe('string');
}

describe('POST /oauth/token: authorization_code', () => {
  it('exchanges the code for opaque Bearer tokens, never cached', async () => {
    const { t, acme, exchange } = await setUp();
    const res = await exchange();
    expect(res.status).toBe(200);
    expectNoStore(res);
    const body = await res.json();
    const tokens = OAuthTokensSchema.parse(body);
    expect(body).toEqual({
      access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43,}$/),
      token_type: 'Bearer',
      expires_in: 600,
      refresh_token: expect.stringMatching(/^[A-Za-z0-9_-]{43,}$/),
      scope: 'platform:read platform:write',
    });
    expect(tokens.refresh_token).not.toBe(tokens.access_token);
    // Only hashes are stored.
    const stored = t.db.prepare('SELECT token_sha256 FROM oauth_tokens').all() as {
      token_sha256: string;
    }[];
    expect(stored).toHaveLength(2);
    for (const { token_sha256 } of stored)
      expect([tokens.access_token, tokens.refresh_token]).not.toContain(token_sha256);
    expect((await callMcp(acme, tokens.access_token)).status).toBe(200);
  });

  it('refuses a wrong code_verifier, a malformed one, and a wrong redirect_uri', async () => {
    const { exchange } = await setUp();
    await expectError(await exchange({ code_verifier: 'x'.repeat(43) }), 400, 'invalid_grant');
    await expectError(await exchange({ code_verifier: 'short' }), 400, 'invalid_request');
    await expectError(await exchange({ code_verifier: null }), 400, 'invalid_request');
    await expectError(
      await exchange({ redirect_uri: 'http://127.0.0.1:33419/callback' }),
      400,
      'invalid_grant',
    );
    // Failed attempts do not use the code up.
    expect((await exchange()).status).toBe(200);
  });

  it('requires the resource, and exactly the one the code was issued for', async () => {
    const { t, exchange } = await setUp();
    await expectError(await exchange({ resource: null }), 400, 'invalid_target');
    await expectError(
      await exchange({ resource: `${t.mcpOrigins.globex}/mcp` }),
      400,
      'invalid_target',
    );
    await expectError(await exchange({ resource: t.mcpOrigins.acme }), 400, 'invalid_target');
  });

  it('revokes everything issued from a code that is used a second time', async () => {
    const { acme, client, exchange } = await setUp();
    const first = OAuthTokensSchema.parse(await (await exchange()).json());
    expect((await callMcp(acme, first.access_token)).status).toBe(200);
    await expectError(await exchange(), 400, 'invalid_grant');
    expect((await callMcp(acme, first.access_token)).status).toBe(401);
    const refresh = await tokenRequest(acme, {
      grant_type: 'refresh_token',
      client_id: client.clientId,
      refresh_token: first.refresh_token ?? '',
    });
    await expectError(refresh, 400, 'invalid_grant');
  });

  it('refuses an expired code', async () => {
    const { t, exchange } = await setUp();
    t.db.prepare('UPDATE oauth_codes SET expires_at = ?').run(Math.floor(Date.now() / 1000) - 1);
    await expectError(await exchange(), 400, 'invalid_grant');
  });

  it('refuses an unknown code, an unknown client (401) and the code of another client', async () => {
    const { acme, exchange } = await setUp();
    await expectError(await exchange({ code: 'made-up' }), 400, 'invalid_grant');
    await expectError(await exchange({ client_id: 'unknown' }), 401, 'invalid_client');
    await expectError(await exchange({ client_id: null }), 401, 'invalid_client');
    const other = await registerClient(acme);
    await expectError(await exchange({ client_id: other.clientId }), 400, 'invalid_grant');
  });

  it('does not know the clients and codes of another customer origin', async () => {
    const { t, client, code, verifier } = await setUp();
    const res = await tokenRequest(
      { origin: t.mcpOrigins.globex, fetch: t.mcpFetch },
      {
        grant_type: 'authorization_code',
        client_id: client.clientId,
        code,
        redirect_uri: client.redirectUri,
        code_verifier: verifier,
        resource: `${t.mcpOrigins.globex}/mcp`,
      },
    );
    await expectError(res, 401, 'invalid_client');
  });

  it('refuses other grant types, other encodings and repeated parameters', async () => {
    const { acme, exchange, client } = await setUp();
    for (const grant of ['client_credentials', 'password', 'implicit'])
      await expectError(await exchange({ grant_type: grant }), 400, 'unsupported_grant_type');
    await expectError(await exchange({ grant_type: null }), 400, 'invalid_request');
    const json = await acme.fetch(`${acme.origin}/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ grant_type: 'authorization_code', client_id: client.clientId }),
    });
    await expectError(json, 400, 'invalid_request');
    const twice = await acme.fetch(`${acme.origin}/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `grant_type=authorization_code&client_id=${client.clientId}&code=a&code=b`,
    });
    await expectError(twice, 400, 'invalid_request');
  });
});
