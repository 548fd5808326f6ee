import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { findCid } from '../../testing/campaign-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { connect, type OAuthTarget } from '../oauth/testing/oauth-test-client';

/**
 * The tools behind the real origin: host check, bearer middleware with OAuth
 * access tokens, quota, then this router. The other tests stand in for the
 * middleware; these make sure the pieces meet.
 */
let t: TestApp;
let acme: OAuthTarget;
let globex: OAuthTarget;
beforeEach(async () => {
  t = await createTestApp();
  acme = { origin: t.mcpOrigins.acme, fetch: t.mcpFetch };
  globex = { origin: t.mcpOrigins.globex, fetch: t.mcpFetch };
});

async function clientFor(target: OAuthTarget, scope?: string, memberUid?: number) {
  const { tokens } = await connect(target, { scope, memberUid });
  const client = new Client({ name: 'origin-test', version: '1' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${target.origin}/mcp`), {
      fetch: (url, init) => target.fetch(url, init),
      requestInit: { headers: { Authorization: `Bearer ${tokens.access_token}` } },
    }),
  );
  return { client, token: tokens.access_token };
}

const toolNames = async (client: Client) => (await client.listTools()).tools.map((x) => x.name);

describe('POST /mcp on the customer origin with OAuth tokens', () => {
  it('shows a default (read-only) token the read tools and a write token the status tools too', async () => {
    const read = await clientFor(acme);
    expect(await toolNames(read.client)).toEqual([
      'platform_whoami',
      'platform_list_campaigns',
      'platform_get_campaigns',
    ]);
    const write = await clientFor(acme, 'platform:read platform:write');
    expect(await toolNames(write.client)).toHaveLength(5);
    const whoami = await write.client.callTool({ name: 'platform_whoami', arguments: {} });
    expect(whoami.structuredContent).toMatchObject({
      status: 'success',
      data: {
        tenant: { id: 'acme' },
        identity: { uid: 1001, authMethod: 'oauth' },
        scopes: ['platform:read', 'platform:write'],
      },
    });
  });

  it('never shows globex the status tools, even with a write token', async () => {
    const { client } = await clientFor(globex, 'platform:read platform:write', 2001);
    expect(await toolNames(client)).toEqual([
      'platform_whoami',
      'platform_list_campaigns',
      'platform_get_campaigns',
    ]);
  });

  it('prepares and applies a change end to end', async () => {
    const { client } = await clientFor(acme, 'platform:read platform:write');
    const cid = findCid(t, { uid: 1001, status: 4 });
    const prepared = await client.callTool({
      name: 'platform_prepare_campaign_status_change',
      arguments: { cids: [cid], status: 'paused' },
    });
    const { approval } = (
      prepared.structuredContent as { data: { approval: { fingerprint: string } } }
    ).data;
    const applied = await client.callTool({
      name: 'platform_apply_campaign_status_change',
      arguments: {
        cids: [cid],
        status: 'paused',
        approval: approval.fingerprint,
        idempotencyKey: 'origin-test-key-0001',
      },
    });
    expect(applied.structuredContent).toMatchObject({
      status: 'success',
      data: { applied: [cid] },
    });
    const row = t.db.prepare('SELECT status FROM campaigns WHERE cid = ?').get(cid);
    expect(row).toEqual({ status: 3 });
  });

  it('answers GET /mcp with an accepted token with 405', async () => {
    const { token } = await clientFor(acme);
    const res = await acme.fetch(`${acme.origin}/mcp`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
    });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
});
