import { McpHttpFailure } from '../types';
import { sha256UrlSafe } from './pkce';
import { createRotationLedger, TOKENS_CHANNEL, type ChannelLike } from './rotation-ledger';
import type { McpTokens } from './tokens';

/**
 * Refresh tokens are one-time, and presenting a used one revokes the whole
 * grant (decision 018). So a refresh runs once per refresh token: callers in
 * this tab share one in-flight promise, tabs take turns under a Web Lock, and
 * a tab holding an old token that another tab already rotated adopts the
 * announced tokens (rotation-ledger.ts) instead of presenting it again.
 */

export type { ChannelLike } from './rotation-ledger';

/** The part of navigator.locks used here (injectable for tests). */
export interface LockManagerLike {
  request<T>(
    name: string,
    options: { mode: 'exclusive'; ifAvailable?: boolean },
    callback: (lock: unknown) => Promise<T>,
  ): Promise<T>;
}

export interface Refresher {
  /** New tokens for this refresh token: refreshed once, or adopted from whoever did. */
  refreshOnce(currentRefreshToken: string): Promise<McpTokens>;
  /** Stops listening to other tabs. */
  close(): void;
}

// A message and a lock grant travel separately between tabs. So the tab that
// rotated keeps the lock a little after announcing (a tab that asks later
// has heard the news by then), and a tab that had to wait for the lock gives
// the announcement a moment to arrive before it refreshes itself.
const DEFAULT_HOLD_MS = 100;
const DEFAULT_GRACE_MS = 250;
const NOT_GRANTED = Symbol('lock not granted');

type Outcome = { tokens: McpTokens; rotatedHere: boolean };

/** A refusal a retry cannot change: the token is spent or the grant is gone. */
function isDefinitive(err: unknown): boolean {
  return (
    err instanceof McpHttpFailure && err.status >= 400 && err.status < 500 && err.status !== 429
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function defaultLocks(): LockManagerLike | null {
  const locks: LockManagerLike | undefined = globalThis.navigator?.locks;
  return locks ?? null;
}

function defaultChannel(): ChannelLike | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(TOKENS_CHANNEL);
}

export function createRefresher(opts: {
  refresh: (refreshToken: string) => Promise<McpTokens>;
  locks?: LockManagerLike | null;
  channel?: ChannelLike | null;
  lockName: string;
  holdMs?: number;
  graceMs?: number;
}): Refresher {
  const locks = opts.locks === undefined ? defaultLocks() : opts.locks;
  const ledger = createRotationLedger(opts.channel === undefined ? defaultChannel() : opts.channel);
  const refused = new Map<string, unknown>();
  const inflight = new Map<string, Promise<McpTokens>>();

  async function rotate(refreshToken: string, from: string, waited: boolean): Promise<Outcome> {
    const known =
      ledger.successorOf(from) ??
      (waited ? await ledger.announcement(from, opts.graceMs ?? DEFAULT_GRACE_MS) : undefined);
    if (known) return { tokens: known, rotatedHere: false };
    try {
      const tokens = await opts.refresh(refreshToken);
      ledger.record(from, tokens);
      return { tokens, rotatedHere: true };
    } catch (err) {
      if (isDefinitive(err)) refused.set(from, err);
      throw err;
    }
  }

  /** `work` under the lock: its answer is passed on at once, the lock kept a little after a rotation. */
  function underLock(
    options: { mode: 'exclusive'; ifAvailable?: boolean },
    work: () => Promise<Outcome>,
  ): Promise<McpTokens | typeof NOT_GRANTED> {
    if (!locks) return work().then((outcome) => outcome.tokens);
    return new Promise((resolve, reject) => {
      locks
        .request(opts.lockName, options, async (lock) => {
          if (lock === null) return resolve(NOT_GRANTED);
          const outcome = await work().catch((err: unknown) => {
            reject(err);
            return null;
          });
          if (!outcome) return;
          resolve(outcome.tokens);
          if (outcome.rotatedHere && ledger.broadcasts) await sleep(opts.holdMs ?? DEFAULT_HOLD_MS);
        })
        .catch(reject);
    });
  }

  async function run(refreshToken: string): Promise<McpTokens> {
    const from = await sha256UrlSafe(refreshToken);
    const known = ledger.successorOf(from);
    if (known) return known;
    if (refused.has(from)) throw refused.get(from);
    const first = await underLock({ mode: 'exclusive', ifAvailable: true }, () =>
      rotate(refreshToken, from, false),
    );
    if (first !== NOT_GRANTED) return first;
    // Another tab holds the lock: most likely it is rotating this very token.
    const second = await underLock({ mode: 'exclusive' }, () => rotate(refreshToken, from, true));
    if (second === NOT_GRANTED) throw new Error('the refresh lock was not granted');
    return second;
  }

  return {
    refreshOnce(refreshToken) {
      const existing = inflight.get(refreshToken);
      if (existing) return existing;
      const flight = run(refreshToken);
      inflight.set(refreshToken, flight);
      const land = () => inflight.delete(refreshToken);
      flight.then(land, land);
      return flight;
    },
    close: ledger.close,
  };
}
