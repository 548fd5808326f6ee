// Part of the auth feature's public API: other features may import this file
// (AUTH_PUBLIC_API in eslint/import-zones.js). Change its exports with them in mind.

import { useSyncExternalStore } from 'react';
import { useAppContext } from '@/router-context';
import type { CredentialsSnapshot } from '@/lib/session/credentials-store';

/** The current credentials; re-renders on sign-in, replacement and sign-out. */
export function useCredentials(): CredentialsSnapshot {
  const { credentials } = useAppContext().auth;
  return useSyncExternalStore(credentials.subscribe, credentials.getSnapshot);
}
