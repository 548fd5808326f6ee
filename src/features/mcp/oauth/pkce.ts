/**
 * Random secrets and SHA-256 for the OAuth round trip, from Web Crypto only
 * (crypto.subtle needs a secure context: https, or http on localhost).
 */

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** `bytes` random bytes as base64url: 32 bytes give 43 characters and 256 bits. */
export function randomUrlSafe(bytes = 32): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** base64url(SHA-256(text)): the S256 code challenge, and a name for a secret that is not the secret. */
export async function sha256UrlSafe(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return base64Url(new Uint8Array(digest));
}

/** A fresh PKCE verifier (RFC 7636 §4.1: 43 to 128 characters) and its S256 challenge. */
export async function createPkcePair(): Promise<{ verifier: string; challenge: string }> {
  const verifier = randomUrlSafe(32);
  return { verifier, challenge: await sha256UrlSafe(verifier) };
}
