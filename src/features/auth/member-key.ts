// Part of the auth feature's public API: other features may import this file
// (AUTH_PUBLIC_API in eslint/import-zones.js). Change its exports with them in mind.

import type { Credentials } from '@/lib/session/credentials-store';
import { memberOf } from './member-identity';

/**
 * Whose drafts and change log these are: `${tenant}:${uid}` from the token's
 * claims, so a second account on this browser never sees the first one's.
 * A platform session or a token without claims shares one key ("session").
 */
export function memberKeyOf(credentials: Credentials): { key: string; name: string } {
  const member = memberOf(credentials);
  const key =
    member?.tenant !== undefined && member.uid !== undefined
      ? `${member.tenant}:${member.uid}`
      : 'session';
  return { key, name: member?.name ?? 'Member' };
}
