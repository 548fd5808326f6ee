import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  CallToolResultSchema,
  McpError,
  type CallToolResult,
  type GetPromptResult,
  type Implementation,
  type Prompt,
  type ReadResourceResult,
  type Resource,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { CfWorkerJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/cfworker';
import { z } from 'zod';
import { McpHttpFailure, type McpConnection } from '../types';
import { createAuthorizedFetch } from './authorized-fetch';
import { grantLocks } from './grant-lock';
import { withRateRetries } from './rate-retry';
import { createTokenKeeper, type RefreshTokens } from './token-keeper';

type Signal = { signal?: AbortSignal };

/** One open MCP session: the SDK client over Streamable HTTP, with our tokens and retries. */
export interface McpSession {
  client?: Client;
  serverInfo: Implementation | undefined;
  listTools(opts?: Signal): Promise<Tool[]>;
  listResources(opts?: Signal): Promise<Resource[]>;
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

const AnyObject = z.looseObject({});

// A server that loops its cursors would never end a list.
const MAX_PAGES = 50;

type Kind = 'tools' | 'resources' | 'prompts';
type Page<K extends Kind> = { nextCursor?: string } & { [key in K]: unknown[] };

async function connectClient(resource: string, fetchFn: FetchLike) {
  // No authProvider: its 401 handling would run a whole auth() on its own (decision 019).
  const transport = new StreamableHTTPClientTransport(new URL(resource), { fetch: fetchFn });
  // ajv compiles with new Function, which the page's CSP forbids (decision 019).
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
  /** The token endpoint's refresh; by default oauth4webapi's, loaded on first use. */
  refresh?: RefreshTokens;
  locks?: typeof grantLocks;
}): Promise<McpSession> {
  const { connection } = opts;
  const fetchFn: FetchLike = opts.fetch ?? globalThis.fetch.bind(globalThis);
  const locks = opts.locks ?? grantLocks;
  const grant =
    connection.mode === 'oauth' && connection.refreshToken ? connection.clientId : undefined;
  if (grant && !(await locks.claim(grant)))
    throw new McpHttpFailure(
      409,
      'elsewhere',
      'Another tab of this browser uses this connection (it was copied with the tab)',
    );
  const release = () => {
    if (grant) locks.release(grant);
  };
  const keeper = createTokenKeeper({
    connection,
    // oauth4webapi is loaded with the first refresh, not with the page.
    refresh:
      opts.refresh ??
      (async (current, refreshToken) =>
        (await import('../oauth/oauth-client')).refreshTokens(current, refreshToken, fetchFn)),
    onConnectionChange: opts.onConnectionChange,
  });
  const { client, transport } = await withRateRetries(
    () => connectClient(connection.resource, createAuthorizedFetch(keeper, fetchFn)),
    { readOnly: true },
  ).catch((err: unknown) => {
    release();
    throw err;
  });
  const read = <T>(op: () => Promise<T>, signal?: AbortSignal) =>
    withRateRetries(op, { readOnly: true, signal });
  // Every page, through nextCursor; a list the server does not offer (no capability) is
  // empty rather than an error.
  const list = <K extends Kind, P extends Page<K>>(
    kind: K,
    page: (cursor: string | undefined) => Promise<P>,
    signal?: AbortSignal,
  ): Promise<P[K]> =>
    read(async () => {
      const items: unknown[] = [];
      // A tool or prompt is called by its name, a resource read by its URI: one that comes
      // twice (a server's bug, a page sent again) is the same to the server, so the console
      // shows it once, as first given; two entries would share one selection and one form.
      const seen = new Set<unknown>();
      let cursor: string | undefined;
      const offered = client.getServerCapabilities()?.[kind] !== undefined;
      for (let n = 0; offered && n < MAX_PAGES; n++) {
        const result = await page(cursor);
        for (const item of result[kind] as { name?: unknown; uri?: unknown }[]) {
          const identity = kind === 'resources' ? item.uri : item.name;
          if (seen.has(identity)) continue;
          seen.add(identity);
          items.push(item);
        }
        cursor = result.nextCursor;
        if (!cursor) break;
      }
      return items as P[K];
    }, signal);
  return {
    client,
    serverInfo: client.getServerVersion(),
    listTools: ({ signal } = {}) =>
      list(
        'tools',
        async (cursor) => {
          try {
            return await client.listTools({ cursor }, { signal });
          } catch (error) {
            // An error of the server stays one; a page the SDK could not read is read leniently.
            if (error instanceof McpError || error instanceof McpHttpFailure || signal?.aborted)
              throw error;
            return (await import('./lenient-tools')).readToolsPage(client, cursor, signal);
          }
        },
        signal,
      ),
    listResources: ({ signal } = {}) =>
      list('resources', (cursor) => client.listResources({ cursor }, { signal }), signal),
    listPrompts: ({ signal } = {}) =>
      list('prompts', (cursor) => client.listPrompts({ cursor }, { signal }), signal),
    callTool: (name, args, { readOnly = false, signal } = {}) =>
      withRateRetries(
        // Not client.callTool: it throws when structuredContent does not match the tool's
        // outputSchema, after the tool ran (a write as well). The console shows the answer
        // and names the mismatch itself (results/output-mismatch.ts). Nor the SDK's result
        // schema on the wire: one odd content item would turn the whole answer into an error.
        async () => {
          const raw = await client.request(
            { method: 'tools/call', params: { name, arguments: args } },
            AnyObject,
            { signal },
          );
          const read = CallToolResultSchema.safeParse(raw);
          // The tool has run: an answer the SDK's schema refuses is kept as it came (the
          // result view shows any shape); only a missing content list becomes an empty one.
          return read.success
            ? read.data
            : ({
                ...raw,
                content: Array.isArray(raw.content) ? raw.content : [],
              } as CallToolResult);
        },
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
      release();
    },
  };
}
