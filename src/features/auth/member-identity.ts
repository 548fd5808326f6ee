// Part of the auth feature's public API: other features may import this file
// (AUTH_PUBLIC_API in eslint/import-zones.js). Change its exports with them in mind.

import type { Credentials } from '@/lib/session/credentials-store';

export interface MemberIdentity {
  name: string;
  uid?: number;
  tenant?: string;
}

/** The claims shown, each dropped on its own when it is not what it should be. */
function readClaims(claims: unknown): { uid?: number; tenant?: string; name?: string } {
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims))
    throw new TypeError('The token payload is not an object.');
  const { uid, tenant, name } = claims as Record<string, unknown>;
  // As zod's coerce reads it: a number, or text that is one (" 7 ", "1e3").
  const id = uid === undefined ? undefined : Number(uid);
  return {
    uid: id !== undefined && Number.isSafeInteger(id) ? id : undefined,
    tenant: typeof tenant === 'string' ? tenant : undefined,
    name: typeof name === 'string' ? name : undefined,
  };
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Who the member token says it belongs to — for display only. The payload is
 * not verified here (the server does that on every request), and a token that
 * is not a JWT is simply shown as "Member".
 */
export function memberIdentity(token: string): MemberIdentity {
  const payload = token.split('.')[1];
  if (!payload) return { name: 'Member' };
  try {
    const claims = readClaims(JSON.parse(decodeBase64Url(payload)));
    return { name: claims.name?.trim() || 'Member', uid: claims.uid, tenant: claims.tenant };
  } catch {
    return { name: 'Member' };
  }
}

/** "Demo Advertiser (acme, uid 1001)" or just the name when claims are missing. */
export function describeMember(identity: MemberIdentity): string {
  const details = [identity.tenant, identity.uid !== undefined ? `uid ${identity.uid}` : undefined]
    .filter(Boolean)
    .join(', ');
  return details ? `${identity.name} (${details})` : identity.name;
}

/** Never shows more than the last four characters of a key. */
export function describePublisherKey(key: string): string {
  return `Publisher key …${key.slice(-4)}`;
}

/** The member behind the current credentials: a token's claims, or the platform session. */
export function memberOf(credentials: Credentials): MemberIdentity | undefined {
  if (credentials.memberToken) return memberIdentity(credentials.memberToken);
  return credentials.memberSession ? { name: 'Member (platform session)' } : undefined;
}
