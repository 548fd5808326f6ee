import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { PROTECTED_RESOURCE_METADATA_PATH } from '@contract/mcp';
import type { Quota } from '../../http/quota';
import type { McpDeps } from '../mcp-deps';
import type { McpAppEnv } from '../mcp-env';
import { McpHttpError } from '../mcp-http-error';
import { chargeBatchMessages } from '../message-quota';
import { splitInvalidParams } from './invalid-params';
import { createMcpServer } from './mcp-server';
import { missingScopeFor } from './scope-challenge';
import { createToolContext, createToolServices } from './tool-context';

// The tools take a few ids and words; a JSON-RPC batch of them fits easily.
const MAX_REQUEST_BODY_BYTES = 256 * 1024;

/**
 * POST /mcp, stateless Streamable HTTP: every request gets a fresh server and
 * transport built for its principal (no session id, no server-initiated
 * stream), answers with plain JSON, and both are closed once the response is
 * produced. Nothing of one request outlives it except what the tools store
 * (approvals, idempotency records). GET and DELETE have nothing to serve
 * without sessions: 405.
 */
/** The JSON body, read from a copy so the transport still reads (and validates) the original. */
async function peekJson(request: Request): Promise<unknown> {
  // bodyLimit (below) has already refused anything larger, chunked bodies included.
  if (!request.body) return undefined;
  return request
    .clone()
    .json()
    .catch(() => undefined);
}

/** The same request with another JSON body. */
function withBody(request: Request, body: unknown): Request {
  const headers = new Headers(request.headers);
  headers.delete('content-length'); // the old body's
  return new Request(request.url, { method: request.method, headers, body: JSON.stringify(body) });
}

/** `quota`: the origin's /mcp budget, which took one unit already; a batch's other messages count here. */
export function mcpRoutes(deps: McpDeps, quota?: Quota) {
  const services = createToolServices(deps);
  const router = new Hono<McpAppEnv>();

  router.post(
    '/',
    bodyLimit({
      maxSize: MAX_REQUEST_BODY_BYTES,
      onError: () =>
        new McpHttpError(
          413,
          'request_too_large',
          `A message may be at most ${MAX_REQUEST_BODY_BYTES / 1024} KB`,
        ).toResponse(),
    }),
    async (c) => {
      const principal = c.get('principal');
      const customer = c.get('customer');
      // The bearer middleware binds tokens to this origin; checked again because
      // a token of another tenant must never read this tenant's catalogue.
      if (principal.tenant !== customer.tenant) {
        throw new McpHttpError(
          401,
          'invalid_token',
          'The token was not issued for this MCP origin',
          {
            'WWW-Authenticate': `Bearer error="invalid_token", resource_metadata="${customer.origin}${PROTECTED_RESOURCE_METADATA_PATH}"`,
          },
        );
      }
      const context = createToolContext(services, principal, customer);
      const message = await peekJson(c.req.raw);
      if (quota) chargeBatchMessages(quota, principal.quotaKey, message);
      const { answers: invalid, rest } = splitInvalidParams(message);
      if (invalid.length && rest === undefined)
        return c.json(Array.isArray(message) ? invalid : invalid[0]);
      const stepUp = missingScopeFor(message, context.grant);
      if (stepUp) {
        const scope = [...context.grant.scopes, stepUp].join(' ');
        throw new McpHttpError(
          403,
          'insufficient_scope',
          `This needs the ${stepUp} scope: reconnect and approve it`,
          {
            'WWW-Authenticate': `Bearer error="insufficient_scope", scope="${scope}", resource_metadata="${customer.origin}${PROTECTED_RESOURCE_METADATA_PATH}", error_description="This needs the ${stepUp} scope"`,
          },
        );
      }
      const server = createMcpServer(context);
      const transport = new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
        maxRequestBodySize: MAX_REQUEST_BODY_BYTES,
      });
      await server.connect(transport);
      try {
        if (!invalid.length) return await transport.handleRequest(c.req.raw);
        // A batch with some requests of the wrong shape: the SDK answers the others.
        const answered = await transport.handleRequest(withBody(c.req.raw, rest));
        if (answered.status === 202) return c.json(invalid);
        if (answered.status !== 200) return answered;
        // The SDK answers a batch left with one request with that answer alone.
        const others = (await answered.json()) as object | object[];
        return c.json([...(Array.isArray(others) ? others : [others]), ...invalid]);
      } finally {
        await server.close();
      }
    },
  );

  router.all('/', (c) => {
    c.header('Allow', 'POST');
    return c.json(
      {
        error: 'method_not_allowed',
        error_description:
          'This MCP endpoint is stateless: send JSON-RPC messages with POST; there is no session stream to GET or DELETE.',
      },
      405,
    );
  });

  return router;
}
