import type { McpScope } from '../../../contract/mcp';

/**
 * The seams of the MCP console (docs/decisions/019-mcp-console.md): the
 * connection flow (oauth/), the session over the SDK client (session/), the
 * schema forms and result views (schema-form/) and the page (components/)
 * meet only through these types.
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

/**
 * A refusal at the HTTP level of POST /mcp (or of the OAuth endpoints during
 * a refresh), classified for the page: what the user can do about it.
 */
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
  /** Scopes the token was granted (the token response's scope); empty for mode none. */
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

/** What a token response gives the console, in its own words. */
export interface McpTokens {
  accessToken: string;
  refreshToken?: string;
  /** Epoch ms. */
  expiresAt?: number;
  /** Absent when the response had no scope: the requested ones stand. */
  scopes?: McpScope[];
}

/** One entry of the call history (this session only, in memory). */
export interface HistoryEntry {
  id: string;
  /** Epoch ms. */
  at: number;
  kind: 'tool' | 'resource' | 'prompt' | 'list';
  /** Tool or prompt name, resource URI, or "tools/list" etc. */
  name: string;
  /** The JSON-RPC params sent (arguments included; never a token). */
  request: unknown;
  /** The result received, when there is one. */
  response?: unknown;
  /** What went wrong, when it did. */
  error?: string;
  durationMs: number;
}
