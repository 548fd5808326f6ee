import { describe, expect, it } from 'vitest';
import { signMemberToken } from '../../auth/member-token';
import { createTestApp } from '../../testing/test-app';
import {
  authorizeUrl,
  inputsOf,
  openConsent,
  pkcePair,
  registerClient,
  submitConsent,
  type OAuthTarget,
} from './testing/oauth-test-client';

async function setUp(options: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(options);
  const acme: OAuthTarget = { origin: t.mcpOrigins.acme, fetch: t.mcpFetch };
  const client = await registerClient(acme, {
    redirect_uris: ['https://app.example/cb?keep=me'],
  });
  const pkce = pkcePair();
  const open = () =>
    openConsent(
      acme,
      authorizeUrl(acme, {
        clientId: client.clientId,
        codeChallenge: pkce.challenge,
        scope: 'platform:read platform:write',
        state: 'st-9',
      }),
    );
  return { t, acme, client, pkce, open };
}

function redirectParams(res: Response): URLSearchParams {
  expect(res.status).toBe(303);
  const location = res.headers.get('Location') ?? '';
  expect(location.startsWith('https://app.example/cb?keep=me&')).toBe(true);
  return new URL(location).searchParams;
}

describe('POST /oauth/authorize: the member answers', () => {
  it('Deny sends access_denied back with state and iss, and needs no sign-in', async () => {
    const { t, acme, open } = await setUp();
    const page = await open();
    const params = redirectParams(await submitConsent(acme, { ...page, decision: 'deny' }));
    expect(params.get('error')).toBe('access_denied');
    expect(params.get('state')).toBe('st-9');
    expect(params.get('iss')).toBe(t.mcpOrigins.acme);
    expect(params.has('code')).toBe(false);
  });

  it('Allow with a demo member sends a one-time code back with state and iss', async () => {
    const { t, acme, open } = await setUp();
    const page = await open();
    const res = await submitConsent(acme, { ...page, decision: 'allow', memberUid: 1001 });
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const params = redirectParams(res);
    expect(params.get('code')).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(params.get('state')).toBe('st-9');
    expect(params.get('iss')).toBe(t.mcpOrigins.acme);
    expect(params.get('keep')).toBe('me');
    // Stored as its SHA-256 only, for 60 seconds, bound to the member and the grant.
    const row = t.db
      .prepare(
        `SELECT c.code_sha256, c.expires_at, g.uid, g.tenant, g.scopes, g.resource
           FROM oauth_codes c JOIN oauth_grants g ON g.id = c.grant_id`,
      )
      .get() as Record<string, unknown>;
    expect(row.code_sha256).not.toBe(params.get('code'));
    expect(row).toMatchObject({
      uid: 1001,
      tenant: 'acme',
      scopes: 'platform:read platform:write',
      resource: `${t.mcpOrigins.acme}/mcp`,
    });
    expect(Number(row.expires_at) - Date.now() / 1000).toBeLessThanOrEqual(60);
  });

  it('answers a request once: a second answer gets a page, not a redirect', async () => {
    const { acme, open } = await setUp();
    const page = await open();
    expect(
      (await submitConsent(acme, { ...page, decision: 'allow', memberUid: 1001 })).status,
    ).toBe(303);
    for (const decision of ['allow', 'deny'] as const) {
      const again = await submitConsent(acme, { ...page, decision, memberUid: 1001 });
      expect(again.status).toBe(400);
      expect(again.headers.get('Location')).toBeNull();
    }
  });

  it('signs in with a pasted member access token of this tenant', async () => {
    const { t, acme, open } = await setUp();
    const page = await open();
    const res = await submitConsent(acme, {
      ...page,
      decision: 'allow',
      memberToken: t.tokens.lowBalance,
    });
    expect(redirectParams(res).get('code')).toBeTruthy();
    expect(t.db.prepare('SELECT uid FROM oauth_grants').get()).toEqual({ uid: 1002 });
  });

  it("shows the page again with an error when the pasted token belongs to another tenant's account", async () => {
    const { t, acme, open } = await setUp();
    const page = await open();
    const res = await submitConsent(acme, {
      ...page,
      decision: 'allow',
      memberToken: t.tokens.otherTenant,
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('Location')).toBeNull();
    const html = await res.text();
    expect(html).toMatch(/role="alert"[^>]*>[^<]*belongs to another tenant/);
    expect(inputsOf(html)).toContainEqual(
      expect.objectContaining({ id: 'member_token', 'aria-invalid': 'true' }),
    );
    expect(html).not.toContain(t.tokens.otherTenant);
    // The same request can still be answered.
    const retry = await submitConsent(acme, { ...page, decision: 'allow', memberUid: 1001 });
    expect(retry.status).toBe(303);
  });

  it('refuses an invalid or expired token, a member of another tenant and a missing sign-in', async () => {
    const { t, acme, open } = await setUp();
    const page = await open();
    const expired = await signMemberToken(
      t.env.jwtSecret,
      { uid: 1001, tenant: 'acme', name: 'Demo Advertiser' },
      { expiresAt: Math.floor(Date.now() / 1000) - 60 },
    );
    for (const [answer, message] of [
      [{ memberToken: 'not-a-token' }, 'not valid'],
      [{ memberToken: expired }, 'expired'],
      [{ memberUid: 2001 }, 'no such member'],
      [{ memberUid: 999999 }, 'no such member'],
      [{}, 'Choose a demo member'],
    ] as const) {
      const res = await submitConsent(acme, { ...page, decision: 'allow', ...answer });
      expect(res.status, message).toBe(400);
      expect(await res.text(), message).toContain(message);
    }
  });

  it('ignores the member picker outside demo mode', async () => {
    const { t, acme, open } = await setUp({ env: { demo: false } });
    const page = await open();
    const picked = await submitConsent(acme, { ...page, decision: 'allow', memberUid: 1001 });
    expect(picked.status).toBe(400);
    expect(await picked.text()).toContain('Paste a member access token');
    const pasted = await submitConsent(acme, {
      ...page,
      decision: 'allow',
      memberToken: t.tokens.demo,
    });
    expect(pasted.status).toBe(303);
  });

  it('refuses a wrong CSRF value, an expired request and a request of another origin', async () => {
    const { t, acme, open } = await setUp();
    const page = await open();
    const forged = await submitConsent(acme, {
      ...page,
      csrf: 'forged',
      decision: 'allow',
      memberUid: 1001,
    });
    expect(forged.status).toBe(400);
    expect(forged.headers.get('Location')).toBeNull();

    const globex: OAuthTarget = { origin: t.mcpOrigins.globex, fetch: t.mcpFetch };
    const elsewhere = await submitConsent(globex, { ...page, decision: 'allow', memberUid: 2001 });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.headers.get('Location')).toBeNull();

    t.db.prepare('UPDATE oauth_requests SET expires_at = ?').run(Math.floor(Date.now() / 1000) - 1);
    const late = await submitConsent(acme, { ...page, decision: 'allow', memberUid: 1001 });
    expect(late.status).toBe(400);
    expect(await late.text()).toContain('expired');
  });
});
