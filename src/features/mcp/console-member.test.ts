// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createCredentialsStore } from '@/lib/session/credentials-store';
import { describableOwner, OWNER_KEY, signedInAs, watchSignedInUser } from './console-member';
import { createConsoleServices } from './console-services';
import { createConnectionStore, REMEMBER_KEY } from './oauth/connection-store';
import type { McpConnection } from './types';
import { idleSession } from '@/testing/mcp-console-fakes';

afterEach(() => {
  sessionStorage.clear();
});

/** An unsigned JWT with these claims: only its payload is read here. */
function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'none' })}.${part(claims)}.sig`;
}
const memberA = jwt({ uid: 1001, tenant: 'acme', name: 'A' });
const memberAAgain = jwt({ uid: 1001, tenant: 'acme', name: 'A', iat: 2 });
const memberB = jwt({ uid: 1002, tenant: 'acme', name: 'B' });

const connection: McpConnection = {
  origin: 'http://mcp.test',
  resource: 'http://mcp.test/mcp',
  mode: 'oauth',
  scopes: ['platform:read'],
  clientId: 'client-of-a',
  accessToken: 'access-token-of-a',
  refreshToken: 'refresh-token-of-a',
};

const session = idleSession;

describe('who the console belongs to', () => {
  it('names a member by tenant and uid (never a secret in the describable form)', () => {
    expect(signedInAs({ memberToken: memberA })).toBe('member:acme:1001');
    expect(signedInAs({ memberToken: memberAAgain })).toBe('member:acme:1001');
    expect(describableOwner({ memberToken: 'opaque' })).toBeUndefined();
    expect(signedInAs({ memberSession: true })).toBe('member-session');
    expect(signedInAs({})).toBeNull();
  });

  it('tells a sign-out and another member apart from a new token of the same member', () => {
    const credentials = createCredentialsStore({ storage: null });
    credentials.signIn({ memberToken: memberA, persist: false });
    const onLeave = vi.fn();
    watchSignedInUser(credentials, onLeave);
    credentials.replace('member', memberAAgain);
    expect(onLeave).not.toHaveBeenCalled();
    credentials.signIn({ memberToken: memberB, persist: false });
    expect(onLeave).toHaveBeenCalledTimes(1);
    credentials.signOut();
    expect(onLeave).toHaveBeenCalledTimes(2);
    // Nobody → somebody: nothing of theirs to forget.
    credentials.signIn({ memberToken: memberA, persist: false });
    expect(onLeave).toHaveBeenCalledTimes(2);
  });
});

describe('a connection kept on this tab by another member', () => {
  function load(memberToken: string) {
    const credentials = createCredentialsStore({ storage: null });
    credentials.signIn({ memberToken, persist: false });
    const connections = createConnectionStore();
    connections.restore();
    const revoke = vi.fn(async () => {});
    createConsoleServices({
      connections,
      queryClient: new QueryClient(),
      credentials,
      open: async () => session,
      revoke,
    });
    return { connections, revoke };
  }

  it('comes back for the member who kept it, and is forgotten (revoked) for another', () => {
    const a = load(memberA);
    a.connections.setRemember(true);
    a.connections.set(connection);
    expect(sessionStorage.getItem(OWNER_KEY)).toBe('member:acme:1001');

    // A's dashboard sign-in was not kept; the tab reloads; A signs in again.
    const again = load(memberA);
    expect(again.connections.get()).toEqual(connection);
    expect(again.revoke).not.toHaveBeenCalled();

    // The tab reloads again and B signs in.
    const b = load(memberB);
    expect(b.connections.get()).toBeNull();
    expect(b.revoke).toHaveBeenCalledWith(connection);
    expect(sessionStorage.getItem(REMEMBER_KEY)).toBeNull();
    expect(sessionStorage.getItem(OWNER_KEY)).toBeNull();
  });

  it('a connection kept before anybody was named (the callback, signed out) is adopted', () => {
    const callback = createConnectionStore();
    callback.setRemember(true);
    callback.set(connection);
    const b = load(memberB);
    expect(b.connections.get()).toEqual(connection);
    expect(sessionStorage.getItem(OWNER_KEY)).toBe('member:acme:1002');
  });
});
