import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseScopes } from '@contract/mcp';
import { callMcp, connect } from '../../../../server/mcp/oauth/testing/oauth-test-client';
import { memoryStorage } from '@/testing/mcp-console-fakes';
import { createTestApp, type TestApp } from '@/testing/reference-api';
import { createConnectionStore, REMEMBER_KEY } from '../oauth/connection-store';
import { refreshTokens } from '../oauth/oauth-client';
import { McpHttpFailure, type McpConnection, type McpTokens } from '../types';
import { createGrantLocks, type LockManagerLike } from './grant-lock';
import { openMcpSession, type McpSession } from './mcp-session';
import { createTokenKeeper, type RefreshTokens } from './token-keeper';

/** navigator.locks in miniature: one holder per name, shared by the "tabs" of a test. */
function fakeLocks(): LockManagerLike {
  const busy = new Set<string>();
  return {
    async request(name, _options, callback) {
      if (busy.has(name)) return callback(null);
      busy.add(name);
      try {
        return await callback({ name });
      } finally {
        busy.delete(name);
      }
    },
  };
}

const tokens = (n: number): McpTokens => ({ accessToken: `a${n}`, refreshToken: `r${n}` });
const expired: McpConnection = {
  origin: 'http://mcp.test',
  resource: 'http://mcp.test/mcp',
  mode: 'oauth',
  scopes: ['platform:read'],
  clientId: 'c',
  accessToken: 'a0',
  refreshToken: 'r0',
  expiresAt: 0,
};

function keeperWith(refresh: RefreshTokens) {
  const changes: McpConnection[] = [];
  const keeper = createTokenKeeper({
    connection: expired,
    refresh,
    onConnectionChange: (next) => changes.push(next),
  });
  return { keeper, changes };
}

describe('single flight in one tab', () => {
  it('shares one refresh among concurrent callers', async () => {
    const refresh = vi.fn(async () => tokens(1));
    const { keeper, changes } = keeperWith(refresh);
    const all = await Promise.all(Array.from({ length: 5 }, () => keeper.bearer()));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(new Set(all)).toEqual(new Set(['a1']));
    expect(changes).toHaveLength(1);
    // A late caller finds the new tokens instead of presenting the old one again.
    expect(await keeper.renewAfterUnauthorized('a0')).toBe(true);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('never retries a refresh the server refused (invalid_grant), but may retry a 503', async () => {
    const refused = new McpHttpFailure(400, 'reconnect', 'refused', { error: 'invalid_grant' });
    const refresh = vi.fn(async () => {
      throw refused;
    });
    const { keeper } = keeperWith(refresh);
    await expect(keeper.bearer()).rejects.toBe(refused);
    await expect(keeper.bearer()).rejects.toBe(refused);
    expect(refresh).toHaveBeenCalledTimes(1);

    const unavailable = vi
      .fn<RefreshTokens>()
      .mockRejectedValueOnce(new McpHttpFailure(503, 'unavailable', 'later'))
      .mockResolvedValueOnce(tokens(2));
    const again = keeperWith(unavailable).keeper;
    await expect(again.bearer()).rejects.toBeInstanceOf(McpHttpFailure);
    await expect(again.bearer()).resolves.toBe('a2');
  });

  it('refreshes again when the server did not rotate the refresh token (it is still valid)', async () => {
    const refresh = vi
      .fn<RefreshTokens>()
      .mockResolvedValueOnce({ accessToken: 'a1', expiresAt: 0 })
      .mockResolvedValueOnce({ accessToken: 'a2', expiresAt: 0 });
    const { keeper } = keeperWith(refresh);
    expect(await keeper.bearer()).toBe('a1');
    expect(await keeper.bearer()).toBe('a2');
    expect(refresh.mock.calls.map(([, used]) => used)).toEqual(['r0', 'r0']);
  });
});

describe('two tabs holding the same refresh token (reference MCP origin)', () => {
  let t: TestApp;
  let presented: string[];
  let connection: McpConnection;
  const sessions: McpSession[] = [];

  beforeEach(async () => {
    t = await createTestApp();
    presented = [];
    const origin = t.mcpOrigins.acme;
    const connected = await connect({ origin, fetch: t.mcpFetch });
    connection = {
      origin,
      resource: `${origin}/mcp`,
      mode: 'oauth',
      scopes: parseScopes(connected.tokens.scope).scopes,
      clientId: connected.clientId,
      accessToken: connected.tokens.access_token,
      refreshToken: connected.tokens.refresh_token,
      // Expired for both tabs: the first request of each refreshes.
      expiresAt: 0,
      authorizationServer: { issuer: origin, tokenEndpoint: `${origin}/oauth/token` },
    };
  });
  afterEach(async () => {
    for (const session of sessions.splice(0)) await session.close();
    vi.unstubAllGlobals();
    t.db.close();
  });

  /** A tab: its own session over the real origin, counting the refresh tokens it presents. */
  async function tab(
    locks: ReturnType<typeof createGrantLocks>,
    onChange = (_: McpConnection) => {},
  ) {
    const session = await openMcpSession({
      connection,
      fetch: t.mcpFetch,
      locks,
      onConnectionChange: onChange,
      refresh: (current, refreshToken) => {
        presented.push(refreshToken);
        return refreshTokens(current, refreshToken, t.mcpFetch);
      },
    });
    sessions.push(session);
    return session;
  }

  const works = async (accessToken: string) =>
    (await callMcp({ origin: t.mcpOrigins.acme, fetch: t.mcpFetch }, accessToken)).status;

  it('the copy of a tab is told the connection is in use elsewhere, and presents nothing', async () => {
    const shared = fakeLocks();
    const changes: McpConnection[] = [];
    const first = await tab(createGrantLocks(shared), (next) => changes.push(next));
    const failure = await tab(createGrantLocks(shared)).catch((err: unknown) => err);
    expect(failure).toMatchObject({ status: 409, kind: 'elsewhere' });
    expect(await first.listTools()).not.toHaveLength(0);
    expect(presented).toEqual([connection.refreshToken]);
    expect(await works(changes.at(-1)?.accessToken ?? '')).toBe(200);
  });

  it('once the first tab closed (a reload), the same grant is claimed again', async () => {
    const shared = fakeLocks();
    const first = await tab(createGrantLocks(shared), (next) => (connection = next));
    await first.close();
    sessions.splice(0);
    // The reloaded tab restores the newest tokens from its sessionStorage.
    const reloaded = await tab(createGrantLocks(shared));
    expect((await reloaded.listTools()).length).toBeGreaterThan(0);
  });

  it('why it matters: without the lock the second tab presents the used token and the grant is revoked', async () => {
    const changes: McpConnection[] = [];
    const first = await tab(createGrantLocks(null), (next) => changes.push(next));
    await first.listTools();
    const second = await tab(createGrantLocks(null)).catch((err: unknown) => err);
    expect(second).toMatchObject({ kind: 'reconnect', details: { error: 'invalid_grant' } });
    expect(presented).toEqual([connection.refreshToken, connection.refreshToken]);
    expect(await works(changes.at(-1)?.accessToken ?? '')).toBe(401);
  });

  it('new tokens reach the connection store and its sessionStorage mirror', async () => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    const store = createConnectionStore();
    store.setRemember(true);
    store.set(connection);
    await tab(createGrantLocks(null), store.set);
    const stored = store.get();
    expect(stored?.refreshToken).not.toBe(connection.refreshToken);
    const mirrored = JSON.parse(sessionStorage.getItem(REMEMBER_KEY) ?? '{}') as {
      connection?: McpConnection;
    };
    expect(mirrored.connection?.refreshToken).toBe(stored?.refreshToken);
    expect(await works(stored?.accessToken ?? '')).toBe(200);
  });
});
