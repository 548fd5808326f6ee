import { queryOptions, skipToken } from '@tanstack/react-query';
import type { Prompt, Resource, Tool } from '@modelcontextprotocol/sdk/types.js';
import { WhoamiDataSchema, type WhoamiData } from '@contract/mcp';
import type { McpSession } from '../session/mcp-session';
import { fetchOriginStatus } from '../session/origin-status';
import type { HistoryEntry, McpConnection } from '../types';

/**
 * The console's server state on TanStack Query. A connection has one session
 * (a new connection opens a new one; a refreshed token keeps it), and the
 * session's lists hang under its number, so one invalidation reads them all
 * again: on a list_changed notification, on "Try again".
 */

const sessionIds = new WeakMap<McpConnection, number>();
let lastSessionId = 0;

/** The session number of a connection: new for a connection object the console has not seen. */
export function sessionIdOf(connection: McpConnection): number {
  let id = sessionIds.get(connection);
  if (id === undefined) sessionIds.set(connection, (id = ++lastSessionId));
  return id;
}

/** `next` is `previous` with refreshed tokens: the same session goes on. */
export function continuesSession(next: McpConnection, previous: McpConnection): void {
  sessionIds.set(next, sessionIdOf(previous));
}

export const mcpKeys = {
  originStatus: (origin: string) => ['mcp', 'origin-status', origin] as const,
  session: (id: number) => ['mcp', 'session', id] as const,
  lists: (id: number) => ['mcp', 'lists', id] as const,
};

/** What a list or a call needs: the services' history wrapper (console-services.ts). */
export type RecordCall = <T>(
  kind: HistoryEntry['kind'],
  name: string,
  request: unknown,
  run: () => Promise<T>,
) => Promise<T>;

// Open sessions and what they listed live as long as the connection: the
// console's services remove them when it changes (console-services.ts).
const KEPT = { staleTime: Infinity, gcTime: Infinity } as const;

type Listed = { tools: Tool; resources: Resource; prompts: Prompt };
const LISTS = { tools: 'listTools', resources: 'listResources', prompts: 'listPrompts' } as const;

export const mcpQueries = {
  /** /health and /ready of the MCP origin: shown whether or not the console is connected. */
  originStatus: (origin: string) =>
    queryOptions({
      queryKey: mcpKeys.originStatus(origin),
      queryFn: () => fetchOriginStatus(origin),
      // A status check reports what it sees; the user refreshes it on demand.
      retry: false,
      staleTime: 30_000,
      refetchOnWindowFocus: false,
    }),

  session: (id: number, open: (() => Promise<McpSession>) | undefined) =>
    queryOptions({ queryKey: mcpKeys.session(id), queryFn: open ?? skipToken, ...KEPT }),

  /** tools/list, resources/list or prompts/list, every page. */
  list: <K extends keyof Listed>(
    kind: K,
    id: number,
    session: McpSession | undefined,
    record: RecordCall,
  ) =>
    queryOptions({
      queryKey: [...mcpKeys.lists(id), kind],
      queryFn: session
        ? () =>
            record('list', `${kind}/list`, {}, () => session[LISTS[kind]]() as Promise<Listed[K][]>)
        : skipToken,
      ...KEPT,
    }),

  /** platform_whoami's data; null when the server answers something else. */
  whoami: (id: number, session: McpSession | undefined, record: RecordCall) =>
    queryOptions({
      queryKey: [...mcpKeys.lists(id), 'whoami'],
      queryFn: session
        ? async (): Promise<WhoamiData | null> => {
            const request = { name: 'platform_whoami', arguments: {} };
            const result = await record('tool', 'platform_whoami', request, () =>
              session.callTool('platform_whoami', {}, { readOnly: true }),
            );
            const content = result.structuredContent;
            if (content?.status !== 'success') return null;
            return WhoamiDataSchema.safeParse(content.data).data ?? null;
          }
        : skipToken,
      ...KEPT,
    }),
};
