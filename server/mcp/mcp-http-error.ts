import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * A refusal of the MCP origin outside the JSON-RPC layer (421, 401, 429, 503…).
 * The body is the OAuth error shape {error, error_description}, which MCP
 * clients already parse (docs/decisions/018-mcp-endpoint.md).
 */
export class McpHttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly error: string,
    readonly description: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(description);
    this.name = 'McpHttpError';
  }

  toResponse(): Response {
    return new Response(
      JSON.stringify({ error: this.error, error_description: this.description }),
      {
        status: this.status,
        headers: {
          'Content-Type': 'application/json',
          'Cache-Control': 'no-store',
          ...this.headers,
        },
      },
    );
  }
}
