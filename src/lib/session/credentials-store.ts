// The credentials of this tab (sessionStorage or memory only): below every feature,
// since the API client, the router context and each area read them.

import { isRecord } from '@contract/wire-readers';

export type CredentialArea = 'member' | 'publisher';

export interface Credentials {
  memberToken?: string;
  publisherKey?: string;
  /**
   * config.authMode "session": the member is authenticated by the platform's
   * session cookie (checked at sign-in), so there is no token to hold.
   */
  memberSession?: boolean;
  /**
   * What the publisher key was found to open when it was checked at sign-in
   * (the contract has no scope discovery: a report that answers 403 says the
   * scope is missing). Absent = not known, and both report areas are shown.
   * Not a secret; it goes and comes with the key.
   */
  publisherScopes?: PublisherScopes;
}

/** The two report scopes of a publisher key (publisher:xml:read, publisher:search:read). */
export interface PublisherScopes {
  xml: boolean;
  search: boolean;
}

export interface CredentialsSnapshot extends Credentials {
  /**
   * This tab's choice of "Keep me signed in on this tab": credentials are
   * mirrored to sessionStorage. On unless the user unticked the box on this
   * tab; the sign-in form opens with the box as this says.
   */
  persist: boolean;
}

/** The subset of Storage the store uses (sessionStorage in the app, a fake in tests). */
export type CredentialStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface CredentialsStore {
  getSnapshot(): CredentialsSnapshot;
  subscribe(listener: () => void): () => void;
  /** Adds or replaces the given credentials; the ones not given are kept. */
  signIn(input: Credentials & { persist: boolean }): void;
  /** Replaces one credential after a 401, keeping the current persistence choice. */
  /** A fresh credential for one area; a publisher key with the scopes found on it (or none known). */
  replace(area: CredentialArea, value: string, publisherScopes?: PublisherScopes): void;
  /** Forgets every credential (memory and sessionStorage); keeps the tab's choice of the box. */
  signOut(): void;
}

export const STORAGE_KEY = 'adpanel.credentials';

/**
 * Set ('off') while the user's last sign-in on this tab had "Keep me signed in
 * on this tab" unticked, so the box opens unticked again after Sign out or a
 * reload (which then signed them out) instead of falling back to the ticked
 * default: someone on a shared computer should not have to notice and untick
 * it again on every sign-in. Only the choice is stored, never a credential;
 * sessionStorage, so it dies with the tab like everything here. It must be
 * sessionStorage, not memory: the reload that signs an unticked user out is
 * exactly when the sign-in form is shown again.
 */
export const NOT_KEPT_KEY = 'adpanel.keepSignedIn';
const NOT_KEPT = 'off';

/**
 * The stored entry, if it has the shape this file writes (other keys are dropped);
 * anything else is no entry. Plain code: it runs before the first paint (decision 059).
 */
function readEntry(value: unknown): Credentials | undefined {
  if (!isRecord(value)) return undefined;
  const { memberToken, publisherKey, memberSession, publisherScopes: scopes } = value;
  const credential = (v: unknown): v is string | undefined =>
    v === undefined || (typeof v === 'string' && v.length > 0);
  if (!credential(memberToken) || !credential(publisherKey)) return undefined;
  if (memberSession !== undefined && typeof memberSession !== 'boolean') return undefined;
  let publisherScopes: PublisherScopes | undefined;
  if (scopes !== undefined) {
    if (!isRecord(scopes) || typeof scopes.xml !== 'boolean' || typeof scopes.search !== 'boolean')
      return undefined;
    publisherScopes = { xml: scopes.xml, search: scopes.search };
  }
  const entry: Credentials = {};
  if (memberToken !== undefined) entry.memberToken = memberToken;
  if (publisherKey !== undefined) entry.publisherKey = publisherKey;
  if (memberSession !== undefined) entry.memberSession = memberSession;
  if (publisherScopes) entry.publisherScopes = publisherScopes;
  return entry;
}

function defaultStorage(): CredentialStorage | null {
  try {
    // Only sessionStorage: it dies with the tab. localStorage would outlive the
    // session and be shared by every tab, which a bearer credential must not be.
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage can be blocked (privacy settings, sandboxed frames)
  }
}

function readStored(storage: CredentialStorage | null): CredentialsSnapshot {
  const signedOut = (): CredentialsSnapshot => ({
    persist: safely(() => storage?.getItem(NOT_KEPT_KEY)) !== NOT_KEPT,
  });
  const raw = safely(() => storage?.getItem(STORAGE_KEY) ?? null);
  if (!raw) return signedOut();
  try {
    const entry = readEntry(JSON.parse(raw));
    if (entry && hasAnyCredential(entry)) {
      return { ...entry, persist: true };
    }
  } catch {
    // fall through: a corrupt entry is dropped below
  }
  safely(() => storage?.removeItem(STORAGE_KEY));
  return signedOut();
}

function safely<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined; // quota or privacy errors must not break signing in
  }
}

/**
 * Member token and publisher key live in memory and, unless the user unticked
 * "Keep me signed in on this tab" (a shared computer), are mirrored to this
 * tab's sessionStorage so a reload keeps the user signed in. Sign out and
 * closing the tab forget them. Never localStorage, never the URL, never the
 * console.
 */
export function createCredentialsStore(
  options: { storage?: CredentialStorage | null } = {},
): CredentialsStore {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  let snapshot = readStored(storage);
  const listeners = new Set<() => void>();

  function commit(next: CredentialsSnapshot) {
    snapshot = next;
    const { memberToken, publisherKey, memberSession, publisherScopes } = next;
    if (next.persist && hasAnyCredential(next)) {
      safely(() =>
        storage?.setItem(
          STORAGE_KEY,
          JSON.stringify({ memberToken, publisherKey, memberSession, publisherScopes }),
        ),
      );
    } else {
      safely(() => storage?.removeItem(STORAGE_KEY));
    }
    if (next.persist) safely(() => storage?.removeItem(NOT_KEPT_KEY));
    else safely(() => storage?.setItem(NOT_KEPT_KEY, NOT_KEPT));
    for (const listener of listeners) listener();
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn({ memberToken, publisherKey, memberSession, publisherScopes, persist }) {
      commit({
        memberToken: memberToken || snapshot.memberToken,
        publisherKey: publisherKey || snapshot.publisherKey,
        memberSession: memberSession || snapshot.memberSession || undefined,
        // Scopes belong to the key they were found on: a new key brings its own (or none).
        publisherScopes: publisherKey ? publisherScopes : snapshot.publisherScopes,
        persist,
      });
    },
    replace(area, value, publisherScopes) {
      commit(
        area === 'member'
          ? { ...snapshot, memberToken: value }
          : { ...snapshot, publisherKey: value, publisherScopes },
      );
    },
    signOut() {
      // The credentials go; the tab's choice of the box stays for the next sign-in.
      commit({ persist: snapshot.persist });
    },
  };
}

export function hasAnyCredential(credentials: Credentials): boolean {
  return hasMemberAccess(credentials) || Boolean(credentials.publisherKey);
}

/** A member token, or (authMode "session") a checked member session cookie. */
export function hasMemberAccess(credentials: Credentials): boolean {
  return Boolean(credentials.memberToken || credentials.memberSession);
}
