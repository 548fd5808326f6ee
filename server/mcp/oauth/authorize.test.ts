import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  authorizeUrl,
  inputsOf,
  pkcePair,
  registerClient,
  TEST_REDIRECT_URI,
  type AuthorizeParams,
  type OAuthTarget,
} from './testing/oauth-test-client';

async function setUp(options: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(options);
  const acme: OAuthTarget = { origin: t.mcpOrigins.acme, fetch: t.mcpFetch };
  const client = await registerClient(acme);
  const { challenge } = pkcePair();
  const authorize = (params: Partial<AuthorizeParams> = {}) =>
    t.mcpFetch(
      authorizeUrl(acme, {
        clientId: client.clientId,
        redirectUri: client.redirectUri,
        codeChallenge: challenge,
        state: 'st-123',
        ...params,
      }),
    );
  return { t, acme, client, challenge, authorize };
}

async function expectErrorPage(res: Response) {
  expect(res.status).toBe(400);
  expect(res.headers.get('Location')).toBeNull();
  expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
  const html = await res.text();
  expect(html).toContain('<h1>');
  return html;
}

function expectErrorRedirect(res: Response, t: TestApp, error: string, state: string | null) {
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('Location') ?? '');
  expect(`${location.origin}${location.pathname}`).toBe(TEST_REDIRECT_URI);
  expect(location.searchParams.get('error')).toBe(error);
  expect(location.searchParams.get('error_description')).toBeTruthy();
  expect(location.searchParams.get('state')).toBe(state);
  expect(location.searchParams.get('iss')).toBe(t.mcpOrigins.acme);
  expect(location.searchParams.has('code')).toBe(false);
  return location;
}

describe('GET /oauth/authorize: client and redirect URI are checked before anything is sent back', () => {
  it('shows a page and does not redirect for an unknown or missing client_id', async () => {
    const { authorize } = await setUp();
    await expectErrorPage(await authorize({ clientId: 'unknown-client' }));
    await expectErrorPage(await authorize({ clientId: '' }));
  });

  it('shows a page for a redirect_uri that is not registered exactly, a port-only difference included', async () => {
    const { authorize } = await setUp();
    for (const redirectUri of [
      'http://127.0.0.1:33419/callback',
      'http://127.0.0.1/callback',
      'http://localhost:33418/callback',
      'http://127.0.0.1:33418/callback/',
      'http://127.0.0.1:33418/callback?x=1',
      'https://evil.example/callback',
    ])
      await expectErrorPage(await authorize({ redirectUri }));
  });

  it('allows leaving redirect_uri out only when the client registered exactly one', async () => {
    const { t, acme, challenge, authorize } = await setUp();
    expect((await authorize({ redirectUri: undefined })).status).toBe(200);
    const two = await registerClient(acme, {
      redirect_uris: [TEST_REDIRECT_URI, 'https://app.example/cb'],
    });
    const res = await t.mcpFetch(
      authorizeUrl(acme, { clientId: two.clientId, codeChallenge: challenge }),
    );
    await expectErrorPage(res);
  });
});

describe('GET /oauth/authorize: later errors go back to the client with state and iss', () => {
  it('refuses a response_type other than code', async () => {
    const { t, authorize } = await setUp();
    const res = await authorize({ extra: { response_type: 'token' } });
    expectErrorRedirect(res, t, 'unsupported_response_type', 'st-123');
  });

  it('requires PKCE with S256: a missing challenge, the plain method and a missing method are refused', async () => {
    const { t, authorize } = await setUp();
    expectErrorRedirect(
      await authorize({ extra: { code_challenge: null } }),
      t,
      'invalid_request',
      'st-123',
    );
    expectErrorRedirect(
      await authorize({ extra: { code_challenge_method: 'plain' } }),
      t,
      'invalid_request',
      'st-123',
    );
    expectErrorRedirect(
      await authorize({ extra: { code_challenge_method: null } }),
      t,
      'invalid_request',
      'st-123',
    );
    expectErrorRedirect(
      await authorize({ codeChallenge: 'too-short' }),
      t,
      'invalid_request',
      'st-123',
    );
  });

  it('requires resource to be exactly this origin + /mcp: missing, foreign or partial is invalid_target', async () => {
    const { t, authorize } = await setUp();
    for (const resource of [
      null,
      `${t.mcpOrigins.globex}/mcp`,
      t.mcpOrigins.acme,
      `${t.mcpOrigins.acme}/mcp/`,
      `${t.mcpOrigins.acme}/other`,
    ])
      expectErrorRedirect(await authorize({ resource }), t, 'invalid_target', 'st-123');
  });

  it('refuses unknown scopes', async () => {
    const { t, authorize } = await setUp();
    expectErrorRedirect(
      await authorize({ scope: 'platform:read platform:admin' }),
      t,
      'invalid_scope',
      'st-123',
    );
  });

  it('leaves state out when the request had none, and keeps the registered query', async () => {
    const { t, acme, challenge } = await setUp();
    const client = await registerClient(acme, {
      redirect_uris: ['https://app.example/cb?tenant=a%20b&x=1'],
    });
    const res = await t.mcpFetch(
      authorizeUrl(acme, {
        clientId: client.clientId,
        redirectUri: client.redirectUri,
        codeChallenge: challenge,
        extra: { response_type: 'token' },
      }),
    );
    expect(res.status).toBe(302);
    const location = res.headers.get('Location') ?? '';
    expect(location.startsWith('https://app.example/cb?tenant=a%20b&x=1&')).toBe(true);
    const params = new URL(location).searchParams;
    expect(params.has('state')).toBe(false);
    expect(params.get('iss')).toBe(t.mcpOrigins.acme);
  });
});

describe('the consent page', () => {
  it('names the client, the redirect host and the tenant, and lists the scopes asked for', async () => {
    const { t, acme, challenge } = await setUp();
    const client = await registerClient(acme, { client_name: 'Claude <Desktop> & "friends"' });
    const res = await t.mcpFetch(
      authorizeUrl(acme, {
        clientId: client.clientId,
        codeChallenge: challenge,
        scope: 'platform:read platform:write',
      }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<main>[\s\S]*<h1>[\s\S]*<\/h1>[\s\S]*<\/main>/);
    expect(html).toContain('Claude &lt;Desktop&gt; &amp; &quot;friends&quot;');
    expect(html).not.toContain('<Desktop>');
    expect(html).toContain('127.0.0.1:33418');
    expect(html).toContain('Acme Ads');
    expect(html).toContain('platform:read');
    expect(html).toContain('Read your account, campaigns and settings');
    expect(html).toContain('platform:write');
    expect(html).toContain('Change your campaigns, each change confirmed by you first');
    expect(html).not.toContain('platform:upload');
    expect(html).not.toMatch(/<script/i);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>\s*Allow\s*<\/button>/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>\s*Deny\s*<\/button>/);
    expect(html).toMatch(/<form\s+method="post"\s+action="\/oauth\/authorize"\s*>/);
  });

  it('grants platform:read alone when no scope is asked for', async () => {
    const { authorize } = await setUp();
    const html = await (await authorize({ scope: undefined })).text();
    expect(html).toContain('platform:read');
    expect(html).not.toContain('platform:write');
  });

  it('sends its own CSP: no scripts, inline style, and forms only to itself and the redirect origin', async () => {
    const { authorize } = await setUp();
    const res = await authorize();
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("style-src 'unsafe-inline'");
    expect(csp).toContain("form-action 'self' http://127.0.0.1:33418");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).not.toContain('script-src');
  });

  it('offers the tenant members in demo mode, each radio labelled with name and uid', async () => {
    const { authorize } = await setUp();
    const html = await (await authorize()).text();
    const radios = inputsOf(html).filter((input) => input.type === 'radio');
    expect(radios.map(({ id, name, value }) => ({ id, name, value }))).toEqual([
      { id: 'member-1001', name: 'member', value: '1001' },
      { id: 'member-1002', name: 'member', value: '1002' },
    ]);
    expect(html).toMatch(/<label for="member-1001">\s*Demo Advertiser \(uid 1001\)\s*<\/label>/);
    expect(html).toMatch(
      /<label for="member-1002">\s*Low Balance Advertiser \(uid 1002\)\s*<\/label>/,
    );
    expect(html).not.toContain('Globex Advertiser');
    expect(html).not.toContain('uid 2001');
    expect(html).toMatch(/<label for="member_token">\s*Member access token\s*<\/label>/);
    expect(inputsOf(html)).toContainEqual(
      expect.objectContaining({ type: 'password', id: 'member_token', name: 'member_token' }),
    );
  });

  it('has no member picker outside demo mode, only the member access token field', async () => {
    const { authorize } = await setUp({ env: { demo: false } });
    const html = await (await authorize()).text();
    expect(inputsOf(html).filter((input) => input.type === 'radio')).toEqual([]);
    expect(html).toMatch(/<label for="member_token">\s*Member access token\s*<\/label>/);
  });
});
