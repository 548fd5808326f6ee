import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, type ApiArea } from './api-error';

export interface QueryClientOptions {
  /** A 401 anywhere: the app opens its session dialog; nothing is navigated away. */
  onUnauthorized: (area: Exclude<ApiArea, 'other'>) => void;
}

/**
 * Retries live in the fetch client (GET only, bounded, honouring Retry-After),
 * so React Query itself never retries: a write must not be repeated by a
 * second mechanism.
 */
export function createQueryClient({ onUnauthorized }: QueryClientOptions): QueryClient {
  const report = (error: unknown) => {
    if (isApiError(error) && error.status === 401 && error.area !== 'other')
      onUnauthorized(error.area);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: report }),
    mutationCache: new MutationCache({ onError: report }),
    defaultOptions: {
      // networkMode 'always': while the browser reports offline, React Query
      // would hold a request and send it by itself on reconnect — a write the
      // user no longer sees, built on a stale read. Offline fails at once instead.
      queries: {
        retry: false,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
