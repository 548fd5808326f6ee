import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { parseSearch, stringifySearch } from '../lib/search-params';
import type { RouterContext } from '../router-context';
import type { AppConfig } from '../lib/config';
import { createApiClient } from '../lib/api/client';
import { createQueryClient } from '../lib/api/query-client';
import { createAuthServices } from '../lib/session/auth-services';

// Testing Library unmounts after each test only when vitest globals are on;
// they are off here, so whoever renders through this helper gets the cleanup.
afterEach(cleanup);

export const TEST_CONFIG: AppConfig = {
  baseUrl: 'http://api.test/api/v1',
  apiUrl: 'http://api.test/pub',
  mcpOrigin: 'http://mcp.test',
  authMode: 'token',
  demo: false,
  reportTimeZone: 'UTC',
  currency: 'USD',
};

export interface RenderAppOptions {
  /** Fetch used by the API client; the default fails loudly on any request. */
  fetch?: typeof fetch;
  config?: Partial<AppConfig>;
  context?: Partial<RouterContext>;
  path?: string;
}

export interface RenderAppResult extends RenderResult {
  user: UserEvent;
  context: RouterContext;
}

const unexpectedFetch: typeof fetch = (input) =>
  Promise.reject(new Error(`Unexpected request: ${String(input)}`));

/** The router context of a test: the app's shape, auth stores without sessionStorage. */
export function createTestContext(options: Omit<RenderAppOptions, 'path'> = {}): RouterContext {
  const config = { ...TEST_CONFIG, ...options.config };
  const auth = options.context?.auth ?? createAuthServices({ storage: null });
  const api =
    options.context?.api ??
    createApiClient({
      config,
      getCredentials: () => auth.credentials.getSnapshot(),
      fetch: options.fetch ?? unexpectedFetch,
      sleep: async () => {},
    });
  const queryClient =
    options.context?.queryClient ??
    createQueryClient({ onUnauthorized: auth.sessionExpiry.report });
  return { config, auth, api, queryClient };
}

/**
 * Renders `ui` inside the app's real providers: a memory-history router whose
 * context has the same shape as the app's (query client, API client, config,
 * auth stores without sessionStorage), so components use `useAppContext`.
 */
export async function renderWithApp(
  ui: ReactElement,
  options: RenderAppOptions = {},
): Promise<RenderAppResult> {
  const context = createTestContext(options);
  const { queryClient } = context;

  const rootRoute = createRootRouteWithContext<RouterContext>()({ component: Outlet });
  // One splat route renders the component under test at any path.
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    component: () => ui,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    history: createMemoryHistory({ initialEntries: [options.path ?? '/'] }),
    context,
    parseSearch,
    stringifySearch,
  });
  await router.load();
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      {/* The test tree is not the registered one; the casts keep the typed app API. */}
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
  return { ...result, user, context };
}
