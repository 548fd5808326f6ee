import { describe, expect, it } from 'vitest';
import { describeMember, describePublisherKey, memberIdentity } from './member-identity';

function jwt(payload: object): string {
  const encode = (value: object) => {
    const bytes = new TextEncoder().encode(JSON.stringify(value));
    const base64 = btoa(String.fromCharCode(...bytes));
    return base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

describe('memberIdentity', () => {
  it('reads name, uid and tenant from the JWT payload (unverified, display only)', () => {
    const identity = memberIdentity(jwt({ uid: 1001, tenant: 'acme', name: 'Demo Advertiser' }));
    expect(identity).toEqual({ name: 'Demo Advertiser', uid: 1001, tenant: 'acme' });
    expect(describeMember(identity)).toBe('Demo Advertiser (acme, uid 1001)');
  });

  it('decodes non-ASCII names', () => {
    expect(memberIdentity(jwt({ uid: 1, tenant: 't', name: 'Zoë Müller' })).name).toBe(
      'Zoë Müller',
    );
  });

  it('shows "Member" for tokens that are not JWTs or lack claims', () => {
    expect(memberIdentity('opaque-token')).toEqual({ name: 'Member' });
    expect(memberIdentity('a.%%%.c')).toEqual({ name: 'Member' });
    expect(memberIdentity(jwt({ sub: 'x' }))).toEqual({
      name: 'Member',
      uid: undefined,
      tenant: undefined,
    });
    expect(describeMember({ name: 'Member' })).toBe('Member');
  });

  it('shows only the last four characters of a publisher key', () => {
    expect(describePublisherKey('pk_live_abcdef1234')).toBe('Publisher key …1234');
  });
});
