import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import type { RouterContext } from './router-context';
import { RouteError } from './components/route-error';
import { NotFound } from './components/not-found';
import { parseSearch, stringifySearch } from './lib/search-params';

/** The app's router; tests hand it a memory history (the browser's is the default). */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // Loaders read through React Query, which owns caching and staleness.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
    // Plain, shareable URLs: lists as repeated keys (types=1&types=3), never JSON.
    parseSearch,
    stringifySearch,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
