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

describe('POST /api/v1/test-hooks/members', () => {
  const create = (body: unknown) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

  it('makes a member of its own whose token lists exactly its new campaigns', async () => {
    const t = await createTestApp();
    const res = await t.app.request('/api/v1/test-hooks/members', create({ campaigns: 10 }));
    expect(res.status).toBe(201);
    const member = (await res.json()) as {
      uid: number;
      tenant: string;
      token: string;
      firstCid: number;
      lastCid: number;
    };
    expect(member.uid).toBeGreaterThan(900_000);
    expect(member.tenant).toBe('acme');
    expect(member.lastCid - member.firstCid).toBe(9);

    const list = await t.app.request(`${BASE}/campaigns?perPage=50`, bearer(member.token));
    const rows = ((await body(list)) as { data: { data: { cid: number; type_name: string }[] } })
      .data.data;
    expect(rows.map((row) => row.cid).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 10 }, (_, i) => member.firstCid + i),
    );
    // Every type of the tenant in turn, as in the demo seed.
    expect(new Set(rows.map((row) => row.type_name)).size).toBeGreaterThan(1);

    const second = (await (
      await t.app.request('/api/v1/test-hooks/members', create({ campaigns: 1 }))
    ).json()) as { uid: number; firstCid: number };
    expect(second.uid).toBe(member.uid + 1);
    expect(second.firstCid).toBe(member.lastCid + 1);
  });

  it('refuses a count out of range', async () => {
    const t = await createTestApp();
    expect(
      (await t.app.request('/api/v1/test-hooks/members', create({ campaigns: 0 }))).status,
    ).toBe(422);
  });

  it('does not exist without TEST_HOOKS', async () => {
    const t = await createTestApp({ env: { testHooks: false } });
    expect(
      (await t.app.request('/api/v1/test-hooks/members', create({ campaigns: 1 }))).status,
    ).toBe(404);
  });
});
