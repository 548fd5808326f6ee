import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { signMemberToken } from '../auth/member-token';
import { BASE } from '../testing/campaign-fixtures';
import { body, requests } from '../testing/requests';
import { createTestApp, type TestApp } from '../testing/test-app';
import { MEMBER_AUTH_MESSAGES } from './member-auth';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function expect401(headers: Record<string, string>, message: string) {
  const res = await t.app.request(`${BASE}/campaigns`, { headers });
  expect(res.status).toBe(401);
  expect(res.headers.get('WWW-Authenticate')).toMatch(/^Bearer/);
  expect(await body(res)).toEqual({ status: 'error', message });
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('member authentication', () => {
  it('answers 401 without a token, or with another scheme', async () => {
    await expect401({}, MEMBER_AUTH_MESSAGES.missing);
    await expect401({ Authorization: 'Basic dXNlcjpwYXNz' }, MEMBER_AUTH_MESSAGES.missing);
  });

  it('answers 401 for a bad signature, garbage and alg "none"', async () => {
    const forged = await signMemberToken('another-secret-of-sufficient-length-123456', {
      uid: 1001,
      tenant: 'acme',
      name: 'x',
    });
    await expect401(bearer(forged), MEMBER_AUTH_MESSAGES.invalid);
    await expect401(bearer('not-a-jwt'), MEMBER_AUTH_MESSAGES.invalid);
    const [, payload] = t.tokens.demo.split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    await expect401(bearer(none), MEMBER_AUTH_MESSAGES.invalid);
  });

  it('answers 401 for an expired token', async () => {
    const expired = await signMemberToken(
      t.env.jwtSecret,
      { uid: 1001, tenant: 'acme', name: 'x' },
      { expiresAt: Math.floor(Date.now() / 1000) - 60 },
    );
    await expect401(bearer(expired), MEMBER_AUTH_MESSAGES.expired);
  });

  it('answers 401 for a token of an unknown member or a changed tenant claim', async () => {
    await expect401(
      bearer(await signMemberToken(t.env.jwtSecret, { uid: 4242, tenant: 'acme', name: 'x' })),
      MEMBER_AUTH_MESSAGES.unknownMember,
    );
    await expect401(
      bearer(await signMemberToken(t.env.jwtSecret, { uid: 1001, tenant: 'globex', name: 'x' })),
      MEMBER_AUTH_MESSAGES.unknownMember,
    );
    const noClaims = await new SignJWT({ sub: '1001' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('adpanel-reference')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.env.jwtSecret));
    await expect401(bearer(noClaims), MEMBER_AUTH_MESSAGES.invalid);
  });

  it('answers 401 for a correctly signed token without exp: it would never lapse', async () => {
    const sign = (withExp: boolean) => {
      const jwt = new SignJWT({ uid: 1001, tenant: 'acme', name: 'Demo Advertiser' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject('1001')
        .setIssuer('adpanel-reference')
        .setIssuedAt();
      return (withExp ? jwt.setExpirationTime('1h') : jwt).sign(
        new TextEncoder().encode(t.env.jwtSecret),
      );
    };
    await expect401(bearer(await sign(false)), MEMBER_AUTH_MESSAGES.invalid);
    // The same token with exp is accepted: exp alone made the difference.
    expect((await requests(t).get(`${BASE}/campaigns`, await sign(true))).status).toBe(200);
  });

  it('answers 401 "A publisher API key is not accepted here" for a publisher key as bearer', async () => {
    await expect401(bearer(t.publisherKeys.both), 'A publisher API key is not accepted here');
  });

  it('accepts the token in the header only, never as a query parameter', async () => {
    expect((await requests(t).get(`${BASE}/campaigns`, t.tokens.demo)).status).toBe(200);
    expect((await t.app.request(`${BASE}/campaigns?token=${t.tokens.demo}`)).status).toBe(401);
  });

  it('guards every advertiser endpoint', async () => {
    for (const [method, path] of [
      ['GET', `${BASE}/campaigns`],
      ['GET', `${BASE}/10001`],
      ['PUT', `${BASE}/10001`],
      ['PUT', `${BASE}/update-status`],
    ] as const) {
      expect(
        (await t.app.request(path, { method, body: method === 'PUT' ? '{}' : undefined })).status,
      ).toBe(401);
    }
  });
});
