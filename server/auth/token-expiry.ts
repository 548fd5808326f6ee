/**
 * Tokens a test has declared expired (TEST_HOOKS only). The browser tests of
 * session expiry used to mint a token that lived 4–8 s and wait for it in real
 * time, which failed on a busy machine when signing in took longer than the
 * token lived. Now a test expires its own token the moment it wants the 401:
 * the member middleware answers exactly what it answers for a lapsed `exp`.
 */
export interface TokenExpiry {
  expire(token: string): void;
  isExpired(token: string): boolean;
}

export function createTokenExpiry(): TokenExpiry {
  const expired = new Set<string>();
  return {
    expire: (token) => void expired.add(token),
    isExpired: (token) => expired.has(token),
  };
}
