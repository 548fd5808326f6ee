import { Suspense, useSyncExternalStore } from 'react';
import { useLocation, useRouter } from '@tanstack/react-router';
import { useAppContext } from '@/router-context';
import { Dialog } from '@/components/ui/dialog';
import { useSignOut } from '../use-sign-out';
import { memberIdentity } from '../member-identity';
import { LazyReplaceForm } from './lazy-replace-form';

/**
 * Opens on a 401 anywhere. The page underneath stays mounted, so nothing the
 * user typed is lost; after a new credential is accepted the failed queries
 * and loaders run again.
 */
export function SessionExpiredDialog() {
  const { auth, queryClient } = useAppContext();
  const router = useRouter();
  const pending = useSyncExternalStore(
    auth.sessionExpiry.subscribe,
    auth.sessionExpiry.getSnapshot,
  );
  const area = pending[0];
  const signOut = useSignOut();
  const href = useLocation({ select: (location) => location.href });

  async function onReplaced(value: string) {
    if (!area) return;
    const before = auth.credentials.getSnapshot();
    const sameAccount = area === 'publisher' || sameMember(before.memberToken, value);
    auth.credentials.replace(area, value);
    auth.sessionExpiry.resolve(area);
    // Another account's data must all be refreshed; the same account only needs
    // what failed.
    await Promise.all([
      queryClient.invalidateQueries(
        sameAccount ? { predicate: (query) => query.state.status === 'error' } : {},
      ),
      router.invalidate(),
    ]);
  }

  const noun = area === 'publisher' ? 'publisher API key' : 'member access token';
  return (
    <Dialog
      open={area !== undefined}
      onClose={() => auth.sessionExpiry.clear()}
      title="Session expired"
      description={`The server no longer accepts your ${noun}. Paste a new one to continue where you left off — nothing on this page is lost.`}
    >
      {area ? (
        <Suspense fallback={<p className="text-sm">Loading the form…</p>}>
          <LazyReplaceForm
            key={area}
            area={area}
            onReplaced={onReplaced}
            onSignOut={() => void signOut({ returnTo: href })}
          />
        </Suspense>
      ) : null}
    </Dialog>
  );
}

function sameMember(previous: string | undefined, next: string): boolean {
  if (!previous) return false;
  const a = memberIdentity(previous);
  const b = memberIdentity(next);
  return a.uid !== undefined && a.uid === b.uid && a.tenant === b.tenant;
}
