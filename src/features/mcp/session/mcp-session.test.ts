import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseScopes } from '@contract/mcp';
import { callMcp, connect } from '../../../../server/mcp/oauth/testing/oauth-test-client';
import { createTestApp, type TestApp } from '@/testing/reference-api';
import { connectDirect } from '../oauth/connection-store';
import { McpHttpFailure, type McpConnection } from '../types';
import { openMcpSession, type McpSession } from './mcp-session';
import { NOT_A_VALID_HOST } from './http-refusal';

let t: TestApp;
const sessions: McpSession[] = [];

afterEach(async () => {
  vi.useRealTimers();
  for (const session of sessions.splice(0)) await session.close();
  t.db.close();
});

/** A connection as finishConnect makes it, through the server's own test client. */
async function oauthConnection(scope = 'platform:read'): Promise<McpConnection> {
  const origin = t.mcpOrigins.acme;
  const { clientId, tokens } = await connect({ origin, fetch: t.mcpFetch }, { scope });
  return {
    origin,
    resource: `${origin}/mcp`,
    mode: 'oauth',
    scopes: parseScopes(tokens.scope).scopes,
    clientId,
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    expiresAt: Date.now() + tokens.expires_in * 1000,
    authorizationServer: {
      issuer: origin,
      tokenEndpoint: `${origin}/oauth/token`,
      revocationEndpoint: `${origin}/oauth/revoke`,
    },
  };
}

interface Seen {
  method: string;
  path: string;
  status: number;
  authorization: string | null;
  body: string;
}

/** The origin's fetch, recording every request and its status. */
function watching(seen: Seen[]): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const res = await t.mcpFetch(input, init);
    // The SDK's optional event-stream GET (405 here) runs on its own schedule: not recorded.
    if (init?.method === 'GET') return res;
    seen.push({
      method: init?.method ?? 'GET',
      path: new URL(String(input)).pathname,
      status: res.status,
      authorization: new Headers(init?.headers).get('Authorization'),
      body: typeof init?.body === 'string' ? init.body : '',
    });
    return res;
  }) as typeof fetch;
}

async function open(connection: McpConnection, fetchFn: typeof fetch = t.mcpFetch) {
  const changes: McpConnection[] = [];
  const session = await openMcpSession({
    connection,
    fetch: fetchFn,
    onConnectionChange: (next) => changes.push(next),
  });
  sessions.push(session);
  return { session, changes };
}

async function failureOf(promise: Promise<unknown>): Promise<McpHttpFailure> {
  const error = await promise.then(
    () => null,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(McpHttpFailure);
  return error as McpHttpFailure;
}

const ageAccessTokens = () =>
  t.db.prepare(`UPDATE oauth_tokens SET expires_at = 0 WHERE kind = 'access'`).run();

describe('a session with the reference MCP origin', () => {
  it('lists what a read token may see and calls platform_whoami', async () => {
    t = await createTestApp();
    const seen: Seen[] = [];
    const connection = await oauthConnection();
    const { session } = await open(connection, watching(seen));
    expect(session.serverInfo?.name).toBeTruthy();

    const tools = await session.listTools();
    const names = tools.map((tool) => tool.name);
    expect(names).toContain('platform_whoami');
    expect(names).toContain('platform_list_campaigns');
    expect(names).not.toContain('platform_apply_campaign_status_change');
    expect((await session.listResources()).length).toBeGreaterThan(0);
    expect((await session.listPrompts()).length).toBeGreaterThan(0);

    const whoami = await session.callTool('platform_whoami', {}, { readOnly: true });
    expect(whoami.isError).toBeFalsy();
    expect(whoami.structuredContent).toMatchObject({
      status: 'success',
      data: { tenant: { id: 'acme' }, scopes: ['platform:read'] },
    });

    // The bearer travels in the header only, never in a URL.
    for (const request of seen) {
      expect(request.authorization).toBe(`Bearer ${connection.accessToken}`);
      expect(request.path).toBe('/mcp');
    }
  });

  it('sends the member token as bearer in direct mode', async () => {
    t = await createTestApp({ mcp: { allowDirectJwt: true } });
    const { session } = await open(connectDirect(t.mcpOrigins.acme, t.tokens.demo));
    const result = await session.callTool('platform_whoami', {}, { readOnly: true });
    expect(result.structuredContent).toMatchObject({
      data: { identity: { authMethod: 'direct_jwt' } },
    });
  });
});

describe('tokens', () => {
  it('refreshes before a request when the token has expired', async () => {
    t = await createTestApp();
    const seen: Seen[] = [];
    const connection = { ...(await oauthConnection()), expiresAt: Date.now() - 1000 };
    const { session, changes } = await open(connection, watching(seen));
    await session.listTools();
    expect(seen.filter((r) => r.path === '/oauth/token')).toHaveLength(1);
    expect(seen.some((r) => r.status === 401)).toBe(false);
    expect(changes).toHaveLength(1);
    expect(changes[0]?.accessToken).not.toBe(connection.accessToken);
    expect(changes[0]?.refreshToken).not.toBe(connection.refreshToken);
    expect(changes[0]?.expiresAt).toBeGreaterThan(Date.now());
  });

  it('refreshes once on a 401 and sends the request again', async () => {
    t = await createTestApp();
    const seen: Seen[] = [];
    const { session, changes } = await open(await oauthConnection(), watching(seen));
    ageAccessTokens();
    seen.length = 0;
    expect((await session.listTools()).length).toBeGreaterThan(0);
    expect(seen.map((r) => `${r.path} ${r.status}`)).toEqual([
      '/mcp 401',
      '/oauth/token 200',
      '/mcp 200',
    ]);
    expect(changes).toHaveLength(1);
  });

  it.each([
    ['the server says it expired (401)', 'server'],
    ['the console sees it expire', 'console'],
  ])('five concurrent calls refresh once when %s', async (_, where) => {
    t = await createTestApp();
    const seen: Seen[] = [];
    const { session, changes } = await open(await oauthConnection(), watching(seen));
    if (where === 'server') ageAccessTokens();
    else {
      // Eleven minutes later for the console: its 10-minute token is past expiresAt.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 11 * 60 * 1000);
    }
    const results = await Promise.all(
      Array.from({ length: 5 }, () => session.callTool('platform_whoami', {}, { readOnly: true })),
    );
    expect(results.every((r) => !r.isError)).toBe(true);
    expect(seen.filter((r) => r.path === '/oauth/token')).toHaveLength(1);
    expect(changes).toHaveLength(1);
  });

  it('asks to reconnect when the refresh is refused', async () => {
    t = await createTestApp();
    const connection = await oauthConnection();
    const { session } = await open(connection);
    // Someone else used the refresh token: the grant is revoked.
    await t.mcpFetch(`${t.mcpOrigins.acme}/oauth/revoke`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        token: connection.refreshToken ?? '',
        client_id: connection.clientId ?? '',
      }).toString(),
    });
    const failure = await failureOf(session.listTools());
    expect(failure).toMatchObject({ kind: 'reconnect', details: { error: 'invalid_grant' } });
  });
});

describe('refusals the page acts on', () => {
  it('classifies 403 insufficient_scope with the scope to reconnect with', async () => {
    t = await createTestApp();
    const { session } = await open(await oauthConnection('platform:read'));
    const failure = await failureOf(
      session.callTool('platform_prepare_campaign_status_change', { cids: [1], status: 'paused' }),
    );
    expect(failure).toMatchObject({
      status: 403,
      kind: 'scope',
      details: { error: 'insufficient_scope', requiredScope: 'platform:write' },
    });
  });

  it('says 421 is not a valid MCP host for your account', async () => {
    t = await createTestApp({ mcp: { allowDirectJwt: true } });
    const failure = await failureOf(open(connectDirect('http://127.0.0.1:8788', t.tokens.demo)));
    expect(failure).toMatchObject({ status: 421, kind: 'host', message: NOT_A_VALID_HOST });
  });

  it('asks to reconnect on a 401 without a refresh token', async () => {
    t = await createTestApp({ mcp: { allowDirectJwt: true } });
    const failure = await failureOf(open(connectDirect(t.mcpOrigins.acme, 'not-a-token')));
    expect(failure).toMatchObject({ status: 401, kind: 'reconnect' });
  });

  it('retries a read after Retry-After on 429, and never a write', async () => {
    t = await createTestApp({ mcp: { quota: { requests: 3, windowSeconds: 2 } } });
    const seen: Seen[] = [];
    const connection = await oauthConnection();
    const { session } = await open(connection, watching(seen));
    const target = { origin: t.mcpOrigins.acme, fetch: t.mcpFetch };
    const exhaust = async () => {
      while ((await callMcp(target, connection.accessToken ?? '')).status !== 429);
    };

    await exhaust();
    seen.length = 0;
    const tools = await session.listTools();
    expect(tools.length).toBeGreaterThan(0);
    expect(seen.map((r) => r.status)).toEqual([429, 200]);

    await exhaust();
    seen.length = 0;
    const failure = await failureOf(session.callTool('platform_whoami', {}));
    expect(failure).toMatchObject({ status: 429, kind: 'rate' });
    expect(failure.details.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(seen).toHaveLength(1);
  });
});
