import type { McpOriginEntry } from './env';

/**
 * The dashboard's config.json as this server hands it out. The built file
 * names the MCP origin of the default settings (http://localhost:8788); when
 * MCP_PORT or MCP_ORIGINS say otherwise, the MCP console would look for an
 * origin nobody listens on. So `mcpOrigin` becomes one of the server's own MCP
 * origins: the one on the same host name as the file's (globex.localhost stays
 * globex), else the first. Every other field keeps its value (baseUrl and
 * apiUrl are relative in the build, so they already follow the server). A file
 * without a string mcpOrigin, or that is not JSON, is served as it is: the
 * dashboard reports what is wrong with it.
 */
export function configForServer(file: Buffer, origins: readonly McpOriginEntry[]): Buffer {
  const first = origins[0];
  if (!first) return file;
  let config: unknown;
  try {
    config = JSON.parse(file.toString('utf8'));
  } catch {
    return file;
  }
  if (typeof config !== 'object' || config === null || Array.isArray(config)) return file;
  const record = config as Record<string, unknown>;
  if (typeof record.mcpOrigin !== 'string') return file;
  const own = sameHost(record.mcpOrigin, origins) ?? first.origin;
  if (own === record.mcpOrigin) return file;
  return Buffer.from(`${JSON.stringify({ ...record, mcpOrigin: own }, null, 2)}\n`);
}

function sameHost(value: string, origins: readonly McpOriginEntry[]): string | undefined {
  let hostname: string;
  try {
    hostname = new URL(value).hostname;
  } catch {
    return undefined;
  }
  return origins.find((entry) => new URL(entry.origin).hostname === hostname)?.origin;
}
