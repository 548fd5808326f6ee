// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { McpConnection } from '../types';
import { createConnectionStore, REMEMBER_KEY } from './connection-store';

const connection: McpConnection = {
  origin: 'http://localhost:8788',
  resource: 'http://localhost:8788/mcp',
  mode: 'oauth',
  scopes: ['platform:read'],
  clientId: 'client-1',
  accessToken: 'access-secret',
  refreshToken: 'refresh-secret',
  expiresAt: 1_900_000_000_000,
  authorizationServer: {
    issuer: 'http://localhost:8788',
    tokenEndpoint: 'http://localhost:8788/oauth/token',
  },
};

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the connection store', () => {
  it('keeps the connection in memory only, unless the user opts in', () => {
    const store = createConnectionStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set(connection);
    expect(store.get()).toBe(connection);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(sessionStorage.length).toBe(0);
    unsubscribe();
    store.set(null);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(localStorage.length).toBe(0);
  });

  it('mirrors to sessionStorage while remembering, and forgets when turned off', () => {
    const store = createConnectionStore();
    store.setRemember(true);
    store.set(connection);
    expect(JSON.parse(sessionStorage.getItem(REMEMBER_KEY) ?? '{}')).toEqual({ connection });
    store.setRemember(false);
    expect(sessionStorage.getItem(REMEMBER_KEY)).toBeNull();
    expect(store.get()).toBe(connection);
    expect(localStorage.length).toBe(0);
  });

  it('restores a remembered connection, and the opt-in made before a redirect', () => {
    const before = createConnectionStore();
    before.setRemember(true);
    expect(createConnectionStore().restore()).toBeNull();

    const afterRedirect = createConnectionStore();
    afterRedirect.restore();
    expect(afterRedirect.isRemembering()).toBe(true);
    afterRedirect.set(connection);
    expect(createConnectionStore().restore()).toEqual(connection);
  });

  it('keeps a direct connection without its token (the member token itself), which comes back from the sign-in', () => {
    const direct: McpConnection = {
      origin: 'http://localhost:8788',
      resource: 'http://localhost:8788/mcp',
      mode: 'direct',
      scopes: ['platform:read', 'platform:write'],
      accessToken: 'member-jwt',
    };
    const store = createConnectionStore();
    store.setRemember(true);
    store.set(direct);
    expect(store.get()).toBe(direct);
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('member-jwt');

    // After a reload: signed in (with whatever token the dashboard holds now), or not.
    expect(createConnectionStore().restore('fresh-jwt')).toEqual({
      ...direct,
      accessToken: 'fresh-jwt',
    });
    const signedOut = createConnectionStore();
    expect(signedOut.restore(undefined)).toBeNull();
    expect(signedOut.isRemembering()).toBe(true);
  });

  it('drops what it cannot read', () => {
    sessionStorage.setItem(REMEMBER_KEY, '{"connection":{"mode":"telepathy"}}');
    const store = createConnectionStore();
    expect(store.restore()).toBeNull();
    expect(store.isRemembering()).toBe(false);
    expect(sessionStorage.getItem(REMEMBER_KEY)).toBeNull();
  });
});
