// Part of the auth feature's public API: other features may import this file
// (AUTH_PUBLIC_API in eslint/import-zones.js). Change its exports with them in mind.

import { createCredentialsStore, type CredentialsStore } from './credentials-store';
import { createSessionExpiryStore, type SessionExpiryStore } from './session-expiry-store';

/** What the router context carries as `auth`. */
export interface AuthServices {
  credentials: CredentialsStore;
  sessionExpiry: SessionExpiryStore;
}

export function createAuthServices(
  options: Parameters<typeof createCredentialsStore>[0] = {},
): AuthServices {
  return {
    credentials: createCredentialsStore(options),
    sessionExpiry: createSessionExpiryStore(),
  };
}
