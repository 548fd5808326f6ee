// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createReplacedGrants } from './console-grants';
import { createConsoleServices } from './console-services';
import { createConnectionStore } from './oauth/connection-store';
import type { startConnect } from './oauth/connect-flow';
import { createStepLogStore } from './step-log-store';
import { McpFlowError, type McpConnection } from './types';
import { useConnectActions, type ConnectDependencies } from './use-connect-actions';
import { idleSession } from '../../testing/mcp-console-fakes';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const old: McpConnection = {
  origin: 'http://mcp.test',
  resource: 'http://mcp.test/mcp',
  mode: 'oauth',
  scopes: ['platform:read'],
  clientId: 'client-old',
  accessToken: 'access-old',
  refreshToken: 'refresh-old',
  expiresAt: Date.now() + 600_000,
  authorizationServer: {
    issuer: 'http://mcp.test',
    tokenEndpoint: 'http://mcp.test/oauth/token',
    revocationEndpoint: 'http://mcp.test/oauth/revoke',
  },
};

const session = idleSession;

/** The console's services over a real connection store, and the actions over the same. */
function setup(start: typeof startConnect) {
  const events: string[] = [];
  const connections = createConnectionStore();
  const revoke = vi.fn(async (connection: McpConnection) => {
    // What is in the store when the revocation goes out.
    const stored = connections.get();
    events.push(`revoke ${connection.clientId ?? ''} (${stored ? stored.mode : 'nothing'} stored)`);
  });
  connections.set(old);
  const grants = createReplacedGrants({ revoke });
  createConsoleServices({ connections, open: async () => session, grants, revoke });
  connections.subscribe(() => events.push(`stored ${connections.get()?.mode ?? 'nothing'}`));
  const leave = vi.fn((url: string) => {
    events.push(`leave ${url}`);
  });
  const deps: ConnectDependencies = {
    connections,
    stepLog: createStepLogStore(),
    grants,
    startConnect: vi.fn(start),
    revoke,
    leave,
  };
  const hook = renderHook(() => useConnectActions('http://mcp.test', deps));
  return { hook, connections, grants, events, revoke, leave };
}

describe('useConnectActions: Reconnect keeps the working grant until the new one is stored', () => {
  it('leaves for the consent page without revoking anything; the old connection stays in use', async () => {
    const { hook, connections, grants, events, revoke, leave } = setup(async () => ({
      kind: 'redirect',
      url: 'http://mcp.test/oauth/authorize?x',
    }));
    act(() => hook.result.current.reconnect(old, ['platform:read', 'platform:write'], false));
    await waitFor(() => expect(leave).toHaveBeenCalled());
    expect(revoke).not.toHaveBeenCalled();
    expect(events).toEqual(['leave http://mcp.test/oauth/authorize?x']);
    expect(connections.get()).toBe(old);
    expect(grants.pending()).toBe(true);
  });

  it('a failed attempt leaves the old connection usable and revokes nothing', async () => {
    const { hook, connections, grants, revoke } = setup(async () => {
      throw new McpFlowError('registration', 'registration refused');
    });
    act(() => hook.result.current.reconnect(old, ['platform:read'], false));
    await waitFor(() => expect(hook.result.current.error).toBeInstanceOf(McpFlowError));
    expect(connections.get()).toBe(old);
    expect(grants.pending()).toBe(false);
    expect(revoke).not.toHaveBeenCalled();
  });

  it('a connection made without leaving the page: stored first, then the replaced grant is revoked', async () => {
    const none: McpConnection = { ...old, mode: 'none', clientId: undefined, scopes: [] };
    const { hook, connections, events } = setup(async () => ({
      kind: 'connected',
      connection: none,
    }));
    act(() => hook.result.current.reconnect(old, ['platform:read'], false));
    await waitFor(() => expect(connections.get()).toBe(none));
    expect(events).toEqual(['revoke client-old (none stored)', 'stored none']);
  });

  it('Disconnect forgets the connection before revoking it', () => {
    const { hook, connections, events } = setup(async () => {
      throw new Error('not used');
    });
    act(() => hook.result.current.disconnect(old));
    expect(connections.get()).toBeNull();
    expect(events).toEqual(['stored nothing', 'revoke client-old (nothing stored)']);
  });
});
