import type { McpScope } from '@contract/mcp';

/**
 * Where the console's parts meet (decisions 019 and 044): the connection flow
 * (oauth/), the session (session/), the views (components/, results/, history/).
 */

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

export interface StepEntry {
  step: FlowStep;
  status: 'running' | 'done' | 'failed' | 'skipped';
  /** One line a person reads: "Read protected-resource metadata". */
  title: string;
  /** What was learnt or sent (never a secret): URLs, issuer, scopes, client id. */
  detail?: string;
  /** Epoch ms. */
  at: number;
}

/** A failure of the connection flow, naming its step and what the server said. */
export class McpFlowError extends Error {
  override name = 'McpFlowError';
  constructor(
    readonly step: FlowStep,
    message: string,
    readonly server?: { status?: number; error?: string; description?: string },
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

/** Where the console stands with one MCP origin. Tokens live here, in memory. */
export interface McpConnection {
  /** e.g. http://localhost:8788 (config.json mcpOrigin). */
  origin: string;
  /** origin + /mcp. */
  resource: string;
  /** oauth: the contract's flow; direct: the member JWT as bearer; none: the server asks for no authorization. */
  mode: 'oauth' | 'direct' | 'none';
  /** As granted (the token response's scope); empty for mode none. */
  scopes: McpScope[];
  clientId?: string;
  accessToken?: string;
  refreshToken?: string;
  /** Epoch ms when the access token expires. */
  expiresAt?: number;
  /** From discovery; revocation_endpoint used on Disconnect when present. */
  authorizationServer?: {
    issuer: string;
    tokenEndpoint: string;
    revocationEndpoint?: string;
  };
}

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
