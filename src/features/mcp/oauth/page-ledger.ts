import { createRotationLedger, TOKENS_CHANNEL, type RotationLedger } from './rotation-ledger';

/**
 * This page's side of the conversation between tabs (rotation-ledger.ts):
 * one ledger, shared by the console's refreshers while any of them is open,
 * and the refresh tokens the page obtained itself while it could hear the
 * other tabs (code exchange, refresh, adoption). Memory only: a reload
 * starts empty, so a token restored from sessionStorage is not "obtained
 * here", and refresh.ts asks the other tabs before presenting it.
 */

export interface ObtainedTokens {
  add(refreshToken: string): void;
  has(refreshToken: string): boolean;
}

// Far more than one connection rotates through while the page listens.
const KEEP = 64;

function createObtainedTokens() {
  const tokens = new Set<string>();
  return {
    add(refreshToken: string) {
      tokens.add(refreshToken);
      if (tokens.size > KEEP) tokens.delete(tokens.values().next().value ?? '');
    },
    has: (refreshToken: string) => tokens.has(refreshToken),
    clear: () => tokens.clear(),
  };
}

const obtained = createObtainedTokens();

export const obtainedInThisPage: ObtainedTokens = obtained;

let shared: { ledger: RotationLedger; users: number } | undefined;

/**
 * The page's ledger, for as long as the caller releases it. When the last
 * user releases it the channel closes; from then on the page hears nothing,
 * so what it obtained is no longer known to be unspent and is forgotten.
 */
export function acquirePageLedger(): { ledger: RotationLedger; release: () => void } {
  const entry = (shared ??= {
    ledger: createRotationLedger(
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(TOKENS_CHANNEL),
    ),
    users: 0,
  });
  entry.users++;
  let released = false;
  return {
    ledger: entry.ledger,
    release() {
      if (released) return;
      released = true;
      if (--entry.users > 0 || shared !== entry) return;
      shared = undefined;
      entry.ledger.close();
      obtained.clear();
    },
  };
}
