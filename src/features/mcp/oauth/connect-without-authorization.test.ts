import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openMcpSession } from '../session/mcp-session';
import { McpFlowError, type StepEntry } from '../types';
import { startConnect } from './connect-flow';

const ORIGIN = 'http://127.0.0.1:3901';

/**
 * An MCP server nobody here wrote, in the manner of server-everything: no
 * OAuth (no protected-resource metadata), stateful sessions, event streams.
 */
function serverWithoutAuthorization() {
  const requests: { method: string; path: string; authorization: string | null }[] = [];
  const sessions = new Map<string, WebStandardStreamableHTTPServerTransport>();

  async function newSession() {
    const transport: WebStandardStreamableHTTPServerTransport =
      new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: () => crypto.randomUUID(),
        onsessioninitialized: (id) => void sessions.set(id, transport),
        onsessionclosed: (id) => void sessions.delete(id),
      });
    const server = new McpServer({ name: 'everything-alike', version: '0.0.1' });
    server.registerTool(
      'echo',
      { description: 'Echoes', inputSchema: { message: z.string() } },
      async ({ message }) => ({ content: [{ type: 'text', text: message }] }),
    );
    await server.connect(transport);
    return transport;
  }

  const handle = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(String(input), init);
    const path = new URL(request.url).pathname;
    requests.push({
      method: request.method,
      path,
      authorization: request.headers.get('Authorization'),
    });
    if (path !== '/mcp') return new Response('Not found', { status: 404 });
    const id = request.headers.get('Mcp-Session-Id');
    const transport = id ? sessions.get(id) : await newSession();
    if (!transport) return new Response('Unknown session', { status: 404 });
    return transport.handleRequest(request);
  }) as typeof fetch;

  return { fetch: handle, requests, sessions };
}

describe('an MCP server that needs no authorization', () => {
  it('connects without tokens, says why, and leaves no session behind', async () => {
    const server = serverWithoutAuthorization();
    const log: StepEntry[] = [];
    const outcome = await startConnect({
      origin: ORIGIN,
      scopes: ['platform:write'],
      redirectUri: 'http://localhost:5173/mcp/callback',
      fetch: server.fetch,
      log: (entry) => log.push(entry),
    });
    expect(outcome).toEqual({
      kind: 'connected',
      connection: { origin: ORIGIN, resource: `${ORIGIN}/mcp`, mode: 'none', scopes: [] },
    });
    const prm = log.find((e) => e.step === 'protected-resource-metadata' && e.status === 'done');
    expect(prm?.detail).toMatch(/requires no authorization/);
    expect(log.at(-1)).toMatchObject({ step: 'connected', status: 'done' });
    expect(server.sessions.size).toBe(0);
  });

  it('opens a session that sends no Authorization header', async () => {
    const server = serverWithoutAuthorization();
    const session = await openMcpSession({
      connection: { origin: ORIGIN, resource: `${ORIGIN}/mcp`, mode: 'none', scopes: [] },
      fetch: server.fetch,
      onConnectionChange: () => {},
    });
    expect((await session.listTools()).map((tool) => tool.name)).toEqual(['echo']);
    expect(await session.listPrompts()).toEqual([]);
    const result = await session.callTool('echo', { message: 'hello' });
    expect(result.content).toEqual([{ type: 'text', text: 'hello' }]);
    await session.close();
    expect(server.sessions.size).toBe(0);
    expect(server.requests.length).toBeGreaterThan(3);
    expect(server.requests.every((r) => r.authorization === null)).toBe(true);
  });

  it('fails at the first step when the PRM is missing and the endpoint wants a token', async () => {
    const fetch = (async (input: RequestInfo | URL) =>
      new URL(String(input)).pathname === '/mcp'
        ? Response.json({ error: 'invalid_token' }, { status: 401 })
        : new Response('Not found', { status: 404 })) as typeof globalThis.fetch;
    const error = await startConnect({
      origin: ORIGIN,
      scopes: [],
      redirectUri: 'http://localhost:5173/mcp/callback',
      fetch,
      log: () => {},
    }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(McpFlowError);
    expect(error).toMatchObject({ step: 'protected-resource-metadata', server: { status: 401 } });
  });
});
