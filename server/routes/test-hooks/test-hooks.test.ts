import { describe, expect, it } from 'vitest';
import { signMemberToken } from '../../auth/member-token';
import { MEMBER_AUTH_MESSAGES } from '../../middleware/member-auth';
import { BASE } from '../../testing/campaign-fixtures';
import { body } from '../../testing/requests';
import { createTestApp } from '../../testing/test-app';

const expire = (token: string) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ token }),
});
const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

describe('POST /api/v1/test-hooks/expire-token', () => {
  it('makes exactly that token answer the expired 401, and no other', async () => {
    const t = await createTestApp();
    // A second token of the same member with another expiry, so it differs.
    const other = await signMemberToken(
      t.env.jwtSecret,
      {
        uid: 1001,
        tenant: 'acme',
        name: 'Demo Advertiser',
      },
      { expiresAt: Math.floor(Date.now() / 1000) + 3601 },
    );
    expect((await t.app.request(`${BASE}/campaigns`, bearer(t.tokens.demo))).status).toBe(200);

    const res = await t.app.request('/api/v1/test-hooks/expire-token', expire(t.tokens.demo));
    expect(res.status).toBe(204);

    const refused = await t.app.request(`${BASE}/campaigns`, bearer(t.tokens.demo));
    expect(refused.status).toBe(401);
    expect(await body(refused)).toEqual({
      status: 'error',
      message: MEMBER_AUTH_MESSAGES.expired,
    });
    expect((await t.app.request(`${BASE}/campaigns`, bearer(other))).status).toBe(200);
  });

  it('refuses a body without a token', async () => {
    const t = await createTestApp();
    const res = await t.app.request('/api/v1/test-hooks/expire-token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(422);
  });

  it('does not exist without TEST_HOOKS', async () => {
    const t = await createTestApp({ env: { testHooks: false } });
    const res = await t.app.request('/api/v1/test-hooks/expire-token', expire(t.tokens.demo));
    expect(res.status).toBe(404);
    expect((await t.app.request(`${BASE}/campaigns`, bearer(t.tokens.demo))).status).toBe(200);
  });
});
