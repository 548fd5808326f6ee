import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import { MCP_BATCH_FULL, MCP_FORBIDDEN, MCP_RESOURCE_NOT_FOUND } from '@contract/mcp';
import type { FieldErrors } from '@contract/common';
import { quotable } from '@contract/storable-text';
import type { Access } from './catalogue';

/**
 * A JSON-RPC error as the SDK's server sends it: `code`, `message` and
 * `data` go on the wire as they are. Not the SDK's McpError, whose message
 * already reads "MCP error <code>: …": the SDK client builds an McpError from
 * the wire, so that prefix reached SDK users twice ("MCP error -32602: MCP
 * error -32602: Unknown tool: x"). The prefix is the client's to add.
 */
export class ProtocolError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ProtocolError';
  }
}

/**
 * JSON-RPC errors of the MCP layer. Tool failures are tool results instead
 * (tool-result.ts); these are for names that are not in the catalogue at all
 * and for resources and prompts, which have no result shape for a refusal.
 * `data.status` is the HTTP-equivalent status of the contract's error table.
 * Names and URIs are quoted back through `quotable`, so a broken emoji in them
 * cannot make the answer unreadable to a strict JSON reader.
 */
export function unknownTool(name: string): ProtocolError {
  return new ProtocolError(ErrorCode.InvalidParams, `Unknown tool: ${quotable(name)}`, {
    status: 404,
  });
}

export function unknownResource(uri: string): ProtocolError {
  return new ProtocolError(MCP_RESOURCE_NOT_FOUND, `Resource not found: ${quotable(uri)}`, {
    status: 404,
    uri: quotable(uri),
  });
}

export function unknownPrompt(name: string): ProtocolError {
  return new ProtocolError(ErrorCode.InvalidParams, `Unknown prompt: ${quotable(name)}`, {
    status: 404,
  });
}

export function invalidPromptArguments(name: string, fields: FieldErrors): ProtocolError {
  return new ProtocolError(ErrorCode.InvalidParams, `Invalid arguments for prompt ${name}`, {
    status: 400,
    fields,
  });
}

/** A catalogue entry this token or tenant may not use: says what is missing. */
export function forbidden(what: string, access: Exclude<Access, { allowed: true }>): ProtocolError {
  const { allowed: _allowed, ...missing } = access;
  return new ProtocolError(MCP_FORBIDDEN, `${what} is not available to this connection`, {
    status: 403,
    ...missing,
  });
}

/** A request of a batch whose earlier answers already carry the most one answer may. */
export function batchFull(maxChars: number): ProtocolError {
  return new ProtocolError(
    MCP_BATCH_FULL,
    `Not run: the answers to the earlier requests of this batch already carry more than ${maxChars / 1024 / 1024} MB, the most one answer may. Send this request again, on its own or in a smaller batch.`,
    { status: 413 },
  );
}

/** A failure of ours (SQL, a bug): no internals reach the client. */
export function internalError(): ProtocolError {
  return new ProtocolError(ErrorCode.InternalError, 'Internal error', { status: 500 });
}

/** The same refusal as a tool result (a hidden tool called anyway). */
export function forbiddenMessage(name: string, access: Exclude<Access, { allowed: true }>): string {
  const reasons = [
    access.requiredModule && `the ${access.requiredModule} module is not enabled for your account`,
    access.requiredScope && `the token lacks the ${access.requiredScope} scope`,
  ].filter(Boolean);
  return `${name} is not available: ${reasons.join(' and ')}.`;
}
