import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openConsent, submitConsent } from '../../../../server/mcp/oauth/testing/oauth-test-client';
import { memoryStorage, oauthTestConnection } from '@/testing/mcp-console-fakes';
import { createTestApp, type TestApp } from '@/testing/reference-api';
import { NOT_A_VALID_HOST } from '../session/http-refusal';
import { FLOW_STEPS, McpFlowError, type StepEntry } from '../types';
import { finishConnect, startConnect } from './connect-flow';
import { readAuthorizationServer, refreshTokens, revokeGrant } from './oauth-client';
import { peekPendingConnect, PENDING_KEY, revocable, type PendingConnect } from './pending-connect';

const REDIRECT_URI = 'http://localhost:5173/mcp/callback';

let t: TestApp;
let log: StepEntry[];

// The node environment: oauth4webapi's Web Crypto buffers are not jsdom's.
beforeEach(async () => {
  t = await createTestApp();
  log = [];
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('localStorage', memoryStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
  t.db.close();
});

/** A fetch that lets a test rewrite one JSON answer of the origin. */
function rewriting(path: string, edit: (body: Record<string, unknown>) => void): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const res = await t.mcpFetch(input, init);
    if (new URL(String(input)).pathname !== path) return res;
    const body = (await res.json()) as Record<string, unknown>;
    edit(body);
    return Response.json(body, { status: res.status });
  }) as typeof fetch;
}

async function start(
  opts: {
    fetch?: typeof fetch;
    scopes?: ('platform:write' | 'offline_access')[];
    replaces?: PendingConnect['replaces'];
  } = {},
) {
  const outcome = await startConnect({
    origin: t.mcpOrigins.acme,
    scopes: opts.scopes ?? [],
    redirectUri: REDIRECT_URI,
    fetch: opts.fetch ?? t.mcpFetch,
    log: (entry) => log.push(entry),
    replaces: opts.replaces,
  });
  if (outcome.kind !== 'redirect') throw new Error('expected a redirect');
  return outcome.url;
}

/** The member answers the consent page; the redirect back, as the browser would follow it. */
async function consent(url: string, decision: 'allow' | 'deny' = 'allow'): Promise<string> {
  const target = { origin: t.mcpOrigins.acme, fetch: t.mcpFetch };
  const page = await openConsent(target, url);
  const res = await submitConsent(target, { ...page, decision, memberUid: 1001 });
  expect(res.status).toBe(303);
  return res.headers.get('Location') ?? '';
}

async function finish(callbackUrl: string) {
  const { connection } = await finishConnect({
    callbackUrl,
    fetch: t.mcpFetch,
    log: (entry) => log.push(entry),
  });
  return connection;
}

async function refusal(promise: Promise<unknown>): Promise<McpFlowError> {
  const error = await promise.then(
    () => null,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(McpFlowError);
  return error as McpFlowError;
}

function withParam(url: string, name: string, value: string | null): string {
  const changed = new URL(url);
  if (value === null) changed.searchParams.delete(name);
  else changed.searchParams.set(name, value);
  return changed.toString();
}

describe('the connection flow against the reference MCP origin', () => {
  it('discovers, registers, sends the member to consent and exchanges the code', async () => {
    const url = new URL(await start({ scopes: ['platform:write'] }));
    const origin = t.mcpOrigins.acme;
    expect(`${url.origin}${url.pathname}`).toBe(`${origin}/oauth/authorize`);
    const q = url.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')?.length).toBeGreaterThanOrEqual(43);
    expect(q.get('resource')).toBe(`${origin}/mcp`);
    expect(q.get('scope')).toBe('platform:read platform:write');
    expect(q.get('client_id')).toBeTruthy();
    expect(peekPendingConnect()).not.toBeNull();
    expect(peekPendingConnect()?.log.map((e) => e.step)).toContain('registration');

    const connection = await finish(await consent(url.toString()));
    expect(connection).toMatchObject({
      origin,
      resource: `${origin}/mcp`,
      mode: 'oauth',
      scopes: ['platform:read', 'platform:write'],
      clientId: q.get('client_id'),
      authorizationServer: {
        issuer: origin,
        tokenEndpoint: `${origin}/oauth/token`,
        revocationEndpoint: `${origin}/oauth/revoke`,
      },
    });
    expect(connection.accessToken).toBeTruthy();
    expect(connection.refreshToken).toBeTruthy();
    expect(connection.expiresAt).toBeGreaterThan(Date.now());

    expect(sessionStorage.getItem(PENDING_KEY)).toBeNull();
    expect(peekPendingConnect()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('logs every step in order, running then done, the earlier ones again after the redirect', async () => {
    const url = await start();
    const before = log.map((e) => `${e.step}:${e.status}`);
    expect(before).toEqual([
      'protected-resource-metadata:running',
      'protected-resource-metadata:done',
      'authorization-server-metadata:running',
      'authorization-server-metadata:done',
      'registration:running',
      'registration:done',
      'authorization:running',
    ]);
    log = [];
    await finish(await consent(url));
    const after = log.map((e) => `${e.step}:${e.status}`);
    expect(after).toEqual([
      ...before,
      'authorization:done',
      'callback-checks:running',
      'callback-checks:done',
      'token-exchange:running',
      'token-exchange:done',
      'connected:done',
    ]);
    const firstDone = FLOW_STEPS.map((step) =>
      log.findIndex((e) => e.step === step && e.status === 'done'),
    );
    expect(firstDone).toEqual([...firstDone].sort((a, b) => a - b));
    // Details name what was learnt, never a secret.
    const details = log.map((e) => e.detail ?? '').join('\n');
    expect(details).toContain(`issuer ${t.mcpOrigins.acme}`);
    expect(details).not.toMatch(/code_verifier|access_token|state=/);
  });

  it('accepts a callback only once: a second finishConnect finds nothing waiting', async () => {
    const callback = await consent(await start());
    await finish(callback);
    const second = await refusal(finish(callback));
    expect(second.step).toBe('callback-checks');
    expect(second.message).toMatch(/no connection is waiting/);
    expect(log.at(-1)).toMatchObject({ step: 'callback-checks', status: 'failed' });
  });

  it('a Reconnect: the grant it replaces crosses the consent page and comes back with the new connection, once', async () => {
    const finishing = (callbackUrl: string) =>
      finishConnect({ callbackUrl, fetch: t.mcpFetch, log: (entry) => log.push(entry) });
    const old = revocable(oauthTestConnection('client-old', 'refresh-old'));
    const callback = await consent(await start({ replaces: old }));
    const { connection, replaces } = await finishing(callback);
    // What the callback revokes once the new connection is stored: the old grant, as it was kept.
    expect(replaces).toEqual(old);
    expect(connection.clientId).not.toBe('client-old');
    expect(connection.refreshToken).not.toBe('refresh-old');
    expect(sessionStorage.getItem(PENDING_KEY)).toBeNull();
    expect((await refusal(finishing(callback))).message).toMatch(/no connection is waiting/);

    // A plain Connect replaces nothing.
    expect((await finishing(await consent(await start()))).replaces).toBeUndefined();
  });

  it('a revoked grant is over: its refresh token is refused afterwards', async () => {
    const connection = await finish(await consent(await start()));
    const refreshToken = connection.refreshToken ?? '';
    await revokeGrant(connection, t.mcpFetch);
    const refused = await refreshTokens(connection, refreshToken, t.mcpFetch).catch(
      (err: unknown) => err,
    );
    expect(refused).toMatchObject({ kind: 'reconnect', details: { error: 'invalid_grant' } });
  });

  it('refuses a tampered state, and the pending data is gone afterwards', async () => {
    const callback = await consent(await start());
    const error = await refusal(finish(withParam(callback, 'state', 'x'.repeat(43))));
    expect(error.step).toBe('callback-checks');
    expect(error.message).toBe('state does not match — this answer was not for this console');
    expect(sessionStorage.getItem(PENDING_KEY)).toBeNull();
    expect((await refusal(finish(callback))).message).toMatch(/no connection is waiting/);
  });

  it('requires iss, as the server promised it, and refuses another issuer', async () => {
    const missing = await refusal(finish(withParam(await consent(await start()), 'iss', null)));
    expect(missing.step).toBe('callback-checks');
    expect(missing.message).toMatch(/does not name its issuer/);

    const other = await refusal(
      finish(withParam(await consent(await start()), 'iss', 'http://globex.localhost:8788')),
    );
    expect(other.message).toMatch(/issuer http:\/\/globex\.localhost:8788/);
  });

  it('names access_denied when the member refuses', async () => {
    const error = await refusal(finish(await consent(await start(), 'deny')));
    expect(error.step).toBe('callback-checks');
    expect(error.server?.error).toBe('access_denied');
    expect(error.message).toContain('access_denied');
  });

  it('names the token endpoint error when the code is not good', async () => {
    const callback = await consent(await start());
    const error = await refusal(finish(withParam(callback, 'code', 'not-the-code')));
    expect(error.step).toBe('token-exchange');
    expect(error.server).toMatchObject({ status: 400, error: 'invalid_grant' });
  });
});

describe('discovery checks', () => {
  const AS_PATH = '/.well-known/oauth-authorization-server';
  const PRM_PATH = '/.well-known/oauth-protected-resource/mcp';

  it.each([
    ['is missing', (b: Record<string, unknown>) => delete b.code_challenge_methods_supported],
    [
      'lacks S256',
      (b: Record<string, unknown>) => (b.code_challenge_methods_supported = ['plain']),
    ],
  ])('refuses a server whose code_challenge_methods_supported %s', async (_, edit) => {
    const error = await refusal(start({ fetch: rewriting(AS_PATH, edit) }));
    expect(error.step).toBe('authorization-server-metadata');
    expect(error.message).toMatch(/does not offer PKCE S256/);
    expect(peekPendingConnect()).toBeNull();
    expect(log.at(-1)).toMatchObject({ step: 'authorization-server-metadata', status: 'failed' });
  });

  it('refuses metadata whose issuer is not the URL it was fetched for', async () => {
    const fetch = rewriting(AS_PATH, (b) => (b.issuer = `${t.mcpOrigins.acme}/`));
    const error = await refusal(start({ fetch }));
    expect(error.step).toBe('authorization-server-metadata');
    expect(error.message).toMatch(/names the issuer/);
  });

  it('refuses protected-resource metadata for another resource', async () => {
    const fetch = rewriting(PRM_PATH, (b) => (b.resource = 'http://evil.example/mcp'));
    const error = await refusal(start({ fetch }));
    expect(error.step).toBe('protected-resource-metadata');
    expect(error.message).toMatch(/evil\.example/);
  });

  it('takes endpoints from the metadata only', async () => {
    const origin = t.mcpOrigins.acme;
    const fetch = rewriting(
      AS_PATH,
      (b) => (b.authorization_endpoint = `${origin}/sign-in/authorize`),
    );
    const url = await start({ fetch });
    expect(url.startsWith(`${origin}/sign-in/authorize?`)).toBe(true);
  });

  it.each([
    'authorization_endpoint',
    'token_endpoint',
    'registration_endpoint',
    'revocation_endpoint',
  ])(
    'refuses an authorization server whose %s is outside the verified MCP origin',
    async (field) => {
      const fetch = rewriting(AS_PATH, (b) => (b[field] = `https://login.example/${field}`));
      const error = await refusal(start({ fetch }));
      expect(error.step).toBe('authorization-server-metadata');
      expect(error.message).toBe(
        `the ${field} https://login.example/${field} is not on the issuer's origin ${t.mcpOrigins.acme}: refusing to use it`,
      );
      expect(peekPendingConnect()).toBeNull();
      expect(log.map((e) => e.step)).not.toContain('registration');
    },
  );

  it('refuses an authorization server on another origin than the verified MCP origin', async () => {
    // The protected-resource metadata names it...
    const fetch = rewriting(PRM_PATH, (b) => (b.authorization_servers = ['https://login.example']));
    const error = await refusal(start({ fetch }));
    expect(error.step).toBe('protected-resource-metadata');
    expect(error.message).toMatch(
      /authorization server https:\/\/login\.example, which is not on the MCP origin/,
    );
    // ... or, read directly, the metadata of a server elsewhere, however consistent.
    const elsewhere = 'https://login.example';
    const metadata = {
      issuer: elsewhere,
      authorization_endpoint: `${elsewhere}/authorize`,
      token_endpoint: `${elsewhere}/token`,
      code_challenge_methods_supported: ['S256'],
    };
    const other = await refusal(
      readAuthorizationServer(elsewhere, t.mcpOrigins.acme, async () => Response.json(metadata)),
    );
    expect(other.message).toBe(
      `the issuer ${elsewhere} is not on the MCP origin ${t.mcpOrigins.acme}: refusing to use this authorization server`,
    );
    expect(other.step).toBe('authorization-server-metadata');
  });

  it('names the server error of a refused registration', async () => {
    const outcome = startConnect({
      origin: t.mcpOrigins.acme,
      scopes: [],
      redirectUri: 'http://evil.example/callback',
      fetch: t.mcpFetch,
      log: (entry) => log.push(entry),
    });
    const error = await refusal(outcome);
    expect(error.step).toBe('registration');
    expect(error.server?.error).toBe('invalid_redirect_uri');
  });

  it('names 421 from a host that is not a customer MCP origin', async () => {
    const error = await refusal(
      startConnect({
        origin: 'http://127.0.0.1:8788',
        scopes: [],
        redirectUri: REDIRECT_URI,
        fetch: t.mcpFetch,
        log: (entry) => log.push(entry),
      }),
    );
    expect(error.step).toBe('protected-resource-metadata');
    expect(error.message).toBe(NOT_A_VALID_HOST);
    expect(error.server).toMatchObject({ status: 421, error: 'misdirected_request' });
  });
});
