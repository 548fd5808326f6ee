import { createHistoryStore } from './schema-form/history-store';
import { disconnect, hasPendingConnect } from './oauth/connect-flow';
import { mcpConnectionStore } from './oauth/connection-store';
import { createIntentKeys, type IntentKeys } from './session/idempotency';
import { openMcpSession } from './session/mcp-session';
import { mcpStepLog } from './step-log-store';
import type { ConsoleServices } from './console-context';
import { createConsoleController } from './console-controller';
import { createReplacedGrants, type ReplacedGrants } from './console-grants';
import {
  describableOwner,
  OWNER_KEY,
  watchSignedInUser,
  type CredentialsSource,
} from './console-member';
import type { ConnectionSource, OpenSession } from './console-session';
import type { McpConnection } from './types';

/** The replaced grant of a Reconnect under way (use-connect-actions.ts keeps it, the services settle it). */
export const mcpReplacedGrants = createReplacedGrants({ revoke: (c) => disconnect(c) });

/** Intent keys that can all be forgotten at once (sign-out), without changing their rule. */
function resettableIntentKeys(): IntentKeys & { reset(): void } {
  let keys = createIntentKeys();
  return {
    keyFor: (intent) => keys.keyFor(intent),
    settle: (intent) => keys.settle(intent),
    reset() {
      keys = createIntentKeys();
    },
  };
}

function defaultStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export interface ConsoleServicesOptions {
  /** The connection store (oauth/connection-store.ts), or a test's. */
  connections: ConnectionSource;
  open: OpenSession;
  /** The dashboard's credentials: signing out, or another member, forgets the console's state. */
  credentials?: CredentialsSource;
  /** RFC 7009 revocation, best effort (oauth/revocation.ts). */
  revoke?: (connection: McpConnection) => Promise<void>;
  grants?: ReplacedGrants;
  stepLog?: { clear(): void };
  /** Whether a consent is on its way (the pending round-trip record exists). */
  consentPending?: () => boolean;
  storage?: () => Storage | null;
}

/**
 * The console's services: the session controller following the connection
 * store, the call history and the intent keys, bound to whoever is signed
 * in to the dashboard. When that user signs out or another member signs in,
 * the connection is revoked (best effort) and forgotten, with the history,
 * the intent keys and the step log: the next user finds none of them.
 */
export function createConsoleServices(options: ConsoleServicesOptions): ConsoleServices {
  const { connections, credentials } = options;
  const revoke = options.revoke ?? disconnect;
  const grants = options.grants;
  const storage = options.storage ?? defaultStorage;
  const history = createHistoryStore();
  const intentKeys = resettableIntentKeys();
  const controller = createConsoleController({ connections, history, open: options.open });

  const setOwner = (owner: string | undefined) => {
    try {
      if (owner) storage()?.setItem(OWNER_KEY, owner);
      else storage()?.removeItem(OWNER_KEY);
    } catch {
      // Storage may be blocked: the owner check is then memory-only.
    }
  };

  function forget() {
    const connection = connections.get();
    // Not remembered any more first: storing null must not leave a { connection: null } behind.
    connections.setRemember?.(false);
    connections.set(null);
    setOwner(undefined);
    controller.sync();
    history.clear();
    intentKeys.reset();
    options.stepLog?.clear();
    grants?.revokeNow();
    if (connection) void revoke(connection).catch(() => {});
  }

  // A connection kept on this tab by another member (their dashboard sign-in was not kept,
  // the tab reloaded, somebody else signed in) is not this member's.
  const owner = credentials ? describableOwner(credentials.getSnapshot()) : undefined;
  const keptBy = (() => {
    try {
      return storage()?.getItem(OWNER_KEY) ?? undefined;
    } catch {
      return undefined;
    }
  })();
  if (connections.get() && keptBy !== undefined && keptBy !== owner) forget();

  grants?.settle(connections.get(), {
    start: true,
    consentPending: options.consentPending?.() ?? false,
  });

  const follow = () => {
    const connection = connections.get();
    grants?.settle(connection, { start: false, consentPending: false });
    // Who the kept connection belongs to, next to it (a tenant and uid, never a secret).
    const kept = connection !== null && (connections.isRemembering?.() ?? false);
    setOwner(kept && credentials ? describableOwner(credentials.getSnapshot()) : undefined);
  };
  connections.subscribe(follow);
  follow();
  if (credentials) watchSignedInUser(credentials, forget);

  return { connections, history, intentKeys, controller };
}

let services: ConsoleServices | undefined;

/**
 * The console's one set of services for this page load: module singletons,
 * like the connection itself, so leaving /mcp and coming back (or the
 * callback's navigation) keeps the session, the history and pending intents
 * — for as long as the same user stays signed in to the dashboard.
 */
export function defaultConsoleServices(credentials?: CredentialsSource): ConsoleServices {
  if (services) return services;
  // A connection the user opted to keep on this tab comes back after a reload.
  mcpConnectionStore.restore();
  services = createConsoleServices({
    connections: mcpConnectionStore,
    credentials,
    open: (connection, onConnectionChange) => openMcpSession({ connection, onConnectionChange }),
    revoke: (connection) => disconnect(connection),
    grants: mcpReplacedGrants,
    stepLog: mcpStepLog,
    consentPending: hasPendingConnect,
  });
  return services;
}
