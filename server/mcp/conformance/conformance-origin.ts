import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { connect } from '../oauth/testing/oauth-test-client';
import { createTestApp } from '../../testing/test-app';

export interface ConformanceOrigin {
  /** e.g. http://127.0.0.1:40123/mcp: what the conformance CLI is pointed at. */
  url: string;
  /** An OAuth access token of the demo member with read and write scopes. */
  accessToken: string;
  close(): Promise<void>;
}

/**
 * The customer MCP origin of a private in-memory test database, listening on a
 * free loopback port, and a real OAuth access token for it.
 *
 * The origin must be configured before it is built (MCP_ORIGINS decides which
 * Host is served), and the port is known only once listening: the listener
 * starts first and hands requests to the app once it exists.
 */
export async function startConformanceOrigin(): Promise<ConformanceOrigin> {
  let answer: ((request: Request, env: unknown) => Response | Promise<Response>) | undefined =
    undefined;
  const listener = await new Promise<ServerType>((resolve) => {
    const server = serve(
      {
        // The env carries the socket (the OAuth quota keys on the peer address).
        fetch: (request, env) =>
          answer?.(request, env) ?? new Response('starting', { status: 503 }),
        port: 0,
        hostname: '127.0.0.1',
      },
      () => resolve(server),
    );
  });
  const { port } = listener.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const t = await createTestApp({
    mcp: {
      origins: [{ origin, tenant: 'acme' }],
      // The suite makes a few hundred requests with one token: no 429 midway.
      quota: { requests: 10_000, windowSeconds: 60 },
    },
  });
  answer = (request, env) => t.mcpApp.fetch(request, env);

  // Registration, consent as the demo member and the PKCE code exchange, as any
  // MCP client would do: no test-only path into the server.
  const { tokens } = await connect(
    { origin, fetch: t.mcpFetch },
    { scope: 'platform:read platform:write', memberUid: 1001 },
  );
  return {
    url: `${origin}/mcp`,
    accessToken: tokens.access_token,
    close: () =>
      new Promise<void>((resolve) => {
        listener.close(() => {
          t.db.close();
          resolve();
        });
        // Keep-alive connections of the CLI are gone with its process; don't wait on them.
        if ('closeAllConnections' in listener) listener.closeAllConnections();
      }),
  };
}
