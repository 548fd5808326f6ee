import { hasMemberAccess, type Credentials } from '@/lib/session/credentials-store';
import { memberIdentity } from '@/features/auth/member-identity';

/**
 * Whose console this is. The MCP connection, the call history and the
 * pending intents belong to the dashboard user who made them: signing out,
 * or another member signing in on the same tab, forgets them.
 */

/** The dashboard's credentials store, as far as the console follows it (features/auth). */
export interface CredentialsSource {
  getSnapshot(): Credentials;
  subscribe(listener: () => void): () => void;
}

/**
 * Who is signed in, as a name a later sign-in can be compared with: a
 * member token's tenant and uid, the platform session, or else the
 * credential itself (held in memory only). null: nobody is signed in.
 */
export function signedInAs(credentials: Credentials): string | null {
  const owner = describableOwner(credentials);
  if (owner) return owner;
  if (credentials.memberToken) return `token:${credentials.memberToken}`;
  if (credentials.publisherKey) return `publisher:${credentials.publisherKey}`;
  return null;
}

/**
 * The same name when it holds no secret (tenant and uid, or the platform
 * session), so it may be written next to a kept connection; undefined otherwise.
 */
export function describableOwner(credentials: Credentials): string | undefined {
  if (!hasMemberAccess(credentials)) return undefined;
  if (!credentials.memberToken) return 'member-session';
  const { uid, tenant } = memberIdentity(credentials.memberToken);
  return uid === undefined ? undefined : `member:${tenant ?? ''}:${uid}`;
}

/**
 * Calls `onLeave` when the user the console belongs to leaves: a sign-out,
 * or a sign-in as somebody else. Nobody → somebody is not a change (the
 * callback may have connected before the dashboard asked to sign in again).
 */
export function watchSignedInUser(credentials: CredentialsSource, onLeave: () => void): () => void {
  let user = signedInAs(credentials.getSnapshot());
  return credentials.subscribe(() => {
    const next = signedInAs(credentials.getSnapshot());
    if (next === user) return;
    const left = user !== null;
    user = next;
    if (left) onLeave();
  });
}

/** Next to a kept connection: who it belongs to (never a secret). */
export const OWNER_KEY = 'adpanel.mcp.owner';
