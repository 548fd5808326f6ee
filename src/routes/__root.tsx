import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../router-context';
import { SessionExpiredDialog } from '../features/auth/components/session-expired-dialog';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      {/* Outside every page, so a 401 anywhere can be fixed in place. */}
      <SessionExpiredDialog />
    </>
  );
}
