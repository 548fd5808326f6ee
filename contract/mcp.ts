import { z } from 'zod';

/**
 * Wire facts of the remote tool endpoint shared by the reference API and the
 * dashboard's MCP console (contract: "Remote tool endpoint", "Authentication").
 */
export const MCP_SCOPES = [
  'platform:read',
  'platform:write',
  'platform:upload',
  'offline_access',
] as const;
export type McpScope = (typeof MCP_SCOPES)[number];
export const McpScopeSchema = z.enum(MCP_SCOPES);

/** Granted alone when an authorization request names no scope. */
export const DEFAULT_MCP_SCOPE: McpScope = 'platform:read';

export const MCP_SCOPE_DESCRIPTIONS: Record<McpScope, string> = {
  'platform:read': 'Read your account, campaigns and settings',
  'platform:write': 'Change your campaigns, each change confirmed by you first',
  'platform:upload': 'Upload files, in addition to changes',
  offline_access: 'Keep access for durable scheduled tasks while you are away',
};

/** Path of the MCP resource on a customer origin; the OAuth resource is origin + this. */
export const MCP_PATH = '/mcp';
export const PROTECTED_RESOURCE_METADATA_PATH = '/.well-known/oauth-protected-resource/mcp';
export const AUTHORIZATION_SERVER_METADATA_PATH = '/.well-known/oauth-authorization-server';

/** Space-separated scope text -> known scopes, in catalogue order, without duplicates. */
export function parseScopes(text: string | undefined | null): {
  scopes: McpScope[];
  unknown: string[];
} {
  const words = (text ?? '').split(/\s+/).filter(Boolean);
  const unknown = words.filter((w) => !(MCP_SCOPES as readonly string[]).includes(w));
  const scopes = MCP_SCOPES.filter((s) => words.includes(s));
  return { scopes, unknown };
}
