import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { createAppRouter, type AppRouter } from '../router';
import type { RouterContext } from '../router-context';
import { createAuthServices } from '../lib/session/auth-services';
import { createTestContext, type RenderAppOptions } from './render';

export interface RenderRouteResult extends RenderResult {
  user: UserEvent;
  router: AppRouter;
  context: RouterContext;
}

/**
 * The whole app at `path`: the real route tree (guards, validateSearch, search
 * middlewares, layouts) on a memory history, so a test reads the URL the page
 * writes and opens the page from a URL as a shared link would.
 */
export interface RenderRouteOptions extends Omit<RenderAppOptions, 'path'> {
  /** Signs in first, in memory only (no sessionStorage), with these credentials. */
  signedIn?: { memberToken?: string; publisherKey?: string };
}

export async function renderRoute(
  path: string,
  { signedIn, ...options }: RenderRouteOptions = {},
): Promise<RenderRouteResult> {
  if (signedIn) {
    const auth = createAuthServices({ storage: null });
    auth.credentials.signIn({ ...signedIn, persist: false });
    options = { ...options, context: { ...options.context, auth } };
  }
  const context = createTestContext(options);
  const router = createAppRouter(context, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={context.queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, user, router, context };
}
