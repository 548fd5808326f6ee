import { beforeEach, describe, expect, it } from 'vitest';
import { findCid } from '../testing/campaign-fixtures';
import type { Json } from '../testing/requests';
import { createTestApp, type TestApp } from '../testing/test-app';
import {
  authorizeUrl,
  connect,
  pkcePair,
  refreshTokens,
  registerClient,
  type OAuthTarget,
} from './oauth/testing/oauth-test-client';

/**
 * The contract's remote-tool error table, row by row, through the whole
 * customer origin with real OAuth tokens and raw HTTP (what any client sees).
 * Rows a tool answers in-band are MCP tool results with isError and the
 * HTTP-equivalent status in structuredContent.error.status (decision 018).
 */
let t: TestApp;
let acme: OAuthTarget;
beforeEach(async () => {
  t = await createTestApp({ mcp: { quota: { requests: 50, windowSeconds: 60 } } });
  acme = { origin: t.mcpOrigins.acme, fetch: t.mcpFetch };
});

const HEADERS = {
  'Content-Type': 'application/json',
  Accept: 'application/json, text/event-stream',
};

function post(token: string | null, body: unknown, url = `${acme.origin}/mcp`, host?: string) {
  return t.mcpFetch(url, {
    method: 'POST',
    headers: {
      ...HEADERS,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(host ? { Host: host } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function callTool(token: string, name: string, args: Record<string, unknown> = {}) {
  const res = await post(token, {
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: { name, arguments: args },
  });
  expect(res.status).toBe(200);
  const message = (await res.json()) as {
    result: { isError?: boolean; structuredContent: { status: string; data: Json; error: Json } };
  };
  return message.result;
}

async function tokenFor(scope?: string, memberUid?: number) {
  return (await connect(acme, { scope, memberUid })).tokens.access_token;
}

describe('400 — invalid protocol, OAuth, redirect, resource, tool arguments', () => {
  it('refuses a message that is not JSON-RPC', async () => {
    const res = await post(await tokenFor(), '{"not": "json-rpc"');
    expect(res.status).toBe(400);
  });

  it('refuses valid JSON that is not a JSON-RPC message', async () => {
    const res = await post(await tokenFor(), { hello: 'world' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: number } };
    expect(body.error.code).toBe(-32700);
  });

  it('refuses a message over the size bound before reading it, with or without Content-Length', async () => {
    const token = await tokenFor();
    const huge = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'platform_whoami', arguments: { pad: 'x'.repeat(400_000) } },
    });
    expect((await post(token, huge)).status).toBe(413);
    const chunks = new TextEncoder().encode(huge);
    const streamed = await t.mcpFetch(`${acme.origin}/mcp`, {
      method: 'POST',
      headers: { ...HEADERS, Authorization: `Bearer ${token}` },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < chunks.length; i += 16_384)
            controller.enqueue(chunks.slice(i, i + 16_384));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBeGreaterThanOrEqual(400);
    expect(streamed.status).toBeLessThan(500);
  });

  it('refuses prompt arguments outside their values, prototype names included', async () => {
    const res = await post(await tokenFor(), {
      jsonrpc: '2.0',
      id: 1,
      method: 'prompts/get',
      params: { name: 'review_campaigns', arguments: { status: 'constructor' } },
    });
    const body = (await res.json()) as { error?: { code: number; data?: { status: number } } };
    expect(body.error).toMatchObject({ code: -32602, data: { status: 400 } });
  });

  it('refuses a token in the URL', async () => {
    const token = await tokenFor();
    const res = await post(
      token,
      { jsonrpc: '2.0', id: 1, method: 'ping' },
      `${acme.origin}/mcp?access_token=${token}`,
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('answers invalid tool arguments with an in-band 400 naming the field', async () => {
    const result = await callTool(await tokenFor(), 'platform_list_campaigns', { limit: 1000 });
    expect(result.isError).toBe(true);
    expect(result.structuredContent.error).toMatchObject({
      status: 400,
      code: 'invalid_arguments',
    });
    expect(Object.keys(result.structuredContent.error.fields)).toContain('limit');
  });

  // Issue 22 item 3: the REST rule for strings holds for tool arguments too.
  describe('broken emoji (lone surrogates) in tool arguments', () => {
    const BROKEN =
      'Contains a broken character that cannot be stored (half of an emoji: a lone UTF-16 surrogate)';
    const BROKEN_KEY =
      'Has a field name with a broken character that cannot be stored (half of an emoji: a lone UTF-16 surrogate)';

    async function rawCall(name: string, args: Record<string, unknown>, scope?: string) {
      const res = await post(await tokenFor(scope), {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name, arguments: args },
      });
      expect(res.status).toBe(200);
      const text = await res.text();
      // Strict JSON: the answer never quotes the broken character back.
      expect(text).not.toMatch(/\\u[dD][89a-fA-F]/);
      return (JSON.parse(text) as { result: Awaited<ReturnType<typeof callTool>> }).result;
    }

    it('quotes an unknown tool or resource name back without the broken character', async () => {
      const token = await tokenFor();
      for (const [method, params, message] of [
        ['tools/call', { name: 'nope\ud83d', arguments: {} }, 'Unknown tool: nope\ufffd'],
        ['resources/read', { uri: 'adpanel://x\udc00' }, 'Resource not found: adpanel://x\ufffd'],
      ] as const) {
        const res = await post(token, { jsonrpc: '2.0', id: 1, method, params });
        const text = await res.text();
        expect(text).not.toMatch(/\\u[dD][89a-fA-F]/);
        // The bare message: "MCP error <code>: " is the client's to add (item 8).
        expect((JSON.parse(text) as { error: { message: string } }).error.message).toBe(message);
      }
    });

    it.each([
      [
        'a free-text argument',
        'platform_apply_campaign_status_change',
        {
          cids: [10001],
          status: 'paused',
          approval: 'fingerprint-\ud83d',
          idempotencyKey: 'a'.repeat(20),
        },
        { approval: [BROKEN] },
      ],
      [
        'an enum argument',
        'platform_list_campaigns',
        { status: 'paused\udc00' },
        { status: [BROKEN] },
      ],
      [
        'a nested unknown value',
        'platform_get_campaigns',
        { cids: [10001], extra: { list: ['ok', '\ud800'] } },
        { 'extra.list.1': [BROKEN] },
      ],
      ['an unknown key', 'platform_whoami', { ['x\ud83d']: 1 }, { _: [BROKEN_KEY] }],
    ])('refuses %s with 400 invalid_arguments naming the path', async (_n, name, args, fields) => {
      const result = await rawCall(name, args, 'platform:read platform:write');
      expect(result.isError).toBe(true);
      expect(result.structuredContent.error).toEqual({
        status: 400,
        code: 'invalid_arguments',
        message: `Invalid arguments for ${name}`,
        fields,
      });
    });
  });

  it('refuses an authorization request without the resource (invalid_target), back at the redirect URI', async () => {
    const { clientId, redirectUri } = await registerClient(acme);
    const res = await t.mcpFetch(
      authorizeUrl(acme, {
        clientId,
        redirectUri,
        codeChallenge: pkcePair().challenge,
        state: 's1',
        resource: null,
      }),
      { redirect: 'manual' },
    );
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get('Location') ?? '');
    expect(back.searchParams.get('error')).toBe('invalid_target');
    expect(back.searchParams.get('state')).toBe('s1');
    expect(back.searchParams.get('iss')).toBe(acme.origin);
  });
});

describe('401 — missing, expired or revoked token, wrong resource', () => {
  it('challenges a request without a token, naming the resource metadata and the least-privilege scope', async () => {
    const res = await post(null, { jsonrpc: '2.0', id: 1, method: 'ping' });
    expect(res.status).toBe(401);
    const challenge = res.headers.get('WWW-Authenticate') ?? '';
    expect(challenge).toContain(
      `resource_metadata="${acme.origin}/.well-known/oauth-protected-resource/mcp"`,
    );
    expect(challenge).toContain('scope="platform:read"');
  });

  it('hints the scopes an expired token had, so reauthorizing does not lose write', async () => {
    const token = await tokenFor('platform:read platform:write');
    t.db.prepare("UPDATE oauth_tokens SET expires_at = 0 WHERE kind = 'access'").run();
    const res = await post(token, { jsonrpc: '2.0', id: 1, method: 'ping' });
    expect(res.status).toBe(401);
    expect(res.headers.get('WWW-Authenticate')).toContain('scope="platform:read platform:write"');
  });

  it('refuses an expired, a revoked and a foreign-origin token alike', async () => {
    const expired = await tokenFor();
    t.db.prepare("UPDATE oauth_tokens SET expires_at = 0 WHERE kind = 'access'").run();
    expect((await post(expired, { jsonrpc: '2.0', id: 1, method: 'ping' })).status).toBe(401);

    const revoked = await tokenFor();
    t.db.prepare('UPDATE oauth_grants SET revoked_at = 1').run();
    expect((await post(revoked, { jsonrpc: '2.0', id: 1, method: 'ping' })).status).toBe(401);

    const acmeToken = await tokenFor();
    const onGlobex = await post(
      acmeToken,
      { jsonrpc: '2.0', id: 1, method: 'ping' },
      `${t.mcpOrigins.globex}/mcp`,
    );
    expect(onGlobex.status).toBe(401);
    expect(onGlobex.headers.get('WWW-Authenticate')).toContain('error="invalid_token"');
  });
});

describe('403 — scope, module, policy', () => {
  it('answers a write tool called with a read token with HTTP 403 insufficient_scope naming the scope', async () => {
    const res = await post(await tokenFor(), {
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: {
        name: 'platform_prepare_campaign_status_change',
        arguments: { cids: [10001], status: 'paused' },
      },
    });
    expect(res.status).toBe(403);
    const challenge = res.headers.get('WWW-Authenticate') ?? '';
    expect(challenge).toContain('error="insufficient_scope"');
    expect(challenge).toContain('scope="platform:read platform:write"');
    expect(challenge).toContain('resource_metadata=');
  });

  it('refuses a Pending campaign in-band: members cannot move it', async () => {
    const pending = findCid(t, { uid: 1001, status: 0 });
    const result = await callTool(
      await tokenFor('platform:write'),
      'platform_prepare_campaign_status_change',
      {
        cids: [pending],
        status: 'paused',
      },
    );
    expect(result.isError).toBe(true);
    expect(result.structuredContent.error).toMatchObject({ status: 403 });
  });
});

describe('404 — missing or inaccessible object, ownership hidden', () => {
  it('gives a foreign campaign the same answer as one that does not exist', async () => {
    const token = await tokenFor();
    const foreign = findCid(t, { uid: 2001 });
    const [a, b] = [
      await callTool(token, 'platform_get_campaigns', { cids: [foreign] }),
      await callTool(token, 'platform_get_campaigns', { cids: [99_999_999] }),
    ];
    expect(a.structuredContent.error).toMatchObject({ status: 404, code: 'not_found' });
    expect(b.structuredContent.error).toMatchObject({ status: 404, code: 'not_found' });
    expect(a.structuredContent.error.message.replace(String(foreign), 'N')).toBe(
      b.structuredContent.error.message.replace('99999999', 'N'),
    );
  });
});

describe('409 — state, idempotency, approval, token rotation', () => {
  it('refuses to apply when the campaign changed through the REST API after prepare', async () => {
    const token = await tokenFor('platform:write');
    const cid = findCid(t, { uid: 1001, status: 1 });
    const prepared = await callTool(token, 'platform_prepare_campaign_status_change', {
      cids: [cid],
      status: 'paused',
    });
    const fingerprint = prepared.structuredContent.data.approval.fingerprint as string;

    const rest = await t.app.request('/api/v1/login/campaigns/update-status', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${t.tokens.demo}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ids: [cid], status: 2 }),
    });
    expect(rest.status).toBe(200);

    const applied = await callTool(token, 'platform_apply_campaign_status_change', {
      cids: [cid],
      status: 'paused',
      approval: fingerprint,
      idempotencyKey: 'error-table-409-state-changed',
    });
    expect(applied.structuredContent.error).toMatchObject({ status: 409, code: 'state_changed' });
    const row = t.db.prepare('SELECT status FROM campaigns WHERE cid = ?').get(cid) as {
      status: number;
    };
    expect(row.status).toBe(2);
  });

  it('refuses an old refresh token (rotation) at the token endpoint', async () => {
    const { clientId, tokens } = await connect(acme);
    const form = (refresh: string) =>
      new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: clientId,
        refresh_token: refresh,
      }).toString();
    const init = (refresh: string) => ({
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form(refresh),
    });
    expect(
      (await t.mcpFetch(`${acme.origin}/oauth/token`, init(tokens.refresh_token))).status,
    ).toBe(200);
    const reused = await t.mcpFetch(`${acme.origin}/oauth/token`, init(tokens.refresh_token));
    // OAuth's own code for a replayed grant is invalid_grant (400), as RFC 6749 requires.
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: 'invalid_grant' });
  });
});

describe('421 — not a valid enabled customer MCP domain', () => {
  it('refuses a valid token sent to a host that is not a customer origin', async () => {
    const token = await tokenFor();
    const res = await post(
      token,
      { jsonrpc: '2.0', id: 1, method: 'ping' },
      'http://127.0.0.1:8788/mcp',
    );
    expect(res.status).toBe(421);
  });
});

describe('429 — quota', () => {
  it('refuses past the per-token budget with Retry-After; another token keeps its own budget', async () => {
    const small = await createTestApp({ mcp: { quota: { requests: 2, windowSeconds: 30 } } });
    const target = { origin: small.mcpOrigins.acme, fetch: small.mcpFetch };
    const first = (await connect(target)).tokens.access_token;
    const second = (await connect(target)).tokens.access_token;
    const ping = (token: string) =>
      small.mcpFetch(`${target.origin}/mcp`, {
        method: 'POST',
        headers: { ...HEADERS, Authorization: `Bearer ${token}` },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
      });
    expect((await ping(first)).status).toBe(200);
    expect((await ping(first)).status).toBe(200);
    const refused = await ping(first);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect((await ping(second)).status).toBe(200);
  });

  it('keeps counting after a refresh: the budget belongs to the grant, not to one token', async () => {
    const small = await createTestApp({ mcp: { quota: { requests: 1, windowSeconds: 30 } } });
    const target = { origin: small.mcpOrigins.acme, fetch: small.mcpFetch };
    const { clientId, tokens } = await connect(target);
    const ping = (token: string) =>
      small.mcpFetch(`${target.origin}/mcp`, {
        method: 'POST',
        headers: { ...HEADERS, Authorization: `Bearer ${token}` },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
      });
    expect((await ping(tokens.access_token)).status).toBe(200);
    const rotated = await refreshTokens(target, { clientId, refreshToken: tokens.refresh_token });
    expect((await ping(rotated.access_token)).status).toBe(429);
  });

  it('budgets the authorization endpoint too: each request stores a pending consent', async () => {
    const small = await createTestApp({ mcp: { oauthQuota: { requests: 2, windowSeconds: 60 } } });
    const target = { origin: small.mcpOrigins.acme, fetch: small.mcpFetch };
    const { clientId, redirectUri } = await registerClient(target);
    const url = authorizeUrl(target, {
      clientId,
      redirectUri,
      codeChallenge: pkcePair().challenge,
    });
    expect((await small.mcpFetch(url)).status).toBe(200);
    expect((await small.mcpFetch(url)).status).toBe(200);
    const refused = await small.mcpFetch(url);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});

describe('503 — storage unavailable', () => {
  it('answers 503, not 500, when storage refuses a write in the middle of a request', async () => {
    t.db.pragma('query_only = ON');
    const res = await t.mcpFetch(`${acme.origin}/oauth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ redirect_uris: ['http://127.0.0.1:1/cb'] }),
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('5');
    expect(await res.json()).toMatchObject({ error: 'temporarily_unavailable' });
  });

  it('refuses /mcp with 503 and reports it on /ready', async () => {
    const token = await tokenFor();
    t.db.close();
    const res = await post(token, { jsonrpc: '2.0', id: 1, method: 'ping' });
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('5');
    expect((await t.mcpFetch(`${acme.origin}/ready`)).status).toBe(503);
  });
});
