import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { createIdentitiesRepository } from '../../auth/identities.repository';
import type { Json } from '../../testing/requests';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { McpAppEnv } from '../mcp-env';
import { McpHttpError } from '../mcp-http-error';
import { mcpRoutes } from './mcp.routes';
import { MCP_TEST_URL, toolsApp, WRITE } from './testing/tools-test-harness';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

const MCP_HEADERS = {
  'Content-Type': 'application/json',
  Accept: 'application/json, text/event-stream',
};

function post(app: Hono<McpAppEnv>, message: unknown, headers: Record<string, string> = {}) {
  return app.request(MCP_TEST_URL, {
    method: 'POST',
    headers: { ...MCP_HEADERS, ...headers },
    body: JSON.stringify(message),
  });
}

describe('POST /mcp over plain HTTP', () => {
  it('answers a tools/call with a JSON body, no session and no prior initialize (stateless)', async () => {
    const app = toolsApp(t, 1001, WRITE);
    const res = await post(
      app,
      {
        jsonrpc: '2.0',
        id: 7,
        method: 'tools/call',
        params: { name: 'platform_list_campaigns', arguments: { status: 'active', limit: 2 } },
      },
      { 'Mcp-Protocol-Version': LATEST_PROTOCOL_VERSION },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('mcp-session-id')).toBeNull();
    const json = (await res.json()) as Json;
    expect(json).toMatchObject({ jsonrpc: '2.0', id: 7 });
    expect(json.result.structuredContent.status).toBe('success');
    expect(json.result.structuredContent.data.campaigns).toHaveLength(2);
    expect(json.result.structuredContent.data.sourcePagination).toMatchObject({
      limit: 2,
      nextOffset: 2,
      complete: false,
    });
    expect(json.result.content[0].type).toBe('text');
  });

  it('answers initialize with the server info and the three capabilities', async () => {
    const res = await post(toolsApp(t, 1001, WRITE), {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: {
        protocolVersion: LATEST_PROTOCOL_VERSION,
        capabilities: {},
        clientInfo: { name: 'raw', version: '1' },
      },
    });
    const json = (await res.json()) as Json;
    expect(json.result.serverInfo).toMatchObject({ name: 'adpanel' });
    expect(json.result.capabilities).toMatchObject({
      tools: { listChanged: false },
      resources: { listChanged: false },
      prompts: { listChanged: false },
    });
  });

  it('answers a batch with one JSON array and a notification with 202', async () => {
    const app = toolsApp(t, 1001, WRITE);
    const batch = await post(app, [
      { jsonrpc: '2.0', id: 1, method: 'tools/list' },
      { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'platform_whoami' } },
    ]);
    const json = (await batch.json()) as Json[];
    expect(json.map((m) => m.id).sort()).toEqual([1, 2]);
    const note = await post(app, { jsonrpc: '2.0', method: 'notifications/initialized' });
    expect(note.status).toBe(202);
  });

  it('refuses a client that does not accept both JSON and event streams (transport rule)', async () => {
    const res = await post(
      toolsApp(t, 1001, WRITE),
      { jsonrpc: '2.0', id: 1, method: 'tools/list' },
      { Accept: 'application/json' },
    );
    expect(res.status).toBe(406);
  });
});

describe('other methods on /mcp', () => {
  it.each(['GET', 'DELETE', 'PUT'])('answers %s with 405 and Allow: POST', async (method) => {
    const res = await toolsApp(t, 1001, WRITE).request(MCP_TEST_URL, {
      method,
      headers: { Accept: 'text/event-stream' },
    });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(await res.json()).toMatchObject({ error: 'method_not_allowed' });
  });
});

describe('a principal of another tenant than the origin', () => {
  it('is refused with 401 before any tool runs', async () => {
    const identities = createIdentitiesRepository(t.db);
    const member = identities.member(2001)!;
    const app = new Hono<McpAppEnv>();
    app.use('*', async (c, next) => {
      c.set('customer', {
        origin: 'http://localhost:8788',
        tenant: 'acme',
        resource: MCP_TEST_URL,
      });
      c.set('principal', {
        tenant: member.tenant,
        member,
        identityType: 'member',
        authMethod: 'oauth',
        clientId: null,
        scopes: WRITE,
        tokenKey: 'k',
        quotaKey: 'k',
        expiresAt: Math.floor(Date.now() / 1000) + 60,
      });
      await next();
    });
    app.route('/mcp', mcpRoutes({ db: t.db, env: t.env, identities }));
    app.onError((err) =>
      err instanceof McpHttpError ? err.toResponse() : new Response(null, { status: 500 }),
    );
    const res = await post(app, { jsonrpc: '2.0', id: 1, method: 'tools/list' });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/invalid_token/);
  });
});

describe("POST /mcp with params that do not have their method's shape", () => {
  it('answers JSON-RPC Invalid params (-32602) naming the field, not an internal error', async () => {
    const app = toolsApp(t, 1001, WRITE);
    const cases: [string, unknown, string][] = [
      ['tools/call', { name: 123 }, 'params.name'],
      ['tools/call', { name: 'platform_whoami', arguments: 'x' }, 'params.arguments'],
      ['resources/read', {}, 'params.uri'],
      ['prompts/get', { name: 'x', arguments: [1] }, 'params.arguments'],
    ];
    for (const [method, params, field] of cases) {
      const res = await post(
        app,
        { jsonrpc: '2.0', id: 9, method, params },
        { 'Mcp-Protocol-Version': LATEST_PROTOCOL_VERSION },
      );
      expect(res.status).toBe(200);
      const json = (await res.json()) as Json;
      expect(json, method).toMatchObject({ jsonrpc: '2.0', id: 9, error: { code: -32602 } });
      expect(json.error.message).toMatch(new RegExp(`^Invalid params for ${method}: ${field}: `));
      expect(Object.keys(json.error.data.fields)).toEqual([field]);
    }
    // The same methods with their params right still answer.
    const ok = await post(
      app,
      { jsonrpc: '2.0', id: 10, method: 'tools/call', params: { name: 'platform_whoami' } },
      { 'Mcp-Protocol-Version': LATEST_PROTOCOL_VERSION },
    );
    expect(((await ok.json()) as Json).result.structuredContent.status).toBe('success');
  });
  it('answers Invalid params naming the fields for an initialize of the wrong shape', async () => {
    const res = await post(toolsApp(t, 1001, WRITE), {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: { a: 1 }, capabilities: null, clientInfo: 'x' },
    });
    expect(res.status).toBe(200);
    const json = (await res.json()) as Json;
    expect(json).toMatchObject({ jsonrpc: '2.0', id: 1, error: { code: -32602 } });
    expect(json.error.message).toMatch(/^Invalid params for initialize: /);
    expect(Object.keys(json.error.data.fields).sort()).toEqual([
      'params.capabilities',
      'params.clientInfo',
      'params.protocolVersion',
    ]);
  });
  it("answers Invalid params for such a request inside a batch, and the batch's others as usual", async () => {
    const app = toolsApp(t, 1001, WRITE);
    const mixed = await post(app, [
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'platform_whoami' } },
      { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 123 } },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
    ]);
    expect(mixed.status).toBe(200);
    const [whoami, refused, ...more] = ((await mixed.json()) as Json[]).sort((a, b) => a.id - b.id);
    expect(more).toEqual([]);
    expect(whoami?.result.structuredContent.status).toBe('success');
    expect(refused).toMatchObject({ id: 2, error: { code: -32602 } });
    expect(refused?.error.message).toMatch(/^Invalid params for tools\/call: params.name: /);

    // Nothing left for the SDK but a notification, or nothing at all.
    for (const rest of [[{ jsonrpc: '2.0', method: 'notifications/initialized' }], []]) {
      const res = await post(app, [
        { jsonrpc: '2.0', id: 3, method: 'resources/read', params: {} },
        ...rest,
      ]);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject([{ id: 3, error: { code: -32602 } }]);
    }
  });
});
