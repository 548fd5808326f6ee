/**
 * One tab per grant (decision 044). Refresh tokens are one-time, and
 * presenting a spent one revokes the whole grant (decision 018). A tab gets
 * a connection of its own from the consent page; two tabs hold the same
 * refresh token only when one copied the other's sessionStorage ("Duplicate
 * tab" with "Keep the connection on this tab" on). So a session claims its
 * grant under an exclusive Web Lock for as long as it is open: the copy finds
 * the lock held and never refreshes what the other tab rotates.
 */

/** The part of navigator.locks used here (injectable for tests). */
export interface LockManagerLike {
  request<T>(
    name: string,
    options: { mode: 'exclusive'; ifAvailable: true },
    callback: (lock: unknown) => Promise<T>,
  ): Promise<T>;
}

export function createGrantLocks(locks: LockManagerLike | null | undefined) {
  const held = new Map<string, () => void>();
  return {
    /** True when this tab holds (or now took) the grant; false when another tab does. */
    async claim(clientId: string): Promise<boolean> {
      if (!locks || held.has(clientId)) return true;
      return new Promise<boolean>((resolve, reject) => {
        locks
          .request(
            `adpanel.mcp.grant ${clientId}`,
            { mode: 'exclusive', ifAvailable: true },
            (lock) => {
              resolve(lock !== null);
              // Held until release(): the callback's promise is the lock's lifetime.
              return lock === null
                ? Promise.resolve()
                : new Promise<void>((free) => held.set(clientId, free));
            },
          )
          .catch(reject);
      });
    },
    release(clientId: string) {
      held.get(clientId)?.();
      held.delete(clientId);
    },
  };
}

const browserLocks: LockManagerLike | undefined = globalThis.navigator?.locks;

/** This page's claims. */
export const grantLocks = createGrantLocks(browserLocks);
