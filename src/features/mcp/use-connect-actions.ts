import { useState } from 'react';
import type { McpScope } from '@contract/mcp';
import { appBaseUrl } from '@/lib/config';
import type { ConnectionSource } from './console-services';
import type { startConnect } from './oauth/connect-flow';
import { connectDirect } from './oauth/connection-store';
import { revocable } from './oauth/pending-connect';
import type { StepLogStore } from './step-log-store';
import type { McpConnection } from './types';

/** The callback route's address on this very origin (localhost and 127.0.0.1 differ). */
export function callbackUrl(): string {
  return new URL('mcp/callback', appBaseUrl()).href;
}

/** What the actions use; the console's services and the page in the app, doubles in a test. */
export interface ConnectDependencies {
  connections: ConnectionSource;
  stepLog: Pick<StepLogStore, 'start' | 'log' | 'finish' | 'clear'>;
  startConnect: typeof startConnect;
  revoke: (connection: McpConnection) => Promise<void>;
  /** Leaves for the consent page. */
  leave: (url: string) => void;
}

/** The flow and oauth4webapi load when Connect is pressed, not with the page. */
export const startConnectLazily: typeof startConnect = async (opts) =>
  (await import('./oauth/connect-flow')).startConnect(opts);

/**
 * Connect (the contract's OAuth flow: the page leaves for the consent page),
 * connect with the member token (direct), reconnect and disconnect.
 *
 * Reconnect keeps the working connection until the new one is stored: only
 * then is the replaced grant revoked, here when the page never left, by the
 * callback when the grant crossed the consent page in the pending record
 * (only with "Keep the connection on this tab" on: its refresh token is in
 * this tab's storage then anyway). A failed or abandoned attempt leaves it usable.
 */
export function useConnectActions(origin: string, deps: ConnectDependencies) {
  const { connections, stepLog } = deps;
  const [busy, setBusy] = useState<'connect'>();
  const [error, setError] = useState<unknown>();

  async function connect(scopes: McpScope[], remember: boolean, replacing?: McpConnection) {
    if (busy) return;
    setBusy('connect');
    setError(undefined);
    connections.setRemember?.(remember);
    stepLog.start();
    try {
      const outcome = await deps.startConnect({
        origin,
        scopes,
        redirectUri: callbackUrl(),
        log: stepLog.log,
        replaces: replacing && remember ? revocable(replacing) : undefined,
      });
      if (outcome.kind === 'redirect') {
        // The console leaves for the consent page; the callback route takes over.
        deps.leave(outcome.url);
        return;
      }
      // The replaced grant as it is now (refreshed meanwhile, perhaps): revoked once the new one is stored.
      const replaced = replacing ? connections.get() : null;
      connections.set(outcome.connection);
      stepLog.finish('connected');
      setBusy(undefined);
      if (replaced?.clientId && replaced.clientId === replacing?.clientId)
        void deps.revoke(replaced).catch(() => {});
    } catch (failure) {
      // Nothing replaced anything: the old connection stays in use.
      stepLog.finish('failed');
      setError(failure);
      setBusy(undefined);
    }
  }

  function connectWithToken(memberToken: string, remember: boolean) {
    setError(undefined);
    connections.setRemember?.(remember);
    stepLog.start();
    const connection = connectDirect(origin, memberToken);
    stepLog.log({
      step: 'connected',
      status: 'done',
      title: 'Connected with the member token (direct token, not OAuth)',
      detail: connection.resource,
      at: Date.now(),
    });
    connections.set(connection);
    stepLog.finish('connected');
  }

  return {
    busy,
    error,
    connect: (scopes: McpScope[], remember: boolean) => void connect(scopes, remember),
    connectWithToken,
    /** The same kind of connection again; OAuth with the given scopes. */
    reconnect(
      connection: McpConnection,
      scopes: McpScope[],
      remember: boolean,
      memberToken?: string,
    ) {
      if (connection.mode === 'direct' && memberToken) connectWithToken(memberToken, remember);
      else void connect(scopes, remember, connection);
    },
    disconnect(connection: McpConnection) {
      if (busy) return;
      setError(undefined);
      // Forgotten first (memory and the tab's storage), so nothing can bring it back; then
      // revoked, best effort (RFC 7009): the tokens are forgotten either way.
      connections.set(null);
      stepLog.clear();
      void deps.revoke(connection).catch(() => {});
    },
  };
}
