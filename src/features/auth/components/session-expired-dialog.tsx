import { Suspense, useSyncExternalStore } from 'react';
import { useLocation, useRouter } from '@tanstack/react-router';
import type { Query } from '@tanstack/react-query';
import type { CredentialArea, PublisherScopes } from '@/lib/session/credentials-store';
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

  async function onReplaced(value: string, publisherScopes?: PublisherScopes) {
    if (!area) return;
    const before = auth.credentials.getSnapshot();
    // A publisher key tells nothing of whose it is: only the same key is the same account.
    const sameAccount =
      area === 'publisher' ? before.publisherKey === value : sameMember(before.memberToken, value);
    auth.credentials.replace(area, value, publisherScopes);
    auth.sessionExpiry.resolve(area);
    // The same account only needs what failed. For another account (any new publisher key
    // may be one), this area's answers are dropped rather than refetched behind the old ones:
    // the previous account's campaigns or reports are never shown under the new credential.
    const failed = (query: Query) => query.state.status === 'error';
    await Promise.all([
      sameAccount
        ? queryClient.invalidateQueries({ predicate: failed })
        : queryClient.resetQueries({ predicate: (query) => ofArea(query, area) }),
      sameAccount ? undefined : queryClient.invalidateQueries({ predicate: failed }),
      router.invalidate(),
    ]);
  }

  const noun = area === 'publisher' ? 'publisher API key' : 'member access token';
  return (
    <Dialog
      // Escape closes the native dialog itself: the next area's ask is a dialog of its own.
      key={area}
      open={area !== undefined}
      // Escape answers the question asked, for this credential: another one the server
      // also rejected is asked for next, not dropped with it.
      onClose={() => area && auth.sessionExpiry.resolve(area)}
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

/** Publisher answers are the reports' (their keys start with 'reports'); the rest are the member's. */
function ofArea(query: Query, area: CredentialArea): boolean {
  return (query.queryKey[0] === 'reports') === (area === 'publisher');
}

function sameMember(previous: string | undefined, next: string): boolean {
  if (!previous) return false;
  const a = memberIdentity(previous);
  const b = memberIdentity(next);
  return a.uid !== undefined && a.uid === b.uid && a.tenant === b.tenant;
}
