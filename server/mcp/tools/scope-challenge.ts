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
  // Only a string can name an entry. String() of a client's object is not safe:
  // {"toString": null} cannot be converted, and the TypeError was a 500.
  const named = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const name = named(params?.name);
  const uri = named(params?.uri);
  const target =
    method === 'tools/call' && name !== undefined
      ? findEntry('tool', name)
      : method === 'resources/read' && uri !== undefined
        ? findEntry('resource', uri)
        : method === 'prompts/get' && name !== undefined
          ? findEntry('prompt', name)
          : undefined;
  if (!target) return null;
  const access = accessTo(target, grant);
  if (access.allowed || access.requiredModule || !access.requiredScope) return null;
  return access.requiredScope;
}
