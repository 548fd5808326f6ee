import { SignJWT, errors, jwtVerify } from 'jose';
import { webcrypto } from 'node:crypto';
import { MemberClaimsSchema, type MemberClaims } from '@contract/demo';

/**
 * Member access tokens: HS256 JWTs with the contract's claims {uid, tenant, name}
 * plus sub and exp. Only the algorithm we issue is accepted on verify, so an
 * "alg: none" or RS/HS confusion token is rejected by jose itself; a token
 * without exp is refused too.
 */
const ISSUER = 'adpanel-reference';
export const DEMO_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

// A CryptoKey from Node's WebCrypto rather than TextEncoder bytes: under jsdom
// (the dashboard's component tests) such a Uint8Array belongs to another realm
// and jose rejects it. Imported once per secret.
const keys = new Map<string, Promise<webcrypto.CryptoKey>>();
function keyOf(secret: string): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey(
      'raw',
      Buffer.from(secret, 'utf8'),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, key);
  }
  return key;
}

export async function signMemberToken(
  secret: string,
  claims: { uid: number; tenant: string; name: string },
  options: { expiresAt?: number } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ uid: claims.uid, tenant: claims.tenant, name: claims.name })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.uid))
    .setIssuer(ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(options.expiresAt ?? now + DEMO_TOKEN_TTL_SECONDS)
    .sign(await keyOf(secret));
}

export type TokenCheck =
  { ok: true; claims: MemberClaims } | { ok: false; reason: 'expired' | 'invalid' };

export async function verifyMemberToken(secret: string, token: string): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      // A token without exp would be valid for ever: only tokens we issue, which all expire.
      requiredClaims: ['exp'],
    });
    const claims = MemberClaimsSchema.safeParse(payload);
    if (!claims.success || payload.sub !== String(claims.data.uid))
      return { ok: false, reason: 'invalid' };
    return { ok: true, claims: claims.data };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
