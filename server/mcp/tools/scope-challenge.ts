import type { McpScope } from '@contract/mcp';
import { accessTo, findEntry, type Grant } from './catalogue';

/**
 * MCP's step-up authorization: a single request for a tool, resource or prompt
 * that only a missing *scope* hides is refused at the HTTP level with 403
 * insufficient_scope, so a client can reauthorize with the scope it names.
 * Hidden by a missing *module*, reauthorizing cannot help: those stay
 * in-band 403 tool errors (and so does anything inside a JSON-RPC batch).
 */
export function missingScopeFor(message: unknown, grant: Grant): McpScope | null {
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return null;
  const { method, params } = message as { method?: unknown; params?: Record<string, unknown> };
  const target =
    method === 'tools/call'
      ? findEntry('tool', String(params?.name))
      : method === 'resources/read'
        ? findEntry('resource', String(params?.uri))
        : method === 'prompts/get'
          ? findEntry('prompt', String(params?.name))
          : undefined;
  if (!target) return null;
  const access = accessTo(target, grant);
  if (access.allowed || access.requiredModule || !access.requiredScope) return null;
  return access.requiredScope;
}
