import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  type CallToolRequest,
  CallToolRequestSchema,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { createBatchTurns } from './batch-turns';
import { accessTo, findEntry, visibleEntries } from './catalogue';
import { PROMPTS } from './prompts';
import {
  forbidden,
  forbiddenMessage,
  internalError,
  unknownPrompt,
  unknownResource,
  unknownTool,
} from './protocol-errors';
import { RESOURCES } from './resources';
import type { ToolContext } from './tool-context';
import { ToolFailure } from './tool-result';
import { TOOLS } from './tools';

export const SERVER_INFO = { name: 'adpanel', version: '1.0.0' } as const;

const INSTRUCTIONS =
  'Tools of one adpanel advertiser account. Call platform_whoami to see the account, scopes and ' +
  'what is available. Lists are paged: follow sourcePagination.nextOffset until complete. ' +
  'Changes are two steps (prepare, then apply after the person confirms the exact diff); see ' +
  'adpanel://guides/write-rules when it is listed.';

/**
 * The MCP server of one POST /mcp. Built per request from the caller's
 * context, so every list answers the visible set of this token and tenant,
 * and every call, read or get checks it again: a client that skips tools/list
 * still cannot use what it does not see.
 */
export function createMcpServer(ctx: ToolContext): Server {
  const server = new Server(SERVER_INFO, {
    capabilities: {
      tools: { listChanged: false },
      resources: { listChanged: false },
      prompts: { listChanged: false },
    },
    instructions: INSTRUCTIONS,
  });
  // Calls, reads and gets make the large answers: one at a time, a turn each, bounded per batch.
  const turns = createBatchTurns();

  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: visibleEntries('tool', ctx.grant).map((e) => TOOLS[e.name].listing),
  }));

  server.setRequestHandler(CallToolRequestSchema, (request) => turns.run(() => callTool(request)));
  async function callTool(request: CallToolRequest) {
    const { name, arguments: args } = request.params;
    const entry = findEntry('tool', name);
    if (!entry) throw unknownTool(name);
    const access = accessTo(entry, ctx.grant);
    if (!access.allowed) {
      return new ToolFailure('forbidden', forbiddenMessage(name, access), {
        ...(access.requiredScope && { requiredScope: access.requiredScope }),
        ...(access.requiredModule && { requiredModule: access.requiredModule }),
      }).toResult();
    }
    try {
      return await TOOLS[entry.name].call(args, ctx);
    } catch (error) {
      // No internals (SQL, stack) reach the client. McpDeps carries no logger
      // yet, so the stack goes to stderr like any unhandled server error.
      console.error(`MCP tool ${name} failed:`, error);
      throw internalError();
    }
  }

  server.setRequestHandler(ListResourcesRequestSchema, () => ({
    resources: visibleEntries('resource', ctx.grant).map((e) => RESOURCES[e.name].listing),
  }));
  // No templates; answered so clients that always ask get an empty list, not an error.
  server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({ resourceTemplates: [] }));

  server.setRequestHandler(ReadResourceRequestSchema, (request) =>
    turns.run(() => {
      const { uri } = request.params;
      const entry = findEntry('resource', uri);
      if (!entry) throw unknownResource(uri);
      const access = accessTo(entry, ctx.grant);
      if (!access.allowed) throw forbidden(`Resource ${uri}`, access);
      return RESOURCES[entry.name].read(ctx);
    }),
  );

  server.setRequestHandler(ListPromptsRequestSchema, () => ({
    prompts: visibleEntries('prompt', ctx.grant).map((e) => PROMPTS[e.name].listing),
  }));

  server.setRequestHandler(GetPromptRequestSchema, (request) =>
    turns.run(() => {
      const { name, arguments: args } = request.params;
      const entry = findEntry('prompt', name);
      if (!entry) throw unknownPrompt(name);
      const access = accessTo(entry, ctx.grant);
      if (!access.allowed) throw forbidden(`Prompt ${name}`, access);
      return PROMPTS[entry.name].get(args ?? {});
    }),
  );

  return server;
}
