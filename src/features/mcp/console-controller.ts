import {
  PromptListChangedNotificationSchema,
  ResourceListChangedNotificationSchema,
  ToolListChangedNotificationSchema,
  type Implementation,
  type Prompt,
  type Resource,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { WhoamiDataSchema, type WhoamiData } from '../../../contract/mcp';
import type { ConnectionSource, ConsoleSession, OpenSession } from './console-session';
import { McpHttpFailure, type HistoryEntry, type McpConnection } from './types';

export interface ConsoleSnapshot {
  connection: McpConnection | null;
  phase: 'disconnected' | 'opening' | 'open' | 'failed';
  session: ConsoleSession | null;
  serverInfo?: Implementation;
  /** Why the session could not be opened. */
  openError?: unknown;
  tools: Tool[];
  resources: Resource[];
  prompts: Prompt[];
  listsLoading: boolean;
  /** platform_whoami's data, when the server has that tool and answered it. */
  whoami?: WhoamiData;
  /** The last refusal at the HTTP level (401, 403 scope, 421, 429, 503), for the page's alert. */
  problem?: McpHttpFailure;
  /** Counts problems, so the page can tell a new one from the same one. */
  problemCount: number;
}

export interface HistorySink {
  add(entry: HistoryEntry): void;
}

export interface RecordOptions {
  /** The caller shows this failure itself (e.g. the write flow's "Try again"). */
  handled?: (error: unknown) => boolean;
}

const EMPTY: ConsoleSnapshot = {
  connection: null,
  phase: 'disconnected',
  session: null,
  tools: [],
  resources: [],
  prompts: [],
  listsLoading: false,
  problemCount: 0,
};

let sequence = 0;

export function describeFailure(error: unknown): string {
  if (error instanceof McpHttpFailure) return `${error.status}: ${error.message}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * The console's session state outside React: follows the connection store
 * (a new connection opens a new session, a refreshed token does not), keeps
 * the lists this token may see, and records every call into the history.
 */
export function createConsoleController(options: {
  connections: ConnectionSource;
  open: OpenSession;
  history: HistorySink;
}) {
  const { connections, open, history } = options;
  let snapshot = EMPTY;
  const listeners = new Set<() => void>();
  let generation = 0;
  let current: McpConnection | null = null;
  // The connection the session itself reported after a token refresh: not a new connection.
  let refreshed: McpConnection | null = null;
  let attached = 0;
  let unsubscribe: (() => void) | undefined;

  const update = (next: Partial<ConsoleSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };

  const report = (problem: McpHttpFailure) =>
    update({ problem, problemCount: snapshot.problemCount + 1 });

  async function record<T>(
    kind: HistoryEntry['kind'],
    name: string,
    request: unknown,
    run: () => Promise<T>,
    recordOptions: RecordOptions = {},
  ): Promise<T> {
    const at = Date.now();
    const started = performance.now();
    const entry = { id: `call-${++sequence}`, at, kind, name, request };
    try {
      const response = await run();
      history.add({ ...entry, response, durationMs: Math.round(performance.now() - started) });
      if (snapshot.problem) update({ problem: undefined });
      return response;
    } catch (error) {
      history.add({
        ...entry,
        error: describeFailure(error),
        durationMs: Math.round(performance.now() - started),
      });
      // Each refusal is a new problem (report counts it): a second 429 starts a fresh wait.
      if (error instanceof McpHttpFailure && !recordOptions.handled?.(error)) report(error);
      throw error;
    }
  }

  async function refreshLists() {
    const session = snapshot.session;
    if (!session) return;
    const token = generation;
    update({ listsLoading: true });
    const list = <T>(method: string, run: () => Promise<T[]>) => record('list', method, {}, run);
    const [tools, resources, prompts] = await Promise.allSettled([
      list<Tool>('tools/list', () => session.listTools()),
      list<Resource>('resources/list', () => session.listResources()),
      list<Prompt>('prompts/list', () => session.listPrompts()),
    ]);
    if (token !== generation) return;
    const value = <T>(result: PromiseSettledResult<T[]>) =>
      result.status === 'fulfilled' ? result.value : [];
    update({
      tools: value(tools),
      resources: value(resources),
      prompts: value(prompts),
      listsLoading: false,
    });
    await loadWhoami(session, token);
  }

  async function loadWhoami(session: ConsoleSession, token: number) {
    if (!snapshot.tools.some((tool) => tool.name === 'platform_whoami')) {
      update({ whoami: undefined });
      return;
    }
    try {
      const result = await record(
        'tool',
        'platform_whoami',
        { name: 'platform_whoami', arguments: {} },
        () => session.callTool('platform_whoami', {}, { readOnly: true }),
      );
      const content = result.structuredContent;
      const parsed =
        content?.status === 'success' ? WhoamiDataSchema.safeParse(content.data) : undefined;
      if (token === generation) update({ whoami: parsed?.success ? parsed.data : undefined });
    } catch {
      // Shown as a problem (if HTTP-level) and in the history; the summary falls back to serverInfo.
    }
  }

  function watchListChanges(session: ConsoleSession) {
    const client = session.client;
    if (!client) return;
    const refresh = () => void refreshLists();
    for (const schema of [
      ToolListChangedNotificationSchema,
      ResourceListChangedNotificationSchema,
      PromptListChangedNotificationSchema,
    ])
      client.setNotificationHandler(schema, refresh);
  }

  async function openFor(connection: McpConnection) {
    const token = ++generation;
    update({ ...EMPTY, connection, phase: 'opening', problemCount: snapshot.problemCount });
    try {
      const session = await open(connection, (next) => {
        if (token !== generation) return;
        refreshed = next;
        connections.set(next);
      });
      if (token !== generation) {
        void session.close();
        return;
      }
      watchListChanges(session);
      update({ phase: 'open', session, serverInfo: session.serverInfo });
      await refreshLists();
    } catch (error) {
      if (token !== generation) return;
      update({ phase: 'failed', openError: error });
      if (error instanceof McpHttpFailure) report(error);
    }
  }

  /** Closes the session in the snapshot (best effort); the next state comes from the caller. */
  function closeSession() {
    const old = snapshot.session;
    if (old) void Promise.resolve(old.close()).catch(() => {});
  }

  function sync() {
    const next = connections.get();
    if (next === current) return;
    current = next;
    if (next !== null && next === refreshed) {
      update({ connection: next });
      return;
    }
    refreshed = null;
    closeSession();
    if (!next) {
      generation++;
      update({ ...EMPTY, problemCount: snapshot.problemCount });
      return;
    }
    void openFor(next);
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Starts following the connection store; returns the detach function. */
    attach() {
      if (attached++ === 0) unsubscribe = connections.subscribe(sync);
      sync();
      return () => {
        if (--attached === 0) unsubscribe?.();
      };
    },
    refreshLists,
    record,
    dismissProblem: () => update({ problem: undefined }),
    /**
     * "Try again" of the page. With a session open (a 503 on a call), the
     * session and everything typed into it stay: the lists are read again
     * (the alert re-reads readiness). Without one (the open failed), the old
     * session, if any, is closed before a new one is opened.
     */
    retry() {
      const connection = connections.get();
      if (!connection) return;
      if (snapshot.phase === 'open' && snapshot.session) {
        update({ problem: undefined });
        void refreshLists();
        return;
      }
      closeSession();
      current = connection;
      refreshed = null;
      void openFor(connection);
    },
    /**
     * Follows the connection store now, attached or not (e.g. it was just
     * emptied on sign-out while the page is not shown): an open session is
     * closed rather than kept until the page comes back.
     */
    sync,
  };
}

export type ConsoleController = ReturnType<typeof createConsoleController>;
