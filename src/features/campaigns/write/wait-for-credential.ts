import type { AuthServices } from '@/lib/session/auth-services';

/**
 * Opens the session dialog for the member credential and waits for it to
 * close: true when a new credential was accepted (the credentials snapshot
 * changed), false when the dialog was dismissed without one.
 */
export function waitForMemberCredential(auth: AuthServices): Promise<boolean> {
  const before = auth.credentials.getSnapshot();
  auth.sessionExpiry.report('member');
  return new Promise((resolve) => {
    const check = () => {
      if (auth.sessionExpiry.getSnapshot().includes('member')) return;
      unsubscribe();
      resolve(auth.credentials.getSnapshot() !== before);
    };
    const unsubscribe = auth.sessionExpiry.subscribe(check);
    check();
  });
}
