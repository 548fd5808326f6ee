import type { QueryClient } from '@tanstack/react-query';
import { rootRouteId, useRouteContext } from '@tanstack/react-router';
import type { ApiClient } from './lib/api/client';
import type { AppConfig } from './lib/config';
import type { AuthServices } from './features/auth/auth-services';

/** Services every route (loaders, guards) and component can reach. */
export interface RouterContext {
  queryClient: QueryClient;
  api: ApiClient;
  config: AppConfig;
  auth: AuthServices;
}

/** The router context from a component (same object the loaders receive). */
export function useAppContext(): RouterContext {
  return useRouteContext({ from: rootRouteId });
}
