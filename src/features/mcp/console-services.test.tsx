// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { createCredentialsStore } from '@/lib/session/credentials-store';
import {
  idleSession,
  memorySource,
  oauthTestConnection,
  testConsoleServices,
} from '@/testing/mcp-console-fakes';
import { useConsoleSession } from './api/use-console-session';
import { ConsoleContext } from './console-context';
import type { ConsoleServices, OpenSession } from './console-services';
import { PENDING_KEY, peekPendingConnect, revocable } from './oauth/pending-connect';
import type { McpSession } from './session/mcp-session';
import { McpHttpFailure, type McpConnection } from './types';

afterEach(() => sessionStorage.clear());

const connection: McpConnection = {
  origin: 'http://mcp.test',
  resource: 'http://mcp.test/mcp',
  mode: 'none',
  scopes: [],
};
const tool: Tool = { name: 'echo', inputSchema: { type: 'object' } };

const unavailable = () =>
  new McpHttpFailure(503, 'unavailable', 'The MCP endpoint is not ready', {
    description: 'storage not ready',
  });
const rateLimited = () =>
  new McpHttpFailure(429, 'rate', 'Too many requests', { retryAfterSeconds: 2 });

/** A session whose lists answer what `lists.next` says (a 503, say), else [tool]. */
function fakeSession(lists: { next?: () => Promise<never> } = {}) {
  const handlers: (() => void)[] = [];
  const session = {
    ...idleSession,
    client: {
      setNotificationHandler: (_schema: unknown, handler: () => void) => handlers.push(handler),
    } as unknown as Client,
    listTools: vi.fn(() => (lists.next ? lists.next() : Promise.resolve([tool]))),
    listResources: () => (lists.next ? lists.next() : Promise.resolve([])),
    listPrompts: () => (lists.next ? lists.next() : Promise.resolve([])),
    close: vi.fn(async () => {}),
  } satisfies McpSession;
  return { session, handlers };
}

/** The console's session hook over these services, as the page mounts it. */
function mount(services: ConsoleServices) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={services.queryClient}>
      <ConsoleContext value={services}>{children}</ConsoleContext>
    </QueryClientProvider>
  );
  return renderHook(() => useConsoleSession(services.connections.get()), { wrapper });
}

function setup(open: OpenSession) {
  const openSpy = vi.fn(open);
  const services = testConsoleServices({ connections: memorySource(connection), open: openSpy });
  return { services, open: openSpy, hook: mount(services) };
}

describe('the session of a connection, on TanStack Query', () => {
  it('"Try again" after a 503 with the session open reads the lists again in the same session (nothing leaks, nothing is reopened)', async () => {
    const lists: { next?: () => Promise<never> } = {};
    const { session } = fakeSession(lists);
    const { services, open, hook } = setup(async () => session);
    await waitFor(() => expect(hook.result.current.tools).toEqual([tool]));

    lists.next = () => Promise.reject(unavailable());
    await act(() => services.queryClient.invalidateQueries({ queryKey: ['mcp', 'lists'] }));
    await waitFor(() => expect(services.problems.get().problem?.kind).toBe('unavailable'));

    lists.next = undefined;
    act(() => services.retry());
    expect(services.problems.get().problem).toBeUndefined();
    await waitFor(() => expect(session.listTools).toHaveBeenCalledTimes(3));
    expect(open).toHaveBeenCalledTimes(1);
    expect(session.close).not.toHaveBeenCalled();
    expect(hook.result.current.session).toBe(session);
    expect(hook.result.current.phase).toBe('open');
  });

  it('after a failed open, "Try again" opens a new session for the same connection', async () => {
    const { session } = fakeSession();
    let fail = true;
    const { services, open, hook } = setup(async () => {
      if (fail) throw unavailable();
      return session;
    });
    await waitFor(() => expect(hook.result.current.phase).toBe('failed'));
    expect(services.problems.get().problem?.kind).toBe('unavailable');
    fail = false;
    act(() => services.retry());
    await waitFor(() => expect(hook.result.current.phase).toBe('open'));
    expect(open).toHaveBeenCalledTimes(2);
    expect(hook.result.current.session).toBe(session);
  });

  it('a list_changed notification reads the lists again', async () => {
    const { session, handlers } = fakeSession();
    const { hook } = setup(async () => session);
    await waitFor(() => expect(hook.result.current.tools).toEqual([tool]));
    expect(handlers).toHaveLength(3);
    act(() => handlers[0]?.());
    await waitFor(() => expect(session.listTools).toHaveBeenCalledTimes(2));
  });

  it('another connection closes the session and forgets what it listed', async () => {
    const { session } = fakeSession();
    const { services, hook } = setup(async () => session);
    await waitFor(() => expect(hook.result.current.tools).toEqual([tool]));
    act(() => services.connections.set(null));
    expect(session.close).toHaveBeenCalledTimes(1);
    expect(services.queryClient.getQueryCache().findAll({ queryKey: ['mcp', 'lists'] })).toEqual(
      [],
    );
  });
});

describe('refusals', () => {
  it('each refusal is a new problem, so a second 429 starts a fresh wait', async () => {
    const services = testConsoleServices();
    const call = () => services.record('tool', 'echo', {}, () => Promise.reject(rateLimited()));
    await call().catch(() => {});
    const first = services.problems.get();
    expect(first.problem?.kind).toBe('rate');
    await call().catch(() => {});
    const second = services.problems.get();
    expect(second.problem).not.toBe(first.problem);
    expect(second.count).toBe(first.count + 1);
    expect(services.history.getSnapshot()).toHaveLength(2);
  });

  it('a refusal the caller shows itself does not reach the page', async () => {
    const services = testConsoleServices();
    await services
      .record('tool', 'echo', {}, () => Promise.reject(unavailable()), { handled: () => true })
      .catch(() => {});
    expect(services.problems.get().problem).toBeUndefined();
  });
});

describe('a Reconnect whose old grant waits across the consent page', () => {
  const old = oauthTestConnection('client-old', 'refresh-old');
  const waiting = (replaces = revocable(old)) =>
    sessionStorage.setItem(
      PENDING_KEY,
      JSON.stringify({
        origin: old.origin,
        resource: old.resource,
        state: 's',
        verifier: 'v',
        clientId: 'client-new',
        redirectUri: 'http://localhost/mcp/callback',
        scopes: ['platform:read'],
        authorizationServer: {
          ...old.authorizationServer,
          authorizationEndpoint: 'x',
          issParameterSupported: true,
        },
        log: [],
        createdAt: Date.now(),
        replaces,
      }),
    );

  it('back on /mcp meanwhile: nothing is revoked, and the record follows the old grant’s newest refresh token', () => {
    waiting();
    const revoke = vi.fn(async () => {});
    const services = testConsoleServices({ connections: memorySource(old), revoke });
    services.connections.set({ ...old, refreshToken: 'refresh-old-2' });
    expect(revoke).not.toHaveBeenCalled();
    expect(peekPendingConnect()?.replaces?.refreshToken).toBe('refresh-old-2');
  });

  it('the member signs out meanwhile: the waiting grant is revoked too, and the record is gone', () => {
    waiting();
    const credentials = createCredentialsStore({ storage: null });
    credentials.signIn({ memberToken: 'member-token', persist: false });
    const revoked: McpConnection[] = [];
    // Back on /mcp, connected some other way meanwhile (with the member token).
    const direct: McpConnection = { ...connection, mode: 'direct', accessToken: 'member-token' };
    testConsoleServices({
      connections: memorySource(direct),
      credentials,
      revoke: async (grant) => void revoked.push(grant),
    });
    credentials.signOut();
    expect(revoked).toEqual([revocable(old), direct]);
    expect(sessionStorage.getItem(PENDING_KEY)).toBeNull();
  });
});
