import { OAuthClientInformationFullSchema } from '@modelcontextprotocol/sdk/shared/auth.js';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';
import { authorizeUrl, pkcePair, registerClient } from './testing/oauth-test-client';

async function register(t: Awaited<ReturnType<typeof createTestApp>>, body: unknown) {
  const res = await t.mcpFetch(`${t.mcpOrigins.acme}/oauth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { res, body: (await res.json()) as Record<string, unknown> };
}

describe('dynamic client registration (RFC 7591)', () => {
  it('registers a public client: 201, an unguessable client_id, no client secret', async () => {
    const t = await createTestApp();
    const { res, body } = await register(t, {
      client_name: 'Claude',
      redirect_uris: ['https://claude.ai/api/mcp/auth_callback', 'http://127.0.0.1:6274/cb'],
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const client = OAuthClientInformationFullSchema.parse(body);
    expect(client.client_id).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(client.client_secret).toBeUndefined();
    expect(body).not.toHaveProperty('client_secret');
    expect(body).not.toHaveProperty('client_secret_expires_at');
    expect(client.client_id_issued_at).toBeCloseTo(Date.now() / 1000, -1);
    expect(client).toMatchObject({
      client_name: 'Claude',
      redirect_uris: ['https://claude.ai/api/mcp/auth_callback', 'http://127.0.0.1:6274/cb'],
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
    });
    const again = await register(t, { redirect_uris: ['https://claude.ai/cb'] });
    expect(again.body.client_id).not.toBe(client.client_id);
  });

  it('accepts http: redirect URIs on loopback hosts only', async () => {
    const t = await createTestApp();
    for (const uri of [
      'http://localhost:8080/cb',
      'http://app.localhost/cb',
      'http://127.0.0.1/cb',
      'http://127.8.9.10:1/cb',
      'http://[::1]:9000/cb',
    ]) {
      const { res } = await register(t, { redirect_uris: [uri] });
      expect(res.status, uri).toBe(201);
    }
  });

  it('refuses a confidential client: any token_endpoint_auth_method but none', async () => {
    const t = await createTestApp();
    for (const method of ['client_secret_basic', 'client_secret_post', 'private_key_jwt']) {
      const { res, body } = await register(t, {
        redirect_uris: ['https://app.example/cb'],
        token_endpoint_auth_method: method,
      });
      expect(res.status, method).toBe(400);
      expect(body.error).toBe('invalid_client_metadata');
      expect(res.headers.get('Cache-Control')).toBe('no-store');
    }
  });

  it('refuses redirect URIs that are missing, http: off loopback, with a fragment, or of another scheme', async () => {
    const t = await createTestApp();
    for (const body of [
      {},
      { redirect_uris: [] },
      { redirect_uris: 'https://app.example/cb' },
      { redirect_uris: ['http://app.example/cb'] },
      { redirect_uris: ['http://localhost.evil.example/cb'] },
      { redirect_uris: ['https://app.example/cb', 'https://app.example/cb#done'] },
      { redirect_uris: ['https://app.example/cb#'] },
      { redirect_uris: ['/relative/cb'] },
      { redirect_uris: ['javascript:alert(1)'] },
      { redirect_uris: ['myapp://callback'] },
      { redirect_uris: ['https://user:pw@app.example/cb'] },
      // Found by fuzzing: written raw into the Location header, these answered 500.
      { redirect_uris: ['http://127.0.0.1:1/cb€'] },
      { redirect_uris: ['https://app.example/c\u0000b'] },
      { redirect_uris: ['https://app.example/\ud800'] },
      { redirect_uris: ['https://app.example/a b'] },
    ]) {
      const { res, body: answer } = await register(t, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(answer.error, JSON.stringify(body)).toBe('invalid_redirect_uri');
    }
  });

  it('refuses grant and response types outside the profile, unknown scopes and bodies that are not JSON', async () => {
    const t = await createTestApp();
    for (const body of [
      { redirect_uris: ['https://app.example/cb'], grant_types: ['client_credentials'] },
      { redirect_uris: ['https://app.example/cb'], grant_types: ['refresh_token'] },
      { redirect_uris: ['https://app.example/cb'], response_types: ['token'] },
      { redirect_uris: ['https://app.example/cb'], scope: 'platform:read admin' },
      { redirect_uris: ['https://app.example/cb'], client_name: 'x'.repeat(201) },
      'not json',
      '["https://app.example/cb"]',
    ]) {
      const { res, body: answer } = await register(t, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(answer.error, JSON.stringify(body)).toBe('invalid_client_metadata');
    }
  });

  it('registers a client at one origin only: another customer origin does not know it', async () => {
    const t = await createTestApp();
    const acme = { origin: t.mcpOrigins.acme, fetch: t.mcpFetch };
    const globex = { origin: t.mcpOrigins.globex, fetch: t.mcpFetch };
    const { clientId, redirectUri } = await registerClient(acme);
    const { challenge } = pkcePair();
    const res = await t.mcpFetch(
      authorizeUrl(globex, { clientId, redirectUri, codeChallenge: challenge }),
    );
    expect(res.status).toBe(400);
    expect(res.headers.get('Location')).toBeNull();
    expect(
      (await t.mcpFetch(authorizeUrl(acme, { clientId, codeChallenge: challenge }))).status,
    ).toBe(200);
  });
});
