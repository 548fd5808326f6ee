import {
  CallToolRequestSchema,
  ErrorCode,
  GetPromptRequestSchema,
  InitializeRequestSchema,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { issuesToFieldErrors } from '../../http/body';

/** The methods whose params the server reads, with the SDK's own shape of each request. */
const REQUESTS = {
  initialize: InitializeRequestSchema,
  'tools/call': CallToolRequestSchema,
  'resources/read': ReadResourceRequestSchema,
  'prompts/get': GetPromptRequestSchema,
} as const;

/**
 * The JSON-RPC error for a request of those methods whose params do not have
 * their shape (a name that is not a string, arguments that are not an object,
 * an initialize without protocolVersion, capabilities or clientInfo), or undefined. The SDK validates them too, but inside its dispatch, where the
 * failure became -32603 "internal error" with zod's issue dump as its message: a
 * client could not tell its own mistake from a server fault. JSON-RPC's answer
 * is -32602 Invalid params, naming the fields.
 */
export function invalidParamsError(message: unknown): object | undefined {
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return undefined;
  const { jsonrpc, method, id } = message as { jsonrpc?: unknown; method?: unknown; id?: unknown };
  // Not a JSON-RPC 2.0 request at all: the transport answers that (-32600).
  if (jsonrpc !== '2.0') return undefined;
  if (typeof method !== 'string' || !Object.hasOwn(REQUESTS, method)) return undefined;
  // A notification (no id) gets no answer, right or wrong.
  if (typeof id !== 'string' && typeof id !== 'number') return undefined;
  const parsed = z.safeParse(REQUESTS[method as keyof typeof REQUESTS], message);
  if (parsed.success) return undefined;
  const fields = issuesToFieldErrors(parsed.error);
  const named = Object.entries(fields)
    .map(([path, messages]) => `${path}: ${messages.join('; ')}`)
    .join(', ');
  return {
    jsonrpc: '2.0',
    id,
    error: {
      code: ErrorCode.InvalidParams,
      message: `Invalid params for ${method}: ${named}`,
      data: { status: 400, fields },
    },
  };
}

/**
 * A message (one request or a JSON-RPC batch) split into the Invalid params
 * answers of its requests that lack their shape and the rest, for the SDK to
 * answer; `rest` is undefined when nothing is left. Inside a batch the SDK's own
 * check answered -32603 for each such request, as it did for a single one.
 */
export function splitInvalidParams(message: unknown): { answers: object[]; rest: unknown } {
  if (!Array.isArray(message)) {
    const invalid = invalidParamsError(message);
    return invalid ? { answers: [invalid], rest: undefined } : { answers: [], rest: message };
  }
  const answers: object[] = [];
  const rest: unknown[] = [];
  for (const item of message) {
    const invalid = invalidParamsError(item);
    if (invalid) answers.push(invalid);
    else rest.push(item);
  }
  return { answers, rest: rest.length ? rest : undefined };
}
