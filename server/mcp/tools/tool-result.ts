import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { MCP_TOOL_ERRORS, type McpToolError, type McpToolErrorCode } from '@contract/mcp';

/**
 * The two shapes a tool call ends in. Both carry a text block (for clients
 * that only show text) and the same content as structuredContent, which the
 * tool's outputSchema describes: {status:'success', data} or
 * {status:'error', error:{status, code, message, …}}.
 */
export function success(summary: string, data: unknown): CallToolResult {
  return {
    content: [{ type: 'text', text: `${summary}\n\n${JSON.stringify(data)}` }],
    structuredContent: { status: 'success', data },
  };
}

/**
 * A refusal a tool throws on purpose. It becomes a tool result with isError,
 * never a JSON-RPC error: the model should read it and act (contract: 400,
 * 402, 403, 404, 409 of the remote-tool error table).
 */
export class ToolFailure extends Error {
  readonly status: number;

  constructor(
    readonly code: McpToolErrorCode,
    message: string,
    readonly extra: Omit<McpToolError, 'status' | 'code' | 'message'> = {},
  ) {
    super(message);
    this.name = 'ToolFailure';
    this.status = MCP_TOOL_ERRORS[code];
  }

  toResult(): CallToolResult {
    const error = { status: this.status, code: this.code, message: this.message, ...this.extra };
    return {
      isError: true,
      content: [
        {
          type: 'text',
          text: `Error ${this.status} ${this.code}: ${this.message}\n\n${JSON.stringify(error)}`,
        },
      ],
      structuredContent: { status: 'error', error },
    };
  }
}
