import { McpHttpFailure } from '../types';
import { acquirePageLedger, obtainedInThisPage, type ObtainedTokens } from './page-ledger';
import { sha256UrlSafe } from './pkce';
import { createRotationLedger, type ChannelLike } from './rotation-ledger';
import type { McpTokens } from './tokens';

/**
 * Refresh tokens are one-time, and presenting a used one revokes the whole
 * grant (decision 018). So a refresh runs once per refresh token: callers in
 * this tab share one in-flight promise, tabs take turns under a Web Lock, and
 * a tab holding an old token that another tab already rotated adopts the
 * announced tokens (rotation-ledger.ts) instead of presenting it again.
 *
 * A tab only hears announcements while it is open. So a refresh token this
 * page did not obtain itself (restored from sessionStorage after a reload or
 * in a duplicated tab) is not presented before the other tabs were asked
 * whether they rotated it; and a tab that follows its connection
 * (`follow`) takes the new tokens as soon as it hears that its own was rotated.
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

/** Whoever holds a connection's refresh token (session/token-keeper.ts). */
export interface TokenHolder {
  refreshToken(): string | undefined;
  /** Another tab rotated the token this holder has: these are the newest tokens. */
  adopt(tokens: McpTokens): void;
}

export interface Refresher {
  /** New tokens for this refresh token: refreshed once, or adopted from whoever did. */
  refreshOnce(currentRefreshToken: string): Promise<McpTokens>;
  /** Hands `holder` the new tokens when another tab announces it rotated the holder's token. */
  follow(holder: TokenHolder): () => void;
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

export function createRefresher(opts: {
  refresh: (refreshToken: string) => Promise<McpTokens>;
  locks?: LockManagerLike | null;
  /** The other tabs; by default the page's shared ledger (page-ledger.ts). */
  channel?: ChannelLike | null;
  lockName: string;
  holdMs?: number;
  graceMs?: number;
  /** Refresh tokens this page obtained itself; by default the page's own (page-ledger.ts). */
  obtainedHere?: ObtainedTokens;
}): Refresher {
  const locks = opts.locks === undefined ? defaultLocks() : opts.locks;
  const shared = opts.channel === undefined ? acquirePageLedger() : null;
  const ledger = shared?.ledger ?? createRotationLedger(opts.channel ?? null);
  const obtained = opts.obtainedHere ?? obtainedInThisPage;
  const following = new Set<() => void>();
  const graceMs = opts.graceMs ?? DEFAULT_GRACE_MS;
  const refused = new Map<string, unknown>();
  const inflight = new Map<string, Promise<McpTokens>>();

  /** Tokens another tab obtained: from now on this tab follows them itself. */
  const adopted = (tokens: McpTokens): McpTokens => {
    if (tokens.refreshToken) obtained.add(tokens.refreshToken);
    return tokens;
  };

  async function rotate(refreshToken: string, from: string, waited: boolean): Promise<Outcome> {
    let known = await ledger.latest(from);
    if (!known && waited && (await ledger.announcement(from, graceMs)))
      known = await ledger.latest(from);
    if (known) return { tokens: adopted(known), rotatedHere: false };
    try {
      const tokens = await opts.refresh(refreshToken);
      if (tokens.refreshToken) obtained.add(tokens.refreshToken);
      // Without a new refresh token the old one stays valid (RFC 6749 §6): it was not spent.
      if (tokens.refreshToken && tokens.refreshToken !== refreshToken) ledger.record(from, tokens);
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
    const known = await ledger.latest(from);
    if (known) return adopted(known);
    if (refused.has(from)) throw refused.get(from);
    if (!obtained.has(refreshToken) && ledger.broadcasts) {
      // Restored, not obtained here: another tab may have spent it while this page was away.
      const answer = await ledger.ask(from, graceMs);
      if (answer) return adopted(answer);
    }
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
    follow(holder) {
      const stop = ledger.onHeard((rotatedFrom) => {
        const held = holder.refreshToken();
        if (!held) return;
        void (async () => {
          if ((await sha256UrlSafe(held)) !== rotatedFrom) return;
          const tokens = await ledger.latest(rotatedFrom);
          // Only if the holder still has that token (it may have refreshed meanwhile).
          if (tokens && holder.refreshToken() === held) holder.adopt(adopted(tokens));
        })().catch(() => {});
      });
      following.add(stop);
      return () => {
        following.delete(stop);
        stop();
      };
    },
    close() {
      for (const stop of following) stop();
      following.clear();
      if (shared) shared.release();
      else ledger.close();
    },
  };
}
