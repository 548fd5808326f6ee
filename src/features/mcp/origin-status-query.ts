import { queryOptions } from '@tanstack/react-query';
import { fetchOriginStatus } from './session/origin-status';

export const mcpQueries = {
  /** /health and /ready of the MCP origin: shown whether or not the console is connected. */
  originStatus: (origin: string) =>
    queryOptions({
      queryKey: ['mcp', 'origin-status', origin],
      queryFn: () => fetchOriginStatus(origin),
      // A status check reports what it sees; the user refreshes it on demand.
      retry: false,
      staleTime: 30_000,
      refetchOnWindowFocus: false,
    }),
};
