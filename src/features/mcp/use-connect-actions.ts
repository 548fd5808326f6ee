import { useState } from 'react';
import { appBaseUrl } from '../../lib/config';
import { connectDirect, disconnect, startConnect } from './oauth/connect-flow';
import { mcpConnectionStore } from './oauth/connection-store';
import { mcpStepLog } from './step-log-store';
import type { McpScope } from '../../../contract/mcp';
import type { McpConnection } from './types';

/** The callback route's address on this very origin (localhost and 127.0.0.1 differ). */
export function callbackUrl(): string {
  return new URL('mcp/callback', appBaseUrl()).href;
}

export type ConnectBusy = 'connect' | 'direct' | 'disconnect' | undefined;

/**
 * Connect (the contract's OAuth flow: the page leaves for the consent page),
 * connect with the member token (direct), reconnect and disconnect.
 */
export function useConnectActions(origin: string) {
  const [busy, setBusy] = useState<ConnectBusy>();
  const [error, setError] = useState<unknown>();

  async function connect(scopes: McpScope[], remember: boolean, replacing?: McpConnection) {
    if (busy) return;
    setBusy('connect');
    setError(undefined);
    mcpConnectionStore.setRemember(remember);
    mcpStepLog.start();
    try {
      const outcome = await startConnect({
        origin,
        scopes,
        redirectUri: callbackUrl(),
        log: mcpStepLog.log,
      });
      if (outcome.kind === 'redirect') {
        // Memory does not survive the trip: revoke what is being replaced rather than orphan it.
        if (replacing) await disconnect(replacing).catch(() => {});
        // The console leaves for the consent page; the callback route takes over.
        window.location.assign(outcome.url);
        return;
      }
      mcpConnectionStore.set(outcome.connection);
      mcpStepLog.finish('connected');
      setBusy(undefined);
    } catch (failure) {
      mcpStepLog.finish('failed');
      setError(failure);
      setBusy(undefined);
    }
  }

  function connectWithToken(memberToken: string, remember: boolean) {
    setError(undefined);
    mcpConnectionStore.setRemember(remember);
    mcpStepLog.start();
    try {
      const connection = connectDirect(origin, memberToken);
      mcpStepLog.log({
        step: 'connected',
        status: 'done',
        title: 'Connected with the member token (direct token, not OAuth)',
        detail: connection.resource,
        at: Date.now(),
      });
      mcpConnectionStore.set(connection);
      mcpStepLog.finish('connected');
    } catch (failure) {
      mcpStepLog.finish('failed');
      setError(failure);
    }
  }

  async function forget(connection: McpConnection) {
    if (busy) return;
    setBusy('disconnect');
    setError(undefined);
    try {
      await disconnect(connection);
    } catch {
      // Revocation is best effort (RFC 7009): the tokens are forgotten either way.
    } finally {
      mcpConnectionStore.set(null);
      mcpStepLog.clear();
      setBusy(undefined);
    }
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
    disconnect: (connection: McpConnection) => void forget(connection),
  };
}
