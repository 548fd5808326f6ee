import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Hono } from 'hono';
import type { McpScope } from '@contract/mcp';
import { createIdentitiesRepository } from '../../../auth/identities.repository';
import type { Json } from '../../../testing/requests';
import type { TestApp } from '../../../testing/test-app';
import type { McpAppEnv } from '../../mcp-env';
import { McpHttpError } from '../../mcp-http-error';
import { mcpRoutes } from '../mcp.routes';

export const MCP_TEST_ORIGIN = 'http://localhost:8788';
export const MCP_TEST_URL = `${MCP_TEST_ORIGIN}/mcp`;

/**
 * The tools router on a seeded test database, behind a stand-in for the
 * bearer middleware that sets the customer origin and the principal of the
 * chosen member and scopes. Everything after that is the real code.
 */
export function toolsApp(t: Pick<TestApp, 'db' | 'env'>, uid: number, scopes: McpScope[]) {
  const identities = createIdentitiesRepository(t.db);
  const member = identities.member(uid);
  if (!member) throw new Error(`No member ${uid}`);
  const app = new Hono<McpAppEnv>();
  app.use('*', async (c, next) => {
    c.set('customer', {
      origin: MCP_TEST_ORIGIN,
      tenant: member.tenant,
      resource: MCP_TEST_URL,
    });
    c.set('principal', {
      tenant: member.tenant,
      // Read per request, as the bearer middleware does: balance changes show up.
      member: identities.member(uid) ?? member,
      identityType: 'member',
      authMethod: 'oauth',
      clientId: 'test-client',
      scopes,
      tokenKey: `test-token-${uid}`,
      quotaKey: `test-token-${uid}`,
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
    });
    await next();
  });
  app.route('/mcp', mcpRoutes({ db: t.db, env: t.env, identities }));
  // As the MCP origin's own onError: HTTP-level refusals keep their status and headers.
  app.onError((err) => {
    if (err instanceof McpHttpError) return err.toResponse();
    throw err;
  });
  return app;
}

/** The official SDK client over the in-process app: real Streamable HTTP semantics. */
export async function connectClient(app: Hono<McpAppEnv>): Promise<Client> {
  const client = new Client({ name: 'test', version: '1' });
  const transport = new StreamableHTTPClientTransport(new URL(MCP_TEST_URL), {
    fetch: async (url, init) => app.request(String(url), init),
  });
  await client.connect(transport);
  // Lists the tools first so the client validates every result against its outputSchema.
  await client.listTools();
  return client;
}

export async function connectAs(
  t: Pick<TestApp, 'db' | 'env'>,
  uid: number,
  scopes: McpScope[],
): Promise<Client> {
  return connectClient(toolsApp(t, uid, scopes));
}

export const READ: McpScope[] = ['platform:read'];
export const WRITE: McpScope[] = ['platform:read', 'platform:write'];

/** tools/call, with structuredContent and the text block unpacked for assertions. */
export async function call(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = await client.callTool({ name, arguments: args });
  const content = result.content as { type: string; text?: string }[];
  return {
    result,
    isError: result.isError === true,
    structured: result.structuredContent as Json,
    text: content.map((c) => c.text ?? '').join('\n'),
  };
}

/** The data of a successful call; fails the test with the error otherwise. */
export async function callData(client: Client, name: string, args: Record<string, unknown> = {}) {
  const { structured } = await call(client, name, args);
  if (structured.status !== 'success')
    throw new Error(`${name} failed: ${JSON.stringify(structured.error)}`);
  return structured.data as Json;
}

/** The error of a failed call; fails the test if the call succeeded. */
export async function callError(client: Client, name: string, args: Record<string, unknown> = {}) {
  const { structured, isError } = await call(client, name, args);
  if (!isError || structured.status !== 'error')
    throw new Error(`${name} unexpectedly succeeded: ${JSON.stringify(structured)}`);
  return structured.error as Json;
}
