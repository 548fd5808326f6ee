import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../router-context';
import { SessionExpiredDialog } from '@/features/auth/components/session-expired-dialog';
import { NotFound } from '../components/not-found';
import { PublicShell } from '../components/public-shell';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // An unknown address matches no layout: the page gets the public frame
  // (landmarks, skip link, page colors in both schemes) instead of none.
  notFoundComponent: RootNotFound,
});

function RootNotFound() {
  return (
    <PublicShell>
      <NotFound />
    </PublicShell>
  );
}

function RootLayout() {
  return (
    <>
      <Outlet />
      {/* Outside every page, so a 401 anywhere can be fixed in place. */}
      <SessionExpiredDialog />
    </>
  );
}
