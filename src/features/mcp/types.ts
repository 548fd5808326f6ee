import { z } from 'zod';
import { MCP_SCOPES, McpScopeSchema, type McpScope } from '@contract/mcp';

/**
 * Where the console's parts meet (decisions 019 and 044): the connection flow
 * (oauth/), the session (session/), the views (components/, results/, history/).
 */

/** platform:read is always requested: the console cannot do anything without it. */
export const ALWAYS_REQUESTED: McpScope = 'platform:read';

/** The scopes to request: platform:read always, the rest in catalogue order, once each. */
export function withRequiredScope(scopes: readonly McpScope[]): McpScope[] {
  return MCP_SCOPES.filter((scope) => scope === ALWAYS_REQUESTED || scopes.includes(scope));
}

/** The steps of the contract's flow, in order, as the step log shows them. */
export const FLOW_STEPS = [
  'protected-resource-metadata',
  'authorization-server-metadata',
  'registration',
  'authorization',
  'callback-checks',
  'token-exchange',
  'connected',
] as const;
export type FlowStep = (typeof FLOW_STEPS)[number] | 'refresh' | 'disconnect';

export const StepEntrySchema = z.object({
  step: z.enum([...FLOW_STEPS, 'refresh', 'disconnect']),
  status: z.enum(['running', 'done', 'failed', 'skipped']),
  /** One line a person reads: "Read protected-resource metadata". */
  title: z.string(),
  /** What was learnt or sent (never a secret): URLs, issuer, scopes, client id. */
  detail: z.string().optional(),
  /** Epoch ms. */
  at: z.number(),
});
export type StepEntry = z.infer<typeof StepEntrySchema>;

/** What a server answered, for a step's failure. */
export interface ServerSaid {
  status?: number;
  error?: string;
  description?: string;
}

/** A failure of the connection flow, naming its step and what the server said. */
export class McpFlowError extends Error {
  override name = 'McpFlowError';
  constructor(
    readonly step: FlowStep,
    message: string,
    readonly server?: ServerSaid,
  ) {
    super(message);
  }
}

/** A refusal of POST /mcp (or of a refresh), classified by what the user can do about it. */
export class McpHttpFailure extends Error {
  override name = 'McpHttpFailure';
  constructor(
    readonly status: number,
    readonly kind: 'reconnect' | 'scope' | 'host' | 'rate' | 'unavailable' | 'elsewhere' | 'other',
    message: string,
    readonly details: {
      error?: string;
      description?: string;
      /** 403 insufficient_scope: the scope to reconnect with. */
      requiredScope?: McpScope;
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(message);
  }
}

/**
 * Where the console stands with one MCP origin. Tokens live here, in memory
 * (and in the tab's storage only with the user's opt-in: connection-store.ts).
 */
export const ConnectionSchema = z.object({
  /** e.g. http://localhost:8788 (config.json mcpOrigin). */
  origin: z.string(),
  /** origin + /mcp. */
  resource: z.string(),
  /** oauth: the contract's flow; direct: the member JWT as bearer; none: the server asks for no authorization. */
  mode: z.enum(['oauth', 'direct', 'none']),
  /** As granted (the token response's scope); empty for mode none. */
  scopes: z.array(McpScopeSchema),
  clientId: z.string().optional(),
  accessToken: z.string().optional(),
  refreshToken: z.string().optional(),
  /** Epoch ms when the access token expires. */
  expiresAt: z.number().optional(),
  /** From discovery; revocation_endpoint used on Disconnect when present. */
  authorizationServer: z
    .object({
      issuer: z.string(),
      tokenEndpoint: z.string(),
      revocationEndpoint: z.string().optional(),
    })
    .optional(),
});
export type McpConnection = z.infer<typeof ConnectionSchema>;

/** A token response; without `scopes` the requested ones stand. */
export interface McpTokens {
  accessToken: string;
  refreshToken?: string;
  expiresAt?: number;
  scopes?: McpScope[];
}

/** One call of the history (in memory): the JSON-RPC params sent (never a token) and the answer. */
export interface HistoryEntry {
  id: string;
  at: number;
  kind: 'tool' | 'resource' | 'prompt' | 'list';
  /** Tool or prompt name, resource URI, or "tools/list" etc. */
  name: string;
  request: unknown;
  response?: unknown;
  error?: string;
  durationMs: number;
}
