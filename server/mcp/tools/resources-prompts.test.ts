import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { MCP_FORBIDDEN, MCP_RESOURCE_NOT_FOUND } from '@contract/mcp';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { connectAs, READ, WRITE } from './testing/tools-test-harness';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

const rejection = (promise: Promise<unknown>) => promise.catch((e: unknown) => e);
const textOf = (content: { text: string } | { blob: string } | undefined) =>
  content && 'text' in content ? content.text : '';

describe('resources', () => {
  it("reads the tenant's campaign types and settings as JSON", async () => {
    const client = await connectAs(t, 2001, READ);
    const { contents } = await client.readResource({ uri: 'adpanel://account/campaign-types' });
    expect(contents).toHaveLength(1);
    expect(contents[0]).toMatchObject({
      uri: 'adpanel://account/campaign-types',
      mimeType: 'application/json',
    });
    const body = JSON.parse(textOf(contents[0]));
    expect(body.tenant).toEqual({ id: 'globex', name: 'Globex Media' });
    expect(Object.keys(body.campaign_types)).toEqual(['11', '12', '15']);
    expect(body.settings.min_budget).toBe(25);
  });

  it('reads the write-rules guide with a write token', async () => {
    const client = await connectAs(t, 1001, WRITE);
    const { contents } = await client.readResource({ uri: 'adpanel://guides/write-rules' });
    expect(contents[0]?.mimeType).toBe('text/markdown');
    expect(textOf(contents[0])).toMatch(/idempotencyKey[\s\S]*Verify/);
  });

  it('refuses a resource hidden only by a missing scope with HTTP 403 (step-up)', async () => {
    const client = await connectAs(t, 1001, READ);
    const failure = await rejection(client.readResource({ uri: 'adpanel://guides/write-rules' }));
    expect(failure).toBeInstanceOf(StreamableHTTPError);
    expect(failure).toMatchObject({ code: 403 });
    expect(String(failure)).toMatch(/platform:write/);
  });

  it('refuses the guide to globex for its missing module', async () => {
    const client = await connectAs(t, 2001, WRITE);
    const failure = await rejection(client.readResource({ uri: 'adpanel://guides/write-rules' }));
    expect(failure).toMatchObject({
      code: MCP_FORBIDDEN,
      data: { status: 403, requiredModule: 'campaign_status' },
    });
  });

  it('answers an unknown URI with -32002 and status 404', async () => {
    const client = await connectAs(t, 1001, WRITE);
    const failure = await rejection(client.readResource({ uri: 'adpanel://account/secrets' }));
    expect(failure).toMatchObject({ code: MCP_RESOURCE_NOT_FOUND, data: { status: 404 } });
  });

  it('lists no resource templates', async () => {
    const client = await connectAs(t, 1001, READ);
    expect((await client.listResourceTemplates()).resourceTemplates).toEqual([]);
  });
});

describe('prompts', () => {
  it('builds review_campaigns with the status and the paging instruction', async () => {
    const client = await connectAs(t, 1001, READ);
    const prompt = await client.getPrompt({
      name: 'review_campaigns',
      arguments: { status: 'paused' },
    });
    const text = prompt.messages.map((m) => (m.content.type === 'text' ? m.content.text : ''));
    expect(prompt.messages[0]?.role).toBe('user');
    expect(text.join()).toMatch(/platform_list_campaigns with status "paused"/);
    expect(text.join()).toMatch(/nextOffset/);
  });

  it('defaults review_campaigns to all and refuses an unknown status with InvalidParams 400', async () => {
    const client = await connectAs(t, 1001, READ);
    const prompt = await client.getPrompt({ name: 'review_campaigns' });
    expect(prompt.description).toBe('Review all my campaigns');
    const failure = await rejection(
      client.getPrompt({ name: 'review_campaigns', arguments: { status: 'archived' } }),
    );
    expect(failure).toMatchObject({ code: ErrorCode.InvalidParams, data: { status: 400 } });
  });

  it('builds change_campaign_status with the write rules', async () => {
    const client = await connectAs(t, 1001, WRITE);
    const prompt = await client.getPrompt({
      name: 'change_campaign_status',
      arguments: { cids: '10004, 10002,10004', status: 'active' },
    });
    const text = prompt.messages[0]?.content.type === 'text' ? prompt.messages[0].content.text : '';
    expect(text).toMatch(/cids \[10004,10002\] and status "active"/);
    expect(text).toMatch(/explicit yes/);
    expect(text).toMatch(/idempotencyKey/);
    expect(text).toMatch(/verification read/);
  });

  it('refuses change_campaign_status arguments that are not cids or a member target', async () => {
    const client = await connectAs(t, 1001, WRITE);
    for (const args of [
      { cids: '10002, abc', status: 'paused' },
      { cids: '', status: 'paused' },
      { cids: '10002', status: 'pending' },
    ]) {
      const failure = await rejection(
        client.getPrompt({ name: 'change_campaign_status', arguments: args }),
      );
      expect(failure).toMatchObject({ code: ErrorCode.InvalidParams, data: { status: 400 } });
    }
  });

  it('refuses a hidden prompt with HTTP 403 and an unknown one with InvalidParams 404', async () => {
    const client = await connectAs(t, 1001, READ);
    const hidden = await rejection(
      client.getPrompt({
        name: 'change_campaign_status',
        arguments: { cids: '10002', status: 'paused' },
      }),
    );
    expect(hidden).toBeInstanceOf(StreamableHTTPError);
    expect(hidden).toMatchObject({ code: 403 });
    const unknown = await rejection(client.getPrompt({ name: 'delete_account' }));
    expect(unknown).toMatchObject({ code: ErrorCode.InvalidParams, data: { status: 404 } });
  });
});
