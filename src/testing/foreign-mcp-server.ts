import type { McpConnection } from '@/features/mcp/types';

/**
 * An MCP server nobody here wrote, as the fetch of a session: it answers
 * Streamable HTTP POSTs with JSON, taking each method's answer from `answers`
 * verbatim (no SDK schema on this side), so a test can hand the console
 * whatever an outside server might send.
 */

type Answer = { result: unknown } | { error: { code: unknown; message: unknown; data?: unknown } };

export type ForeignAnswers = Record<string, (params: Record<string, unknown>) => Answer>;

const INITIALIZE = {
  protocolVersion: '2025-06-18',
  capabilities: { tools: {}, resources: {}, prompts: {} },
  serverInfo: { name: 'foreign', version: '0.1' },
};

export function foreignServer(answers: ForeignAnswers): typeof fetch {
  return (async (_input: RequestInfo | URL, init?: RequestInit) => {
    // The SDK's optional event stream: not offered.
    if (init?.method !== 'POST') return new Response(null, { status: 405 });
    const message = JSON.parse(String(init.body)) as {
      id?: number;
      method: string;
      params?: Record<string, unknown>;
    };
    if (message.id === undefined) return new Response(null, { status: 202 });
    const answer =
      message.method === 'initialize'
        ? { result: INITIALIZE }
        : (answers[message.method]?.(message.params ?? {}) ?? {
            error: { code: -32601, message: 'Method not found' },
          });
    const body = JSON.stringify({ jsonrpc: '2.0', id: message.id, ...answer });
    return new Response(body, {
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
}

/** A direct-mode connection to the foreign server (no OAuth, no refresh). */
export const foreignConnection: McpConnection = {
  origin: 'http://foreign.test',
  resource: 'http://foreign.test/mcp',
  mode: 'direct',
  scopes: ['platform:read'],
  accessToken: 'token',
};
