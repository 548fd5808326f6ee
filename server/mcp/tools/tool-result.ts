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
    content: [{ type: 'text', text: `${summary}\n\n${boundedJson(data)}` }],
    structuredContent: { status: 'success', data },
  };
}

/**
 * The most text a tool answer's data may take. A member could store campaigns of
 * up to 2 MB each (unknown fields are kept), and 50 of them at full detail made a
 * 297 MB answer whose writing held the server's one thread for 8 s: such a call is
 * refused. The tools that read stored campaigns compare the stored sizes with it
 * first (decision 068), so they refuse without reading; boundedJson is the net.
 * 1 MB, not 4: the answer is made and serialised in one event-loop turn (the SDK
 * writes a batch's answers with one JSON.stringify, the data twice: text and
 * structuredContent), and at 4 MB that turn held every other client 167–481 ms
 * (bench/bulk-reads.ts). 1 MB is four campaigns at the 256 KB bound, 300 at the
 * seed's largest, and more text than a model's context takes.
 */
export const MAX_ANSWER_CHARS = 1024 * 1024;

/**
 * The refusal of an answer past MAX_ANSWER_CHARS. Tools that can tell from the
 * stored sizes throw it before reading anything (campaign-snapshots.repository.ts);
 * boundedJson throws it for any other answer that grows too large.
 */
export function answerTooLarge(): ToolFailure {
  return new ToolFailure(
    'invalid_arguments',
    `The answer would be larger than ${MAX_ANSWER_CHARS / 1024 / 1024} MB, the most a tool answer carries: ask for fewer items at a time (fewer cids, a smaller limit) or for detailLevel summary.`,
  );
}

/** A number's, boolean's or null's length as JSON; objects count through their members. */
const textLength = (value: unknown) =>
  typeof value === 'number' || typeof value === 'boolean' || value === null
    ? String(value).length
    : 0;

/**
 * JSON text of `data`, or a ToolFailure once it passes MAX_ANSWER_CHARS: each key and
 * string as JSON writes it (quotes and escapes), each other value as its text, array
 * indexes not at all. Punctuation is left out, so the text may run a little longer.
 */
function boundedJson(data: unknown): string {
  let chars = 0;
  const text = JSON.stringify(data, function count(this: unknown, key, value: unknown) {
    if (!Array.isArray(this)) chars += key.length;
    chars += typeof value === 'string' ? JSON.stringify(value).length : textLength(value);
    if (chars > MAX_ANSWER_CHARS) throw answerTooLarge();
    return value;
  });
  return text;
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
