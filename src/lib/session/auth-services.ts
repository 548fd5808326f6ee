// The session's services, below the router context and every feature: the router
// context carries them as `auth`; the auth feature's screens and hooks build on them.

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
