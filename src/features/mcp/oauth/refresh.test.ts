// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseScopes } from '../../../../contract/mcp';
import { callMcp, connect } from '../../../../server/mcp/oauth/testing/oauth-test-client';
import { createTestApp, type TestApp } from '../../../testing/reference-api';
import { McpHttpFailure, type McpConnection } from '../types';
import { createTokenKeeper } from '../session/token-keeper';
import { createConnectionStore, REMEMBER_KEY } from './connection-store';
import { createRefresher, type ChannelLike, type LockManagerLike, type Refresher } from './refresh';
import { refreshGrantFor } from './refresh-grant';
import type { McpTokens } from './tokens';

/** navigator.locks in miniature: one holder per name, waiters in order, ifAvailable. */
function fakeLocks(): LockManagerLike {
  const busy = new Map<string, number>();
  const tails = new Map<string, Promise<void>>();
  return {
    async request(name, options, callback) {
      if (options.ifAvailable && (busy.get(name) ?? 0) > 0) return callback(null);
      busy.set(name, (busy.get(name) ?? 0) + 1);
      const before = tails.get(name) ?? Promise.resolve();
      let release = () => {};
      tails.set(
        name,
        before.then(() => new Promise<void>((resolve) => (release = resolve))),
      );
      await before;
      try {
        return await callback({ name });
      } finally {
        busy.set(name, (busy.get(name) ?? 1) - 1);
        release();
      }
    },
  };
}

/** BroadcastChannel in miniature: delivers to the other members only, a little later. */
function fakeChannels(delayMs: number) {
  const members = new Set<{ deliver: (data: unknown) => void }>();
  return (): ChannelLike => {
    const listeners: ((event: { data: unknown }) => void)[] = [];
    const member = { deliver: (data: unknown) => listeners.forEach((l) => l({ data })) };
    members.add(member);
    return {
      postMessage(message) {
        for (const other of members)
          if (other !== member) setTimeout(() => other.deliver(structuredClone(message)), delayMs);
      },
      addEventListener: (_type, listener) => void listeners.push(listener),
      close: () => void members.delete(member),
    };
  };
}

const tokens = (n: number): McpTokens => ({ accessToken: `a${n}`, refreshToken: `r${n}` });

describe('single flight in one tab', () => {
  it('shares one refresh among concurrent callers', async () => {
    const refresh = vi.fn(async () => tokens(1));
    const refresher = createRefresher({ refresh, lockName: 'test', locks: null, channel: null });
    const all = await Promise.all(Array.from({ length: 5 }, () => refresher.refreshOnce('r0')));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(new Set(all.map((t) => t.accessToken))).toEqual(new Set(['a1']));
    // A late caller with the same old token adopts the result instead of presenting it again.
    await expect(refresher.refreshOnce('r0')).resolves.toEqual(tokens(1));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('never retries a refresh the server refused (invalid_grant), but may retry a 503', async () => {
    const refused = new McpHttpFailure(400, 'reconnect', 'refused', { error: 'invalid_grant' });
    const refresh = vi.fn(async () => {
      throw refused;
    });
    const refresher = createRefresher({ refresh, lockName: 'test', locks: null, channel: null });
    await expect(refresher.refreshOnce('r0')).rejects.toBe(refused);
    await expect(refresher.refreshOnce('r0')).rejects.toBe(refused);
    expect(refresh).toHaveBeenCalledTimes(1);

    const unavailable = vi
      .fn<(token: string) => Promise<McpTokens>>()
      .mockRejectedValueOnce(new McpHttpFailure(503, 'unavailable', 'later'))
      .mockResolvedValueOnce(tokens(2));
    const again = createRefresher({
      refresh: unavailable,
      lockName: 't',
      locks: null,
      channel: null,
    });
    await expect(again.refreshOnce('r0')).rejects.toBeInstanceOf(McpHttpFailure);
    await expect(again.refreshOnce('r0')).resolves.toEqual(tokens(2));
  });

  it('refreshes again when the server did not rotate the refresh token (it is still valid)', async () => {
    const refresh = vi
      .fn<(token: string) => Promise<McpTokens>>()
      .mockResolvedValueOnce({ accessToken: 'a1' })
      .mockResolvedValueOnce({ accessToken: 'a2' });
    const refresher = createRefresher({ refresh, lockName: 'test', locks: null, channel: null });
    await expect(refresher.refreshOnce('r0')).resolves.toEqual({ accessToken: 'a1' });
    // Not an old access token handed out again: r0 was not spent, so it is presented again.
    await expect(refresher.refreshOnce('r0')).resolves.toEqual({ accessToken: 'a2' });
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});

describe('two tabs holding the same refresh token (reference MCP origin)', () => {
  let t: TestApp;
  let tokenRequests: string[];
  let connection: McpConnection;
  const refreshers: Refresher[] = [];

  beforeEach(async () => {
    t = await createTestApp();
    tokenRequests = [];
    const target = { origin: t.mcpOrigins.acme, fetch: t.mcpFetch };
    const connected = await connect(target);
    const origin = t.mcpOrigins.acme;
    connection = {
      origin,
      resource: `${origin}/mcp`,
      mode: 'oauth',
      scopes: parseScopes(connected.tokens.scope).scopes,
      clientId: connected.clientId,
      accessToken: connected.tokens.access_token,
      refreshToken: connected.tokens.refresh_token,
      authorizationServer: { issuer: origin, tokenEndpoint: `${origin}/oauth/token` },
    };
  });
  afterEach(() => {
    for (const refresher of refreshers.splice(0)) refresher.close();
    t.db.close();
  });

  /**
   * A tab: its own refresher over the real token endpoint, counting what it
   * presents. By default it obtained the token itself in this page life;
   * `restored` is a tab that read it from sessionStorage (reload, duplicate).
   */
  function tab(
    locks: LockManagerLike,
    channel: ChannelLike | null,
    opts: { restored?: boolean; graceMs?: number } = {},
  ): Refresher {
    const countingFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      tokenRequests.push(new URLSearchParams(String(init?.body)).get('refresh_token') ?? '');
      return t.mcpFetch(input, init);
    }) as typeof fetch;
    const refresher = createRefresher({
      refresh: refreshGrantFor(connection, countingFetch),
      locks,
      channel,
      lockName: 'adpanel.mcp.refresh test',
      obtainedHere: new Set(opts.restored ? [] : [connection.refreshToken ?? '']),
      graceMs: opts.graceMs,
    });
    refreshers.push(refresher);
    return refresher;
  }

  const works = async (accessToken: string) =>
    (await callMcp({ origin: t.mcpOrigins.acme, fetch: t.mcpFetch }, accessToken)).status;

  it('at the same moment: the tab that waited adopts the tokens and presents nothing', async () => {
    const locks = fakeLocks();
    // The announcement arrives after the lock is handed over, as it may between tabs.
    const channel = fakeChannels(20);
    const [first, second] = [tab(locks, channel()), tab(locks, channel())];
    const old = connection.refreshToken ?? '';
    const [a, b] = await Promise.all([first.refreshOnce(old), second.refreshOnce(old)]);
    expect(tokenRequests).toEqual([old]);
    expect(b).toEqual(a);
    expect(await works(a.accessToken)).toBe(200);
  });

  it('just after, before the announcement arrived: the lock is still held, so it waits and adopts', async () => {
    const locks = fakeLocks();
    const channel = fakeChannels(20);
    const [first, second] = [tab(locks, channel()), tab(locks, channel())];
    const old = connection.refreshToken ?? '';
    const a = await first.refreshOnce(old);
    expect(await second.refreshOnce(old)).toEqual(a);
    expect(tokenRequests).toEqual([old]);
    expect(await works(a.accessToken)).toBe(200);
  });

  it('later: a tab that heard the announcement adopts without asking the server', async () => {
    const locks = fakeLocks();
    const channel = fakeChannels(0);
    const [first, second] = [tab(locks, channel()), tab(locks, channel())];
    const old = connection.refreshToken ?? '';
    const a = await first.refreshOnce(old);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await second.refreshOnce(old)).toEqual(a);
    expect(tokenRequests).toEqual([old]);
    expect(await works(a.accessToken)).toBe(200);
  });

  it('a tab that holds the rotated token adopts the announced tokens at once, into its connection store and its sessionStorage mirror', async () => {
    sessionStorage.clear();
    const locks = fakeLocks();
    const channel = fakeChannels(0);
    const first = tab(locks, channel());
    // Tab B: restored from sessionStorage, with "keep the connection on this tab" on.
    const store = createConnectionStore();
    store.setRemember(true);
    store.set(connection);
    const keeper = createTokenKeeper({
      connection,
      refresher: tab(locks, channel(), { restored: true }),
      onConnectionChange: store.set,
    });
    const old = connection.refreshToken ?? '';
    const a = await first.refreshOnce(old);
    await vi.waitFor(() => expect(store.get()?.refreshToken).toBe(a.refreshToken));
    expect(store.get()?.accessToken).toBe(a.accessToken);
    expect(keeper.current().refreshToken).toBe(a.refreshToken);
    const mirrored = JSON.parse(sessionStorage.getItem(REMEMBER_KEY) ?? '{}') as {
      connection?: McpConnection;
    };
    expect(mirrored.connection?.refreshToken).toBe(a.refreshToken);
    expect(await keeper.bearer()).toBe(a.accessToken);
    expect(tokenRequests).toEqual([old]);
    keeper.stop();
    sessionStorage.clear();
  });

  it('a reload: the tab restored with a token another tab already rotated asks the others and never presents it', async () => {
    const locks = fakeLocks();
    const channel = fakeChannels(5);
    const first = tab(locks, channel());
    const old = connection.refreshToken ?? '';
    const a = await first.refreshOnce(old);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Tab B comes back from a reload after the announcement: it never heard it.
    const restored = tab(locks, channel(), { restored: true });
    expect(await restored.refreshOnce(old)).toEqual(a);
    expect(tokenRequests).toEqual([old]);
    expect(await works(a.accessToken)).toBe(200);
  });

  it('a reload after two rotations: the answer is the newest tokens, not a spent successor', async () => {
    const locks = fakeLocks();
    const channel = fakeChannels(0);
    const first = tab(locks, channel());
    const old = connection.refreshToken ?? '';
    const once = await first.refreshOnce(old);
    const twice = await first.refreshOnce(once.refreshToken ?? '');
    const restored = tab(locks, channel(), { restored: true });
    expect(await restored.refreshOnce(old)).toEqual(twice);
    expect(tokenRequests).toEqual([old, once.refreshToken]);
    expect(await works(twice.accessToken)).toBe(200);
  });

  it('a reload with nobody to answer: after the grace period the restored tab refreshes itself', async () => {
    const locks = fakeLocks();
    const channel = fakeChannels(0);
    const restored = tab(locks, channel(), { restored: true, graceMs: 20 });
    const old = connection.refreshToken ?? '';
    const b = await restored.refreshOnce(old);
    expect(tokenRequests).toEqual([old]);
    expect(await works(b.accessToken)).toBe(200);
  });

  it('a token this tab obtained itself is refreshed without asking the other tabs first', async () => {
    const posted: unknown[] = [];
    const make = fakeChannels(0);
    const listening = make();
    listening.addEventListener('message', (event) => posted.push(event.data));
    const own = tab(fakeLocks(), make(), { graceMs: 60_000 });
    const old = connection.refreshToken ?? '';
    await own.refreshOnce(old);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(posted).toEqual([expect.objectContaining({ type: 'adpanel.mcp.rotated' })]);
    listening.close();
  });

  it('why it matters: without the announcement the second tab presents the used token and the grant is revoked', async () => {
    const locks = fakeLocks();
    const [first, second] = [tab(locks, null), tab(locks, null)];
    const old = connection.refreshToken ?? '';
    const a = await first.refreshOnce(old);
    const failure = await second.refreshOnce(old).catch((err: unknown) => err);
    expect(failure).toMatchObject({ kind: 'reconnect', details: { error: 'invalid_grant' } });
    expect(tokenRequests).toEqual([old, old]);
    expect(await works(a.accessToken)).toBe(401);
  });
});
