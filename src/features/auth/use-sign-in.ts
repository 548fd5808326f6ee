import { useAppContext } from '@/router-context';
import {
  verifyMemberToken,
  verifyPublisherKey,
  type CredentialCheck,
} from './api/verify-credentials';

export interface SignInInput {
  memberToken?: string;
  /** authMode "session": check the member session cookie instead of a token. */
  memberSession?: boolean;
  publisherKey?: string;
  persist: boolean;
}

export interface SignInOutcome {
  ok: boolean;
  member?: CredentialCheck;
  publisher?: CredentialCheck;
}

/** Query keys of the sign-in page itself, kept when a new session starts. */
export const AUTH_QUERY_SCOPE = 'auth';

/**
 * Checks every given credential with one cheap request and stores them only if
 * all pass, so a half-valid pair never leaves the user in a confusing state.
 */
export function useSignIn() {
  const { api, auth, queryClient } = useAppContext();
  return async (input: SignInInput): Promise<SignInOutcome> => {
    const [member, publisher] = await Promise.all([
      input.memberToken || input.memberSession
        ? verifyMemberToken(api, input.memberToken)
        : undefined,
      input.publisherKey ? verifyPublisherKey(api, input.publisherKey) : undefined,
    ]);
    const ok = (member?.ok ?? true) && (publisher?.ok ?? true);
    if (ok) {
      // Another account's cached responses must not show up in this session.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== AUTH_QUERY_SCOPE });
      const publisherScopes = publisher?.ok ? publisher.scopes : undefined;
      auth.credentials.signIn({ ...input, publisherScopes });
      auth.sessionExpiry.clear();
    }
    return { ok, member, publisher };
  };
}
