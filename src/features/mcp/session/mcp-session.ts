import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import type {
  CallToolResult,
  GetPromptResult,
  Implementation,
  Prompt,
  ReadResourceResult,
  Resource,
  ResourceTemplate,
  Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { CfWorkerJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/cfworker';
import { createRefresher, type Refresher } from '../oauth/refresh';
import { refreshGrantFor } from '../oauth/refresh-grant';
import type { McpConnection } from '../types';
import { createAuthorizedFetch } from './authorized-fetch';
import { listAll } from './list-all';
import { withRateRetries } from './rate-retry';
import { createTokenKeeper } from './token-keeper';

type Signal = { signal?: AbortSignal };

/** One open MCP session: the SDK client over Streamable HTTP, with our tokens and retries. */
export interface McpSession {
  client: Client;
  serverInfo: Implementation | undefined;
  listTools(opts?: Signal): Promise<Tool[]>;
  listResources(opts?: Signal): Promise<Resource[]>;
  listResourceTemplates(opts?: Signal): Promise<ResourceTemplate[]>;
  listPrompts(opts?: Signal): Promise<Prompt[]>;
  /** readOnly: the caller vouches that the tool changes nothing, so a 429 may be retried. */
  callTool(
    name: string,
    args: Record<string, unknown>,
    opts?: { readOnly?: boolean; signal?: AbortSignal },
  ): Promise<CallToolResult>;
  readResource(uri: string, opts?: Signal): Promise<ReadResourceResult>;
  getPrompt(name: string, args: Record<string, string>, opts?: Signal): Promise<GetPromptResult>;
  close(): Promise<void>;
}

async function connectClient(resource: string, fetchFn: FetchLike) {
  // No authProvider: its 401 handling would run a whole auth() on its own (FINDINGS §2).
  const transport = new StreamableHTTPClientTransport(new URL(resource), { fetch: fetchFn });
  // ajv compiles with new Function, which the page's CSP forbids (FINDINGS §3).
  const client = new Client(
    { name: 'adpanel-console', version: '1' },
    { capabilities: {}, jsonSchemaValidator: new CfWorkerJsonSchemaValidator() },
  );
  await client.connect(transport);
  return { client, transport };
}

export async function openMcpSession(opts: {
  connection: McpConnection;
  fetch?: FetchLike;
  onConnectionChange: (connection: McpConnection) => void;
  /** Shared across sessions if the page wants; by default one per session. */
  refresher?: Refresher;
}): Promise<McpSession> {
  const { connection } = opts;
  const fetchFn: FetchLike = opts.fetch ?? globalThis.fetch.bind(globalThis);
  const ownRefresher =
    !opts.refresher && connection.mode === 'oauth'
      ? createRefresher({
          refresh: refreshGrantFor(connection, fetchFn),
          lockName: `adpanel.mcp.refresh ${connection.resource} ${connection.clientId ?? ''}`,
        })
      : null;
  const keeper = createTokenKeeper({
    connection,
    refresher: opts.refresher ?? ownRefresher,
    onConnectionChange: opts.onConnectionChange,
  });
  const authorizedFetch = createAuthorizedFetch(keeper, fetchFn);

  let opened: Awaited<ReturnType<typeof connectClient>>;
  try {
    opened = await withRateRetries(() => connectClient(connection.resource, authorizedFetch), {
      readOnly: true,
    });
  } catch (err) {
    keeper.stop();
    ownRefresher?.close();
    throw err;
  }
  const { client, transport } = opened;
  const offers = (kind: 'tools' | 'resources' | 'prompts') =>
    client.getServerCapabilities()?.[kind] !== undefined;
  const read = <T>(op: () => Promise<T>, signal?: AbortSignal) =>
    withRateRetries(op, { readOnly: true, signal });

  return {
    client,
    serverInfo: client.getServerVersion(),
    listTools: ({ signal } = {}) =>
      offers('tools')
        ? read(() => listAll((cursor) => client.listTools({ cursor }, { signal }), 'tools'), signal)
        : Promise.resolve([]),
    listResources: ({ signal } = {}) =>
      offers('resources')
        ? read(
            () => listAll((cursor) => client.listResources({ cursor }, { signal }), 'resources'),
            signal,
          )
        : Promise.resolve([]),
    listResourceTemplates: ({ signal } = {}) =>
      offers('resources')
        ? read(
            () =>
              listAll(
                (cursor) => client.listResourceTemplates({ cursor }, { signal }),
                'resourceTemplates',
              ),
            signal,
          )
        : Promise.resolve([]),
    listPrompts: ({ signal } = {}) =>
      offers('prompts')
        ? read(
            () => listAll((cursor) => client.listPrompts({ cursor }, { signal }), 'prompts'),
            signal,
          )
        : Promise.resolve([]),
    callTool: (name, args, { readOnly = false, signal } = {}) =>
      withRateRetries(
        async () =>
          // Without a result schema the SDK answers CallToolResult (the compatibility shape is for 2024 servers).
          (await client.callTool({ name, arguments: args }, undefined, {
            signal,
          })) as CallToolResult,
        { readOnly, signal },
      ),
    readResource: (uri, { signal } = {}) =>
      read(() => client.readResource({ uri }, { signal }), signal),
    getPrompt: (name, args, { signal } = {}) =>
      read(() => client.getPrompt({ name, arguments: args }, { signal }), signal),
    async close() {
      // A stateful server (server-everything) keeps sessions until told to end them.
      if (transport.sessionId) await transport.terminateSession().catch(() => {});
      await client.close().catch(() => {});
      keeper.stop();
      ownRefresher?.close();
    },
  };
}
