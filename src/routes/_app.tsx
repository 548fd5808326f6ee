import { Outlet, createFileRoute } from '@tanstack/react-router';
import { AppShell } from '../components/app-shell';
import { AreaNav } from '../components/area-nav';
import { requireSignedIn } from '@/features/auth/guards';
import { useAllowedAreas } from '@/features/auth/use-allowed-areas';
import { AccountSummary } from '@/features/auth/components/account-summary';

/** Pathless layout: every page behind sign-in shares the shell. */
export const Route = createFileRoute('/_app')({
  beforeLoad: requireSignedIn,
  component: AppLayout,
});

function AppLayout() {
  const areas = useAllowedAreas();
  return (
    <AppShell nav={<AreaNav areas={areas} />} account={<AccountSummary />}>
      <Outlet />
    </AppShell>
  );
}
