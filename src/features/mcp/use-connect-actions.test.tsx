// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { oauthTestConnection } from '@/testing/mcp-console-fakes';
import { createConnectionStore } from './oauth/connection-store';
import type { startConnect } from './oauth/connect-flow';
import { createStepLogStore } from './step-log-store';
import { McpFlowError, type McpConnection } from './types';
import { useConnectActions, type ConnectDependencies } from './use-connect-actions';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const old = oauthTestConnection('client-old', 'refresh-old');

/** The actions over a real connection store holding `old`, recording what happens in order. */
function setup(start: typeof startConnect) {
  const events: string[] = [];
  const connections = createConnectionStore();
  connections.set(old);
  connections.subscribe(() => events.push(`stored ${connections.get()?.mode ?? 'nothing'}`));
  const revoke = vi.fn(async (connection: McpConnection) => {
    // What is in the store when the revocation goes out.
    const stored = connections.get();
    events.push(
      `revoke ${connection.clientId ?? ''} ${connection.refreshToken ?? ''} (${stored ? stored.mode : 'nothing'} stored)`,
    );
  });
  const leave = vi.fn((url: string) => void events.push(`leave ${url}`));
  const deps: ConnectDependencies = {
    connections,
    stepLog: createStepLogStore(),
    startConnect: vi.fn(start),
    revoke,
    leave,
  };
  const hook = renderHook(() => useConnectActions('http://mcp.test', deps));
  return { hook, connections, events, revoke, leave, start: deps.startConnect };
}

const redirect = async () => ({
  kind: 'redirect' as const,
  url: 'http://mcp.test/oauth/authorize?x',
});

describe('useConnectActions: Reconnect keeps the working grant until the new one is stored', () => {
  it('leaves for the consent page without revoking anything; the old connection stays in use', async () => {
    const { hook, connections, events, revoke, leave, start } = setup(redirect);
    act(() => hook.result.current.reconnect(old, ['platform:read', 'platform:write'], false));
    await waitFor(() => expect(leave).toHaveBeenCalled());
    expect(revoke).not.toHaveBeenCalled();
    expect(events).toEqual(['leave http://mcp.test/oauth/authorize?x']);
    expect(connections.get()).toBe(old);
    // "Keep" is off: nothing of the old grant crosses the consent page (it expires on the server).
    expect(vi.mocked(start).mock.calls[0]?.[0].replaces).toBeUndefined();
  });

  it('with "Keep the connection on this tab" on, what revokes the old grant crosses the consent page', async () => {
    const { hook, leave, start } = setup(redirect);
    act(() => hook.result.current.reconnect(old, ['platform:read'], true));
    await waitFor(() => expect(leave).toHaveBeenCalled());
    expect(vi.mocked(start).mock.calls[0]?.[0].replaces).toEqual({
      origin: old.origin,
      resource: old.resource,
      mode: 'oauth',
      scopes: old.scopes,
      clientId: 'client-old',
      refreshToken: 'refresh-old',
      authorizationServer: old.authorizationServer,
    });
  });

  it('a connection without a revocable grant (no refresh token) sends nothing across the consent page', async () => {
    const { hook, leave, start } = setup(redirect);
    act(() =>
      hook.result.current.reconnect({ ...old, refreshToken: undefined }, ['platform:read'], true),
    );
    await waitFor(() => expect(leave).toHaveBeenCalled());
    expect(vi.mocked(start).mock.calls[0]?.[0].replaces).toBeUndefined();
  });

  it('a failed attempt leaves the old connection usable and revokes nothing', async () => {
    const { hook, connections, revoke } = setup(async () => {
      throw new McpFlowError('registration', 'registration refused');
    });
    act(() => hook.result.current.reconnect(old, ['platform:read'], false));
    await waitFor(() => expect(hook.result.current.error).toBeInstanceOf(McpFlowError));
    expect(connections.get()).toBe(old);
    expect(revoke).not.toHaveBeenCalled();
  });

  it('a connection made without leaving the page: stored first, then the replaced grant (as refreshed meanwhile) is revoked', async () => {
    const none: McpConnection = { ...old, mode: 'none', clientId: undefined, scopes: [] };
    const ref: { connections?: ReturnType<typeof setup>['connections'] } = {};
    const { hook, connections, events } = setup(async () => {
      // A token refresh of the old connection while the flow runs.
      ref.connections?.set({ ...old, refreshToken: 'refresh-old-2' });
      return { kind: 'connected', connection: none };
    });
    ref.connections = connections;
    act(() => hook.result.current.reconnect(old, ['platform:read'], false));
    await waitFor(() => expect(connections.get()).toBe(none));
    await waitFor(() => expect(events.at(-1)).toMatch(/^revoke/));
    expect(events).toEqual([
      'stored oauth',
      'stored none',
      'revoke client-old refresh-old-2 (none stored)',
    ]);
  });

  it('Disconnect forgets the connection before revoking it', () => {
    const { hook, connections, events } = setup(async () => {
      throw new Error('not used');
    });
    act(() => hook.result.current.disconnect(old));
    expect(connections.get()).toBeNull();
    expect(events).toEqual(['stored nothing', 'revoke client-old refresh-old (nothing stored)']);
  });
});
