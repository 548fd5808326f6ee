// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  NOT_KEPT_KEY,
  STORAGE_KEY,
  createCredentialsStore,
  hasMemberAccess,
} from './credentials-store';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('credentials store', () => {
  it('on a fresh tab, keeping the sign-in on this tab is the default', () => {
    expect(createCredentialsStore().getSnapshot()).toEqual({ persist: true });
    expect(createCredentialsStore({ storage: null }).getSnapshot()).toEqual({ persist: true });
  });

  it('keeps credentials in memory only when the user unticked the box, and remembers only that', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const store = createCredentialsStore();
    store.signIn({ memberToken: 'member-token', publisherKey: 'pub-key', persist: false });

    expect(store.getSnapshot()).toMatchObject({
      memberToken: 'member-token',
      publisherKey: 'pub-key',
      persist: false,
    });
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    // The one write is the choice ('off'), to this tab's sessionStorage: no credential.
    expect(setItem.mock.calls).toEqual([[NOT_KEPT_KEY, 'off']]);
    expect(setItem.mock.contexts).toEqual([sessionStorage]);
    expect(JSON.stringify({ ...sessionStorage })).not.toMatch(/member-token|pub-key/);
    expect(localStorage.length).toBe(0);
    // A new store (a reload) starts signed out, with the box still unticked.
    expect(createCredentialsStore().getSnapshot()).toEqual({ persist: false });
  });

  it('mirrors to sessionStorage when kept (the default) and never touches localStorage', () => {
    // Spy on the prototype: assigning to a Storage instance would store an item.
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const store = createCredentialsStore();
    store.signIn({ memberToken: 'member-token', persist: true });

    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}')).toEqual({
      memberToken: 'member-token',
    });
    expect(setItem.mock.contexts.every((target) => target === sessionStorage)).toBe(true);
    expect(localStorage.length).toBe(0);
    expect(createCredentialsStore().getSnapshot()).toMatchObject({
      memberToken: 'member-token',
      persist: true,
    });
  });

  it('keeps the other credential when one is added and persists the replacement', () => {
    const store = createCredentialsStore();
    store.signIn({ memberToken: 'old', persist: true });
    store.signIn({ publisherKey: 'key-1234', persist: true });
    store.replace('member', 'new');

    expect(store.getSnapshot()).toMatchObject({ memberToken: 'new', publisherKey: 'key-1234' });
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}')).toEqual({
      memberToken: 'new',
      publisherKey: 'key-1234',
    });
  });

  it('removes the stored copy when the user signs in again with the box unticked', () => {
    const store = createCredentialsStore();
    store.signIn({ memberToken: 'a', persist: true });
    store.signIn({ memberToken: 'b', persist: false });
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('clears memory and sessionStorage on sign-out and notifies subscribers', () => {
    const store = createCredentialsStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.signIn({ memberToken: 'a', publisherKey: 'b', persist: true });
    store.signOut();

    expect(store.getSnapshot()).toEqual({ persist: true });
    expect(sessionStorage.length).toBe(0);
    expect(createCredentialsStore().getSnapshot()).toEqual({ persist: true });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('after an unticked sign-in, sign-out and a reload keep the box unticked; ticking it again clears that', () => {
    const store = createCredentialsStore();
    store.signIn({ memberToken: 'a', persist: false });
    store.signOut();
    expect(store.getSnapshot()).toEqual({ persist: false });
    expect(createCredentialsStore().getSnapshot()).toEqual({ persist: false });

    store.signIn({ memberToken: 'b', persist: true });
    expect(sessionStorage.getItem(NOT_KEPT_KEY)).toBeNull();
    expect(createCredentialsStore().getSnapshot()).toEqual({ memberToken: 'b', persist: true });
  });

  it('drops a corrupt stored entry instead of failing', () => {
    sessionStorage.setItem(STORAGE_KEY, '{not json');
    expect(createCredentialsStore().getSnapshot()).toEqual({ persist: true });
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('still works in memory when storage throws (blocked by the browser)', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = createCredentialsStore({ storage: throwing });
    store.signIn({ memberToken: 'a', persist: true });
    expect(store.getSnapshot().memberToken).toBe('a');
  });

  it('opens the member area for a checked platform session (authMode "session") without a token', () => {
    const store = createCredentialsStore();
    expect(hasMemberAccess(store.getSnapshot())).toBe(false);
    store.signIn({ memberSession: true, persist: true });
    expect(hasMemberAccess(store.getSnapshot())).toBe(true);
    expect(store.getSnapshot().memberToken).toBeUndefined();
    // The marker survives a reload only because the box was ticked; sign-out forgets it.
    expect(hasMemberAccess(createCredentialsStore().getSnapshot())).toBe(true);
    store.signOut();
    expect(hasMemberAccess(createCredentialsStore().getSnapshot())).toBe(false);
  });

  it('gives a stable snapshot between changes (useSyncExternalStore contract)', () => {
    const store = createCredentialsStore({ storage: null });
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });
});
