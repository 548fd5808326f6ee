import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

/**
 * A tools/call answer the SDK's schema refuses (an image without data, a
 * resource link without a name, a content item that is no object…), loaded
 * only then. The tool has run, so the answer is kept as it came: the result
 * view shows any shape, and whoever reads `content` (write-rules.ts) checks
 * each item. Only a missing content list is made an empty one.
 */
export function lenientResult(raw: Record<string, unknown>): CallToolResult {
  return { ...raw, content: Array.isArray(raw.content) ? raw.content : [] } as CallToolResult;
}
