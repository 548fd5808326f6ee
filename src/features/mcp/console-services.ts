import type { QueryClient } from '@tanstack/react-query';
import {
  PromptListChangedNotificationSchema,
  ResourceListChangedNotificationSchema,
  ToolListChangedNotificationSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { continuesSession, mcpKeys, sessionIdOf } from './api/mcp-queries';
import {
  describableOwner,
  OWNER_KEY,
  watchSignedInUser,
  type CredentialsSource,
} from './console-member';
import { createHistoryStore, type HistoryStore } from './history/history-store';
import { mcpConnectionStore, tabStorage, type ConnectionStore } from './oauth/connection-store';
import { followReplaced, takePendingConnect } from './oauth/pending-connect';
import { createIntentKeys, type IntentKeys } from './session/idempotency';
import { openMcpSession, type McpSession } from './session/mcp-session';
import { mcpStepLog } from './step-log-store';
import { McpHttpFailure, type HistoryEntry, type McpConnection } from './types';
import { createValueStore } from './value-store';

/** The connection store's surface the console needs; a test's may leave out "keep on this tab". */
export type ConnectionSource = Pick<ConnectionStore, 'get' | 'set' | 'subscribe'> &
  Partial<Pick<ConnectionStore, 'isRemembering' | 'setRemember'>>;

export type OpenSession = (
  connection: McpConnection,
  onConnectionChange: (connection: McpConnection) => void,
) => Promise<McpSession>;

export interface RecordOptions {
  /** The caller shows this failure itself (e.g. the write flow's "Try again"). */
  handled?: (error: unknown) => boolean;
}

/** The last refusal at the HTTP level (401, 403 scope, 421, 429, 503), for the page's alert. */
export interface ProblemSnapshot {
  problem?: McpHttpFailure;
  /** Counts problems, so the page can tell a new one from the same one (a second 429 waits again). */
  count: number;
}

export function describeFailure(error: unknown): string {
  if (error instanceof McpHttpFailure) return `${error.status}: ${error.message}`;
  // The SDK checks each message, and each request's result, with zod and throws the
  // check's issue dump (named "ZodError" or "$ZodError" by where it was thrown).
  if (error instanceof Error && Array.isArray((error as { issues?: unknown }).issues))
    return "The server's answer is not a valid MCP message.";
  if (error instanceof Error) return error.message;
  return String(error);
}

/** RFC 7009 revocation, best effort; oauth4webapi is loaded with the first one. */
export async function revokeConnection(connection: McpConnection): Promise<void> {
  const { revokeGrant } = await import('./oauth/oauth-client');
  await revokeGrant(connection, (url, init) => globalThis.fetch(url, init));
}

const LIST_CHANGED = [
  ToolListChangedNotificationSchema,
  ResourceListChangedNotificationSchema,
  PromptListChangedNotificationSchema,
];

export interface ConsoleServicesOptions {
  /** The connection store (oauth/connection-store.ts), or a test's. */
  connections: ConnectionSource;
  queryClient: QueryClient;
  open?: OpenSession;
  /** The dashboard's credentials: signing out, or another member, forgets the console's state. */
  credentials?: CredentialsSource;
  revoke?: (connection: McpConnection) => Promise<void>;
  stepLog?: { clear(): void };
  storage?: () => Storage | null;
}

let sequence = 0;

/**
 * The console's services, bound to whoever is signed in to the dashboard: the
 * connection store, the session of its connection (opened as a query, closed
 * when the connection changes), every call recorded into the history, the
 * page's problem, the intent keys. When the member signs out or another signs
 * in, the connection is revoked (best effort) and forgotten with the history,
 * the intent keys and the step log: the next user finds none of them.
 */
export function createConsoleServices(options: ConsoleServicesOptions) {
  const { connections, credentials, queryClient } = options;
  const open: OpenSession =
    options.open ??
    ((connection, onConnectionChange) => openMcpSession({ connection, onConnectionChange }));
  const revoke = options.revoke ?? revokeConnection;
  const storage = options.storage ?? tabStorage;
  const history: HistoryStore = createHistoryStore();
  const intentKeys: IntentKeys = createIntentKeys();
  const problems = createValueStore<ProblemSnapshot>({ count: 0 });
  const report = (problem: McpHttpFailure) =>
    problems.set({ problem, count: problems.get().count + 1 });
  const dismiss = () => {
    if (problems.get().problem) problems.set({ count: problems.get().count });
  };

  async function record<T>(
    kind: HistoryEntry['kind'],
    name: string,
    request: unknown,
    run: () => Promise<T>,
    recordOptions: RecordOptions = {},
  ): Promise<T> {
    const entry = { id: `call-${++sequence}`, at: Date.now(), kind, name, request };
    const started = performance.now();
    const durationMs = () => Math.round(performance.now() - started);
    try {
      const response = await run();
      history.add({ ...entry, response, durationMs: durationMs() });
      dismiss();
      return response;
    } catch (error) {
      history.add({ ...entry, error: describeFailure(error), durationMs: durationMs() });
      // Each refusal is a new problem: a second 429 starts a fresh wait.
      if (error instanceof McpHttpFailure && !recordOptions.handled?.(error)) report(error);
      throw error;
    }
  }

  const isCurrent = (id: number) => {
    const connection = connections.get();
    return connection !== null && sessionIdOf(connection) === id;
  };

  /** The session of a connection: a refreshed token keeps it, another connection ends it. */
  async function openSession(connection: McpConnection): Promise<McpSession> {
    const id = sessionIdOf(connection);
    try {
      const session = await open(connection, (next) => {
        if (!isCurrent(id)) return;
        continuesSession(next, connection);
        connections.set(next);
      });
      if (!isCurrent(id)) {
        void session.close().catch(() => {});
        throw new Error('The connection changed while its session was opening');
      }
      const readAgain = () => void queryClient.invalidateQueries({ queryKey: mcpKeys.lists(id) });
      for (const schema of LIST_CHANGED) session.client?.setNotificationHandler(schema, readAgain);
      return session;
    } catch (error) {
      if (error instanceof McpHttpFailure && isCurrent(id)) report(error);
      throw error;
    }
  }

  function closeSession(id: number) {
    const session = queryClient.getQueryData<McpSession>(mcpKeys.session(id));
    if (session) void session.close().catch(() => {});
    queryClient.removeQueries({ queryKey: mcpKeys.session(id) });
    queryClient.removeQueries({ queryKey: mcpKeys.lists(id) });
  }

  // Storage may be blocked: the owner check is then memory-only.
  const quietly = <T>(op: () => T): T | undefined => {
    try {
      return op();
    } catch {
      return undefined;
    }
  };
  const setOwner = (owner: string | undefined) =>
    quietly(() =>
      owner ? storage()?.setItem(OWNER_KEY, owner) : storage()?.removeItem(OWNER_KEY),
    );

  function forget() {
    const connection = connections.get();
    // Not remembered any more first: storing null must not leave a { connection: null } behind.
    connections.setRemember?.(false);
    connections.set(null);
    setOwner(undefined);
    history.clear();
    intentKeys.clear();
    dismiss();
    options.stepLog?.clear();
    // A Reconnect on its way belonged to the member who left: its old grant goes too.
    const replaced = takePendingConnect()?.replaces;
    for (const grant of [replaced, connection]) if (grant) void revoke(grant).catch(() => {});
  }

  // A connection kept on this tab by another member (their dashboard sign-in was not kept,
  // the tab reloaded, somebody else signed in) is not this member's.
  const owner = credentials ? describableOwner(credentials.getSnapshot()) : undefined;
  const keptBy = quietly(() => storage()?.getItem(OWNER_KEY)) ?? undefined;
  if (connections.get() && keptBy !== undefined && keptBy !== owner) forget();

  let sessionId: number | undefined;
  const follow = () => {
    const connection = connections.get();
    const id = connection ? sessionIdOf(connection) : undefined;
    if (id !== sessionId) {
      if (sessionId !== undefined) closeSession(sessionId);
      sessionId = id;
    }
    followReplaced(connection);
    // Who the kept connection belongs to, next to it (a tenant and uid, never a secret).
    const kept = connection !== null && (connections.isRemembering?.() ?? false);
    setOwner(kept && credentials ? describableOwner(credentials.getSnapshot()) : undefined);
  };
  connections.subscribe(follow);
  follow();
  if (credentials) watchSignedInUser(credentials, forget);

  return {
    connections,
    queryClient,
    history,
    intentKeys,
    problems: { get: problems.get, subscribe: problems.subscribe, dismiss },
    record,
    openSession,
    revoke,
    /**
     * "Try again" of the page. With the session open (a 503 on a call), the
     * session and everything typed into it stay: its lists are read again.
     * Without one (the open failed), a new session is opened.
     */
    retry() {
      const connection = connections.get();
      if (!connection) return;
      dismiss();
      const id = sessionIdOf(connection);
      if (queryClient.getQueryData(mcpKeys.session(id)))
        void queryClient.invalidateQueries({ queryKey: mcpKeys.lists(id) });
      else void queryClient.refetchQueries({ queryKey: mcpKeys.session(id) });
    },
  };
}

export type ConsoleServices = ReturnType<typeof createConsoleServices>;

let services: ConsoleServices | undefined;

/**
 * The console's one set of services for this page load: module singletons,
 * like the connection itself, so leaving /mcp and coming back (or the
 * callback's navigation) keeps the session, the history and pending intents
 * — for as long as the same user stays signed in to the dashboard.
 */
export function defaultConsoleServices(
  queryClient: QueryClient,
  credentials?: CredentialsSource,
): ConsoleServices {
  if (services) return services;
  // A connection the user opted to keep on this tab comes back after a reload.
  mcpConnectionStore.restore(credentials?.getSnapshot().memberToken);
  services = createConsoleServices({
    connections: mcpConnectionStore,
    queryClient,
    credentials,
    stepLog: mcpStepLog,
  });
  return services;
}
