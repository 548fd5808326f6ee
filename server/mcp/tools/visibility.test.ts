import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  MCP_PROMPT_NAMES,
  MCP_RESOURCE_URIS,
  MCP_TOOL_NAMES,
  WhoamiDataSchema,
} from '@contract/mcp';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { CATALOGUE } from './catalogue';
import { callData, callError, connectAs, READ, WRITE } from './testing/tools-test-harness';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

const STATUS_TOOLS = [
  'platform_prepare_campaign_status_change',
  'platform_apply_campaign_status_change',
];

async function surface(uid: number, scopes = READ) {
  const client = await connectAs(t, uid, scopes);
  const [tools, resources, prompts] = await Promise.all([
    client.listTools(),
    client.listResources(),
    client.listPrompts(),
  ]);
  return {
    client,
    tools: tools.tools.map((x) => x.name),
    resources: resources.resources.map((x) => x.uri),
    prompts: prompts.prompts.map((x) => x.name),
  };
}

describe('the catalogue', () => {
  it('has one entry per tool, resource and prompt name of the contract', () => {
    const names = (kind: string) => CATALOGUE.filter((e) => e.kind === kind).map((e) => e.name);
    expect(names('tool')).toEqual([...MCP_TOOL_NAMES]);
    expect(names('resource')).toEqual([...MCP_RESOURCE_URIS]);
    expect(names('prompt')).toEqual([...MCP_PROMPT_NAMES]);
  });
});

describe('the visible set', () => {
  it('gives a read-only token of acme the read tools, one resource and one prompt', async () => {
    const s = await surface(1001, READ);
    expect(s.tools).toEqual([
      'platform_whoami',
      'platform_list_campaigns',
      'platform_get_campaigns',
    ]);
    expect(s.resources).toEqual(['adpanel://account/campaign-types']);
    expect(s.prompts).toEqual(['review_campaigns']);
  });

  it('adds the status tools, the write-rules guide and the change prompt for a write token of acme', async () => {
    const s = await surface(1001, WRITE);
    expect(s.tools).toEqual([...MCP_TOOL_NAMES]);
    expect(s.resources).toEqual([...MCP_RESOURCE_URIS]);
    expect(s.prompts).toEqual([...MCP_PROMPT_NAMES]);
  });

  it('never shows globex the status tools, even with platform:write (no campaign_status module)', async () => {
    const s = await surface(2001, WRITE);
    expect(s.tools).toEqual([
      'platform_whoami',
      'platform_list_campaigns',
      'platform_get_campaigns',
    ]);
    expect(s.resources).toEqual(['adpanel://account/campaign-types']);
    expect(s.prompts).toEqual(['review_campaigns']);
  });

  it('publishes input schemas generated from the argument schemas, and honest annotations', async () => {
    const client = await connectAs(t, 1001, WRITE);
    const { tools } = await client.listTools();
    const byName = new Map(tools.map((x) => [x.name, x]));
    const list = byName.get('platform_list_campaigns');
    expect(list?.inputSchema).toMatchObject({
      type: 'object',
      additionalProperties: false,
      properties: {
        limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
        order: { enum: ['asc', 'desc'] },
      },
    });
    expect(list?.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
    const apply = byName.get('platform_apply_campaign_status_change');
    expect(apply?.inputSchema.required).toEqual(['cids', 'status', 'approval', 'idempotencyKey']);
    expect(apply?.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
    expect(apply?.description).toMatch(/explicit confirmation/);
    for (const tool of tools) expect(tool.outputSchema?.type).toBe('object');
  });
});

describe('platform_whoami', () => {
  it('reports tenant, identity, modules, scopes and available/catalog counts', async () => {
    const client = await connectAs(t, 1001, READ);
    const data = WhoamiDataSchema.parse(await callData(client, 'platform_whoami'));
    expect(data).toMatchObject({
      tenant: { id: 'acme', name: 'Acme Ads' },
      identity: { type: 'member', uid: 1001, role: 'advertiser', authMethod: 'oauth' },
      clientId: 'test-client',
      modules: ['campaigns', 'campaign_status'],
      scopes: ['platform:read'],
      counts: {
        tools: { available: 3, catalog: 5 },
        resources: { available: 1, catalog: 2 },
        prompts: { available: 1, catalog: 2 },
      },
    });
    expect(Date.parse(data.tokenExpiresAt)).toBeGreaterThan(Date.now());
  });

  it('counts what globex may see with a write token', async () => {
    const client = await connectAs(t, 2001, WRITE);
    const data = await callData(client, 'platform_whoami');
    expect(data.modules).toEqual(['campaigns']);
    expect(data.counts.tools).toEqual({ available: 3, catalog: 5 });
  });

  it('rejects unknown arguments with 400 invalid_arguments', async () => {
    const client = await connectAs(t, 1001, READ);
    const error = await callError(client, 'platform_whoami', { verbose: true });
    expect(error).toMatchObject({ status: 400, code: 'invalid_arguments' });
    expect(error.fields._).toEqual([expect.stringContaining('verbose')]);
  });
});

describe('calling what is not visible', () => {
  it('refuses a tool hidden only by a missing scope with HTTP 403 insufficient_scope (step-up)', async () => {
    const client = await connectAs(t, 1001, READ);
    const failure = await client
      .callTool({ name: STATUS_TOOLS[0]!, arguments: { cids: [10002], status: 'paused' } })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(StreamableHTTPError);
    expect(failure).toMatchObject({ code: 403 });
    expect(String(failure)).toMatch(/platform:write/);
  });

  it('refuses the status tools to globex with 403 naming the missing module', async () => {
    const client = await connectAs(t, 2001, WRITE);
    const error = await callError(client, STATUS_TOOLS[1]!, {});
    expect(error).toMatchObject({ status: 403, requiredModule: 'campaign_status' });
    expect(error.requiredScope).toBeUndefined();
  });

  it('answers a name outside the catalogue with a JSON-RPC InvalidParams error', async () => {
    const client = await connectAs(t, 1001, WRITE);
    const failure = await client
      .callTool({ name: 'platform_delete_everything', arguments: {} })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(McpError);
    expect(failure).toMatchObject({ code: ErrorCode.InvalidParams, data: { status: 404 } });
  });
});
