// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { McpScope } from '@contract/mcp';
import { callMcp, connect } from '../../../../server/mcp/oauth/testing/oauth-test-client';
import { createAuthServices, type AuthServices } from '@/lib/session/auth-services';
import { useSignOut } from '@/features/auth/use-sign-out';
import { renderWithApp } from '@/testing/render';
import { createTestApp, type TestApp } from '@/testing/reference-api';
import { createConsoleServices, type ConsoleServices, type OpenSession } from '../console-services';
import { createConnectionStore, REMEMBER_KEY } from '../oauth/connection-store';
import { PENDING_KEY } from '../oauth/pending-connect';
import { createGrantLocks } from '../session/grant-lock';
import { openMcpSession } from '../session/mcp-session';
import { McpHttpFailure, type McpConnection } from '../types';
import { McpConsole } from './mcp-console';
import { memorySource, openSessionOf } from '@/testing/mcp-console-fakes';

let t: TestApp;
let opened: { close(): Promise<void> }[];

beforeEach(async () => {
  t = await createTestApp();
  opened = [];
  // The origin status reads /health and /ready of the in-process origin.
  vi.stubGlobal('fetch', t.mcpFetch);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  for (const session of opened) await session.close();
});

async function connectionWith(scope: string): Promise<McpConnection> {
  const origin = t.mcpOrigins.acme;
  const { clientId, tokens } = await connect({ origin, fetch: t.mcpFetch }, { scope });
  return {
    origin,
    resource: `${origin}/mcp`,
    mode: 'oauth',
    scopes: scope.split(' ') as McpScope[],
    clientId,
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    expiresAt: Date.now() + tokens.expires_in * 1000,
  };
}

/** Sessions with the in-process origin (or `fetchFn` in front of it), each one remembered (and closed after the test). */
const openWith =
  (fetchFn?: typeof fetch): OpenSession =>
  async (connection, onConnectionChange) => {
    const fetch = fetchFn ?? t.mcpFetch;
    const session = await openMcpSession({ connection, fetch, onConnectionChange });
    opened.push(session);
    return session;
  };
const openOnOrigin = openWith();

async function renderConsole(
  connection: McpConnection | null,
  options: { open?: OpenSession; revoke?: (connection: McpConnection) => Promise<void> } = {},
) {
  const connections = memorySource(connection);
  let reportRefresh: (connection: McpConnection) => void = () => {};
  const queryClient = new QueryClient();
  const open = options.open ?? openOnOrigin;
  const services = createConsoleServices({
    connections,
    queryClient,
    open: (conn, onConnectionChange) => {
      reportRefresh = onConnectionChange;
      return open(conn, onConnectionChange);
    },
    revoke: options.revoke,
  });
  const result = await renderWithApp(<McpConsole services={services} />, {
    config: { mcpOrigin: t.mcpOrigins.acme },
    context: { queryClient },
  });
  return {
    ...result,
    services,
    connections,
    reportRefresh: (c: McpConnection) => reportRefresh(c),
  };
}

describe('McpConsole', () => {
  it('not connected: scopes with platform:read always on, the direct token explained, the origin status', async () => {
    await renderConsole(null);
    const read = screen.getByRole('checkbox', { name: 'platform:read' });
    expect(read).toBeChecked();
    expect(read).toBeDisabled();
    expect(read).toHaveAccessibleDescription(/Read your account, campaigns and settings/);
    expect(screen.getByRole('checkbox', { name: 'platform:write' })).not.toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'Keep the connection on this tab' }),
    ).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Connect' })).toBeInTheDocument();
    // No member token in this test's auth store: the direct option says why it is off.
    const direct = screen.getByRole('button', { name: 'Connect with my member token' });
    expect(direct).toBeDisabled();
    expect(direct).toHaveAccessibleDescription(/not signed in with a member access token/);
    const status = screen.getByRole('region', { name: 'Origin status' });
    await waitFor(() => expect(status).toHaveTextContent('ok (the server answers)'));
    expect(status).toHaveTextContent('Readyready');
  });

  it('connected with read: whoami summary, only the visible tools, tabs by arrow keys, lists in the history', async () => {
    const { user } = await renderConsole(await connectionWith('platform:read'));
    const account = await screen.findByRole('region', { name: 'Account' });
    await waitFor(() => expect(account).toHaveTextContent('Acme Ads (acme)'));
    expect(account).toHaveTextContent('Scopesplatform:read');
    expect(account).toHaveTextContent('3 of 5 tools');
    // Why the other two are hidden, and the way to them.
    expect(account).toHaveTextContent(
      /The others are hidden: they need the platform:write scope, which this connection was not granted/,
    );
    expect(
      within(account).getByRole('button', { name: 'Reconnect with platform:write' }),
    ).toBeEnabled();

    const tools = await screen.findByRole('list', { name: 'Tools' });
    const names = within(tools)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names.some((n) => n?.startsWith('platform_list_campaigns'))).toBe(true);
    expect(names.some((n) => n?.includes('prepare'))).toBe(false);

    const toolsTab = screen.getByRole('tab', { name: 'Tools' });
    expect(toolsTab).toHaveAttribute('aria-selected', 'true');
    await user.click(toolsTab);
    await user.keyboard('{ArrowRight}');
    const resourcesTab = screen.getByRole('tab', { name: 'Resources' });
    expect(resourcesTab).toHaveFocus();
    expect(resourcesTab).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Prompts' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(toolsTab).toHaveFocus();

    const history = screen.getByRole('region', { name: 'History' });
    expect(history).toHaveTextContent('tools/list');
    expect(history).toHaveTextContent('platform_whoami');
  });

  it('a write tool called with a read token: "This needs the platform:write scope" and a reconnect offer', async () => {
    const { services } = await renderConsole(await connectionWith('platform:read'));
    await screen.findByRole('list', { name: 'Tools' });
    const session = openSessionOf(services);
    if (!session) throw new Error('no session');
    await act(async () => {
      await services
        .record('tool', 'platform_prepare_campaign_status_change', {}, () =>
          session.callTool('platform_prepare_campaign_status_change', {
            cids: [1],
            status: 'paused',
          }),
        )
        .catch((error: unknown) => {
          expect(error).toBeInstanceOf(McpHttpFailure);
        });
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This needs the platform:write scope');
    expect(
      within(alert).getByRole('button', { name: 'Reconnect with platform:write' }),
    ).toBeVisible();
  });

  it('a refreshed token keeps the session; a new connection opens a new one and lists again', async () => {
    const read = await connectionWith('platform:read');
    const { services, connections, reportRefresh } = await renderConsole(read);
    await screen.findByRole('list', { name: 'Tools' });
    const first = openSessionOf(services);

    // What the session reports after a refresh: the same connection with new tokens.
    const refreshed = { ...read, expiresAt: Date.now() + 600_000 };
    act(() => reportRefresh(refreshed));
    expect(connections.get()).toBe(refreshed);
    expect(openSessionOf(services)).toBe(first);
    expect(opened).toHaveLength(1);

    // Reconnected with platform:write: a new session, and the write tools appear.
    const write = await connectionWith('platform:read platform:write');
    act(() => connections.set(write));
    const tools = await screen.findByRole('list', { name: 'Tools' });
    await waitFor(() => expect(tools).toHaveTextContent('platform_prepare_campaign_status_change'));
    expect(opened).toHaveLength(2);
    expect(openSessionOf(services)).not.toBe(first);
  });
});

describe('McpConsole when the token endpoint refuses the refresh', () => {
  it('a spent refresh token (invalid_grant): "no longer accepts this connection", and "Reconnect" keeps it until a new one is stored', async () => {
    const origin = t.mcpOrigins.acme;
    const spent: McpConnection = {
      ...(await connectionWith('platform:read')),
      refreshToken: 'spent-refresh-token',
      // Expired: the session's first request refreshes.
      expiresAt: 0,
      authorizationServer: { issuer: origin, tokenEndpoint: `${origin}/oauth/token` },
    };
    const presented: string[] = [];
    const revoked: McpConnection[] = [];
    const { user, connections } = await renderConsole(spent, {
      open: (conn, onConnectionChange) =>
        openMcpSession({
          connection: conn,
          fetch: t.mcpFetch,
          onConnectionChange,
          refresh: async (current, refreshToken) => {
            presented.push(refreshToken);
            const { refreshTokens } = await import('../oauth/oauth-client');
            return refreshTokens(current, refreshToken, t.mcpFetch);
          },
        }),
      revoke: async (conn) => void revoked.push(conn),
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The MCP origin no longer accepts this connection');
    // The token endpoint's own words.
    expect(alert).toHaveTextContent('The refresh token is not valid');
    expect(presented).toEqual(['spent-refresh-token']);

    const asked: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      asked.push(String(input));
      return new Promise<Response>(() => {});
    });
    await user.click(within(alert).getByRole('button', { name: 'Reconnect' }));
    await waitFor(() =>
      expect(asked).toEqual([`${origin}/.well-known/oauth-protected-resource/mcp`]),
    );
    // The refused connection stays until the new one is stored; nothing presented or revoked.
    expect(connections.get()).toBe(spent);
    expect(presented).toEqual(['spent-refresh-token']);
    expect(revoked).toEqual([]);
  });
});

describe('McpConsole in a tab copied with its connection', () => {
  it('says the connection is in use in another tab; "Connect in this tab" starts a Connect of its own and revokes nothing', async () => {
    const connection = await connectionWith('platform:read');
    // Another tab of this browser holds the grant's Web Lock.
    const heldElsewhere = createGrantLocks({
      request: async (_name, _options, held) => held(null),
    });
    const revoked: McpConnection[] = [];
    const { user, connections } = await renderConsole(connection, {
      open: (conn, onConnectionChange) =>
        openMcpSession({
          connection: conn,
          fetch: t.mcpFetch,
          onConnectionChange,
          locks: heldElsewhere,
        }),
      revoke: async (conn) => void revoked.push(conn),
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This connection is in use in another tab');
    expect(screen.queryByRole('list', { name: 'Tools' })).toBeNull();

    // What the new Connect asks, held there (oauth4webapi's PKCE needs node's realm, not jsdom's).
    const asked: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      asked.push(String(input));
      return new Promise<Response>(() => {});
    });
    await user.click(within(alert).getByRole('button', { name: 'Connect in this tab' }));

    // Forgotten here, and a Connect of this tab's own under way.
    expect(await screen.findByRole('button', { name: 'Connecting…' })).toBeInTheDocument();
    expect(connections.get()).toBeNull();
    await waitFor(() =>
      expect(asked).toEqual([`${t.mcpOrigins.acme}/.well-known/oauth-protected-resource/mcp`]),
    );
    // The other tab's grant is neither revoked nor spent: its token still works.
    expect(revoked).toEqual([]);
    const other = await callMcp(
      { origin: t.mcpOrigins.acme, fetch: t.mcpFetch },
      connection.accessToken ?? '',
    );
    expect(other.status).toBe(200);
  });
});

function SignOutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={() => void signOut()}>
      Sign out
    </button>
  );
}

/**
 * The console's services as the app builds them: the real connection store (with a
 * connection kept on this tab, if given) and services bound to the dashboard's credentials.
 */
function signedInServices({ persist, kept }: { persist: boolean; kept?: McpConnection }) {
  const auth: AuthServices = createAuthServices({ storage: null });
  auth.credentials.signIn({ memberToken: t.tokens.demo, persist });
  const connections = createConnectionStore();
  if (kept) {
    connections.setRemember(true);
    connections.set(kept);
  }
  const revoked: McpConnection[] = [];
  const queryClient = new QueryClient();
  const services = createConsoleServices({
    connections,
    queryClient,
    credentials: auth.credentials,
    open: openOnOrigin,
    revoke: async (conn) => {
      revoked.push(conn);
    },
  });
  return { auth, connections, revoked, queryClient, services };
}

/** The console as the app builds it, a connection kept on this tab, and the dashboard's own Sign out. */
async function renderSignedIn(connection: McpConnection) {
  const { auth, connections, revoked, queryClient, services } = signedInServices({
    persist: false,
    kept: connection,
  });
  const result = await renderWithApp(
    <>
      <SignOutButton />
      <McpConsole services={services} />
    </>,
    { config: { mcpOrigin: t.mcpOrigins.acme }, context: { auth, queryClient } },
  );
  const account = await screen.findByRole('region', { name: 'Account' });
  await waitFor(() => expect(account).toHaveTextContent('Acme Ads (acme)'));
  const history = screen.getByRole('region', { name: 'History' });
  expect(history).toHaveTextContent('platform_whoami');
  return { ...result, auth, connections, services, revoked, history };
}

describe('McpConsole belongs to the member signed in to the dashboard', () => {
  it('signing out forgets the connection (revoked), the history and the kept copy in sessionStorage', async () => {
    const connection = await connectionWith('platform:read');
    const { user, connections, services, revoked } = await renderSignedIn(connection);
    expect(sessionStorage.getItem(REMEMBER_KEY)).toContain(connection.refreshToken);
    sessionStorage.setItem(PENDING_KEY, '{"state":"x"}');

    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('button', { name: 'Connect' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Account' })).toBeNull();
    expect(screen.getByRole('region', { name: 'History' })).toHaveTextContent(
      'No calls yet in this session.',
    );
    expect(connections.get()).toBeNull();
    expect(connections.isRemembering()).toBe(false);
    expect(sessionStorage.getItem(REMEMBER_KEY)).toBeNull();
    expect(sessionStorage.getItem(PENDING_KEY)).toBeNull();
    expect(revoked).toEqual([connection]);
    expect(openSessionOf(services)).toBeUndefined();
  });

  it('another member signing in on the same tab finds neither the connection nor the history', async () => {
    const connection = await connectionWith('platform:read');
    const { auth, connections, revoked } = await renderSignedIn(connection);

    // The same member again (a fresh token after a 401): nothing is forgotten.
    act(() => auth.credentials.replace('member', t.tokens.demo));
    expect(connections.get()).toBe(connection);

    act(() => auth.credentials.signIn({ memberToken: t.tokens.lowBalance, persist: false }));
    expect(await screen.findByRole('button', { name: 'Connect' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'History' })).toHaveTextContent(
      'No calls yet in this session.',
    );
    expect(connections.get()).toBeNull();
    expect(sessionStorage.getItem(REMEMBER_KEY)).toBeNull();
    expect(revoked).toEqual([connection]);
  });

  it("a direct connection kept on this tab stores no token: the member token stays the sign-in's alone", async () => {
    const { auth, connections, queryClient, services } = signedInServices({ persist: false });
    const { user } = await renderWithApp(<McpConsole services={services} />, {
      config: { mcpOrigin: t.mcpOrigins.acme },
      context: { auth, queryClient },
    });
    await user.click(screen.getByRole('checkbox', { name: 'Keep the connection on this tab' }));
    await user.click(screen.getByText('Direct token (not recommended)'));
    await user.click(screen.getByRole('button', { name: 'Connect with my member token' }));
    await waitFor(() => expect(connections.get()?.mode).toBe('direct'));
    expect(connections.get()?.accessToken).toBe(t.tokens.demo);
    expect(sessionStorage.getItem(REMEMBER_KEY)).toContain('"mode":"direct"');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain(t.tokens.demo);
  });

  it('after Disconnect, focus moves to "Connect"', async () => {
    const connection = await connectionWith('platform:read');
    const { user, connections } = await renderSignedIn(connection);
    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    const connect = await screen.findByRole('button', { name: 'Connect' });
    await waitFor(() => expect(connect).toHaveFocus());
    expect(connections.get()).toBeNull();
  });
});

const pathOf = (input: RequestInfo | URL) =>
  new URL(input instanceof Request ? input.url : String(input)).pathname;
const isMcpPost = (input: RequestInfo | URL, init?: RequestInit) =>
  (init?.method ?? (input instanceof Request ? input.method : 'GET')) === 'POST' &&
  pathOf(input) === '/mcp';

describe('McpConsole when the origin refuses a call at the HTTP level', () => {
  /**
   * The in-process origin, with a switch that makes it answer as an origin whose
   * storage is not ready: 503 on POST /mcp and on /ready (health still answers).
   */
  function originWithSwitch() {
    const state = { notReady: false, posts: 0 };
    const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const post = isMcpPost(input, init);
      if (post) state.posts += 1;
      if (state.notReady && (post || pathOf(input) === '/ready'))
        return Response.json(
          { error: 'temporarily_unavailable', error_description: 'storage is not ready' },
          { status: 503 },
        );
      return t.mcpFetch(input, init);
    }) as typeof fetch;
    vi.stubGlobal('fetch', fetchFn);
    return { state, fetchFn };
  }

  async function callWhoami(services: ConsoleServices) {
    const session = openSessionOf(services);
    if (!session) throw new Error('no session');
    await act(async () => {
      await services
        .record('tool', 'platform_whoami', {}, () => session.callTool('platform_whoami', {}))
        .catch(() => {});
    });
  }

  it('503: says the origin is not ready, "Check readiness" reads readiness again, "Try again" lists again and the alert goes', async () => {
    const { state, fetchFn } = originWithSwitch();
    const { user, services } = await renderConsole(await connectionWith('platform:read'), {
      open: openWith(fetchFn),
    });
    await screen.findByRole('list', { name: 'Tools' });
    const status = screen.getByRole('region', { name: 'Origin status' });
    await waitFor(() => expect(status).toHaveTextContent('Readyready'));

    state.notReady = true;
    await callWhoami(services);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The MCP origin is not ready (503)');
    expect(alert).toHaveTextContent('storage is not ready');
    // The alert reads readiness again by itself: the status panel says why.
    await waitFor(() =>
      expect(status).toHaveTextContent('unavailable (503): the endpoint’s storage is not ready'),
    );

    // Ready again: "Check readiness" says so, and the alert stays until a call works.
    state.notReady = false;
    await user.click(within(alert).getByRole('button', { name: 'Check readiness' }));
    await waitFor(() => expect(status).toHaveTextContent('Readyready'));
    expect(screen.getByRole('alert')).toBe(alert);

    // "Try again" reads the session's lists again (the same session), and the alert goes.
    const postsBefore = state.posts;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(state.posts).toBeGreaterThan(postsBefore);
    expect(opened).toHaveLength(1);
    expect(screen.getByRole('list', { name: 'Tools' })).toHaveTextContent('platform_whoami');
  });

  it('421: "Wrong MCP host" names the origin and config.json, and offers nothing that cannot work', async () => {
    const calls = { misdirect: false };
    const misdirected = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (calls.misdirect && isMcpPost(input, init))
        return Response.json({ error: 'misdirected_request' }, { status: 421 });
      return t.mcpFetch(input, init);
    }) as typeof fetch;
    const { services } = await renderConsole(await connectionWith('platform:read'), {
      open: openWith(misdirected),
    });
    await screen.findByRole('list', { name: 'Tools' });
    calls.misdirect = true;
    await callWhoami(services);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Wrong MCP host');
    expect(alert).toHaveTextContent(
      `${t.mcpOrigins.acme}: this is not a valid MCP host for your account (HTTP 421). Check mcpOrigin in config.json.`,
    );
    // Reconnecting or retrying the same host cannot help: no button to do so.
    expect(within(alert).queryAllByRole('button')).toEqual([]);
  });
});
