import { useState } from 'react';
import { appBaseUrl } from '../../lib/config';
import { connectDirect, disconnect, startConnect } from './oauth/connect-flow';
import { mcpConnectionStore } from './oauth/connection-store';
import { mcpReplacedGrants } from './console-services';
import { mcpStepLog } from './step-log-store';
import type { McpScope } from '../../../contract/mcp';
import type { ConnectionSource } from './console-session';
import type { McpConnection } from './types';

/** The callback route's address on this very origin (localhost and 127.0.0.1 differ). */
export function callbackUrl(): string {
  return new URL('mcp/callback', appBaseUrl()).href;
}

export type ConnectBusy = 'connect' | undefined;

/** What the actions use; the module singletons in the app, doubles in a test. */
export interface ConnectDependencies {
  /** The store the console's services follow. */
  connections: ConnectionSource;
  stepLog: Pick<typeof mcpStepLog, 'start' | 'log' | 'finish' | 'clear'>;
  grants: Pick<typeof mcpReplacedGrants, 'keep' | 'drop'>;
  startConnect: typeof startConnect;
  revoke: (connection: McpConnection) => Promise<void>;
  /** Leaves for the consent page. */
  leave: (url: string) => void;
}

export const APP_CONNECT_DEPENDENCIES: ConnectDependencies = {
  connections: mcpConnectionStore,
  stepLog: mcpStepLog,
  grants: mcpReplacedGrants,
  startConnect,
  revoke: (connection) => disconnect(connection),
  leave: (url) => window.location.assign(url),
};

/**
 * Connect (the contract's OAuth flow: the page leaves for the consent page),
 * connect with the member token (direct), reconnect and disconnect.
 *
 * Reconnect keeps the working connection until the new one is stored: only
 * then is the replaced grant revoked (console-grants.ts, settled by the
 * console's services). A failed or abandoned attempt leaves it usable.
 */
export function useConnectActions(
  origin: string,
  deps: ConnectDependencies = APP_CONNECT_DEPENDENCIES,
) {
  const { connections, stepLog, grants } = deps;
  const [busy, setBusy] = useState<ConnectBusy>();
  const [error, setError] = useState<unknown>();

  async function connect(scopes: McpScope[], remember: boolean, replacing?: McpConnection) {
    if (busy) return;
    setBusy('connect');
    setError(undefined);
    connections.setRemember?.(remember);
    // Revoked once the new connection is stored, not before: the consent may still fail.
    if (replacing) grants.keep(replacing, remember);
    stepLog.start();
    try {
      const outcome = await deps.startConnect({
        origin,
        scopes,
        redirectUri: callbackUrl(),
        log: stepLog.log,
      });
      if (outcome.kind === 'redirect') {
        // The console leaves for the consent page; the callback route takes over.
        deps.leave(outcome.url);
        return;
      }
      // Stored: the services see another grant in place of the replaced one and revoke it.
      connections.set(outcome.connection);
      stepLog.finish('connected');
      setBusy(undefined);
    } catch (failure) {
      // Nothing replaced anything: the old connection stays in use.
      if (replacing) grants.drop();
      stepLog.finish('failed');
      setError(failure);
      setBusy(undefined);
    }
  }

  function connectWithToken(memberToken: string, remember: boolean) {
    setError(undefined);
    connections.setRemember?.(remember);
    stepLog.start();
    try {
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
    } catch (failure) {
      stepLog.finish('failed');
      setError(failure);
    }
  }

  function forget(connection: McpConnection) {
    if (busy) return;
    setError(undefined);
    // Forgotten first (memory and the tab's storage), so nothing can bring it back; then
    // revoked, best effort (RFC 7009): the tokens are forgotten either way.
    connections.set(null);
    stepLog.clear();
    void deps.revoke(connection).catch(() => {});
  }

  return {
    busy,
    error,
    dismissError: () => setError(undefined),
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
    disconnect: forget,
  };
}
