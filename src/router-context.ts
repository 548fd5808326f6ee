import type { QueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { ApiClient } from './lib/api/client';
import type { AppConfig } from './lib/config';
import type { AuthServices } from './lib/session/auth-services';

/** Services every route (loaders, guards) and component can reach. */
export interface RouterContext {
  queryClient: QueryClient;
  api: ApiClient;
  config: AppConfig;
  auth: AuthServices;
}

/**
 * The router context from a component (same object the loaders receive).
 * Read from the router itself, not with useRouteContext: that subscribes to the
 * router's state, and a 200-row table asks for it in 400 cells (the inline
 * edits), each then re-checked on every navigation. These services are set
 * once when the router is made and never change, so there is nothing to
 * subscribe to.
 */
export function useAppContext(): RouterContext {
  return useRouter().options.context as RouterContext;
}
