import type { McpScope } from '@contract/mcp';
import type { Member } from '../http/app-env';

/** The customer origin the request arrived on, verified against MCP_ORIGINS. */
export interface CustomerOrigin {
  /** e.g. http://localhost:8788; the OAuth issuer and the base of every metadata URL. */
  origin: string;
  tenant: string;
  /** origin + /mcp: the only resource tokens of this origin are bound to. */
  resource: string;
}

/**
 * Who is calling /mcp, set by the bearer middleware. The visible tools,
 * resources and prompts are computed from this on every request.
 */
export interface McpPrincipal {
  tenant: string;
  member: Member;
  identityType: 'member';
  authMethod: 'oauth' | 'direct_jwt';
  /** The registered OAuth client; null for a direct member JWT. */
  clientId: string | null;
  scopes: McpScope[];
  /** Stable, non-secret key of the credential (its SHA-256). */
  tokenKey: string;
  /**
   * What the request budget counts against: the OAuth grant (so rotating tokens
   * does not reset it), or the token itself for a direct JWT.
   */
  quotaKey: string;
  /** Epoch seconds. */
  expiresAt: number;
}

/** Hono's type parameter for every router of the MCP origin. */
export interface McpAppEnv {
  Variables: {
    customer: CustomerOrigin;
    principal: McpPrincipal;
  };
}
