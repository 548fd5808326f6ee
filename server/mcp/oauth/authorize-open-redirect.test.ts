import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';
import {
  authorizeUrl,
  pkcePair,
  registerClient,
  type AuthorizeParams,
  type OAuthTarget,
} from './testing/oauth-test-client';

/**
 * Issue 17 item 8, RFC 9700 §4.11.2: an invalid authorize request is shown on
 * a page of the MCP origin. It goes back to the client only when the request
 * named its redirect_uri and that URI matched the registration.
 */
async function setUp() {
  const t = await createTestApp();
  const acme: OAuthTarget = { origin: t.mcpOrigins.acme, fetch: t.mcpFetch };
  const client = await registerClient(acme, { redirect_uris: ['https://phish.example/cb'] });
  const { challenge } = pkcePair();
  const authorize = (params: Partial<AuthorizeParams>) =>
    t.mcpFetch(
      authorizeUrl(acme, {
        clientId: client.clientId,
        codeChallenge: challenge,
        state: 'st-1',
        ...params,
      }),
    );
  return { t, client, authorize };
}

/** Each way a request can be invalid once client and redirect URI are known. */
const INVALID: [string, Partial<AuthorizeParams>][] = [
  ['response_type missing', { extra: { response_type: null } }],
  ['response_type=token', { extra: { response_type: 'token' } }],
  ['response_mode=fragment', { extra: { response_mode: 'fragment' } }],
  ['code_challenge missing', { extra: { code_challenge: null } }],
  ['code_challenge_method=plain', { extra: { code_challenge_method: 'plain' } }],
  ['code_challenge_method missing', { extra: { code_challenge_method: null } }],
  ['code_challenge not S256', { codeChallenge: 'too-short' }],
  ['resource missing', { resource: null }],
  ['resource foreign', { resource: 'https://other.example/mcp' }],
  ['unknown scope', { scope: 'platform:read platform:admin' }],
];

async function expectPageOnThisOrigin(res: Response) {
  expect(res.status).toBe(400);
  expect(res.headers.get('Location')).toBeNull();
  expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
  const html = await res.text();
  expect(html).toContain('Cannot connect the app');
  expect(html).not.toContain('phish.example');
}

describe('GET /oauth/authorize never redirects an invalid request to a URI it did not validate', () => {
  it.each(INVALID)(
    '%s with redirect_uri left out shows a page, not the registered URI',
    async (_, params) => {
      const { authorize } = await setUp();
      await expectPageOnThisOrigin(await authorize({ redirectUri: undefined, ...params }));
    },
  );

  it.each(INVALID)('%s with an unregistered redirect_uri shows a page', async (_, params) => {
    const { authorize } = await setUp();
    await expectPageOnThisOrigin(
      await authorize({ redirectUri: 'https://evil.example/cb', ...params }),
    );
  });

  it.each(INVALID)(
    '%s with the registered redirect_uri named goes back to it with the error',
    async (_, params) => {
      const { client, authorize } = await setUp();
      const res = await authorize({ redirectUri: client.redirectUri, ...params });
      expect(res.status).toBe(302);
      const location = new URL(res.headers.get('Location') ?? '');
      expect(`${location.origin}${location.pathname}`).toBe('https://phish.example/cb');
      expect(location.searchParams.get('error')).toBeTruthy();
      expect(location.searchParams.get('state')).toBe('st-1');
    },
  );

  it('still opens the consent page for a valid request that leaves redirect_uri out', async () => {
    const { authorize } = await setUp();
    const res = await authorize({ redirectUri: undefined });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('phish.example');
  });
});

describe('GET /oauth/authorize with a redirect URI stored before registration refused it', () => {
  it('shows the page instead of answering 500 (the URI cannot be written into a Location header)', async () => {
    const { t, client, authorize } = await setUp();
    // Registration refuses it now (decision 064's fuzzing found it); a file may hold it from before.
    const stored = 'http://127.0.0.1:1/cb€';
    const row = t.db
      .prepare('SELECT metadata FROM oauth_clients WHERE client_id = ?')
      .get(client.clientId) as { metadata: string };
    const metadata = { ...JSON.parse(row.metadata), redirect_uris: [stored] };
    t.db
      .prepare('UPDATE oauth_clients SET metadata = ? WHERE client_id = ?')
      .run(JSON.stringify(metadata), client.clientId);

    for (const redirectUri of [stored, undefined]) {
      const res = await authorize({ redirectUri });
      expect(res.status, String(redirectUri)).toBe(400);
      expect(res.headers.get('Location')).toBeNull();
      expect(await res.text()).toContain('Cannot connect the app');
    }
  });

  it('with one such URI beside a good one, a request that leaves redirect_uri out is refused, not sent to the good one', async () => {
    const { t, client, authorize } = await setUp();
    const row = t.db
      .prepare('SELECT metadata FROM oauth_clients WHERE client_id = ?')
      .get(client.clientId) as { metadata: string };
    const metadata = {
      ...JSON.parse(row.metadata),
      redirect_uris: ['https://phish.example/cb', 'http://127.0.0.1:1/cb€'],
    };
    t.db
      .prepare('UPDATE oauth_clients SET metadata = ? WHERE client_id = ?')
      .run(JSON.stringify(metadata), client.clientId);
    // Two are registered: RFC 6749 §3.1.2.3 wants the request to name one.
    const res = await authorize({ redirectUri: undefined });
    expect(res.status).toBe(400);
    expect(res.headers.get('Location')).toBeNull();
    // Named, the good one still works.
    expect((await authorize({ redirectUri: 'https://phish.example/cb' })).status).toBe(200);
  });
});
