import { queryOptions } from '@tanstack/react-query';
import type { DemoAccounts } from '@contract/demo';
import { DemoAccountsAnswer } from './demo-accounts-answer';
import type { ApiClient } from '@/lib/api/client';
import { isApiError } from '@/lib/api/api-error';
import type { AppConfig } from '@/lib/config';

/**
 * The reference API's demo accounts. A real deployment has no such endpoint
 * (404): that simply means "no list", not an error worth showing.
 */
export function demoAccountsQuery(api: ApiClient, config: Pick<AppConfig, 'baseUrl'>) {
  return queryOptions({
    queryKey: ['auth', 'demo-accounts', config.baseUrl],
    queryFn: async ({ signal }): Promise<DemoAccounts | null> => {
      try {
        const response = await api.other.getJson(
          `${config.baseUrl}/demo/accounts`,
          DemoAccountsAnswer,
          {
            signal,
          },
        );
        return response.data;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: Infinity,
  });
}
