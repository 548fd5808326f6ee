import { useQuery } from '@tanstack/react-query';
import { useConsoleServices } from '../console-context';
import type { McpConnection } from '../types';
import { mcpQueries, sessionIdOf } from './mcp-queries';

/**
 * The session of the console's connection and what it may see: tools,
 * resources, prompts, and platform_whoami's account when the server has it.
 */
export function useConsoleSession(connection: McpConnection | null) {
  const { openSession, record } = useConsoleServices();
  const id = connection ? sessionIdOf(connection) : 0;
  const opened = useQuery(
    mcpQueries.session(id, connection ? () => openSession(connection) : undefined),
  );
  const session = opened.data;
  const tools = useQuery(mcpQueries.list('tools', id, session, record));
  const resources = useQuery(mcpQueries.list('resources', id, session, record));
  const prompts = useQuery(mcpQueries.list('prompts', id, session, record));
  const hasWhoami = tools.data?.some((tool) => tool.name === 'platform_whoami') === true;
  const whoami = useQuery({ ...mcpQueries.whoami(id, session, record), enabled: hasWhoami });
  const phase = !connection
    ? 'disconnected'
    : session
      ? 'open'
      : opened.isError
        ? 'failed'
        : 'opening';
  return {
    phase,
    session,
    /** Why the session could not be opened. */
    openError: opened.error,
    tools: tools.data ?? [],
    resources: resources.data ?? [],
    prompts: prompts.data ?? [],
    /** Why a list never came (a failed refresh keeps the list read before). */
    listErrors: [tools, resources, prompts].map((list) => (list.data ? null : list.error)),
    whoami: (hasWhoami && whoami.data) || undefined,
    listsLoading: tools.isFetching || resources.isFetching || prompts.isFetching,
  } as const;
}
