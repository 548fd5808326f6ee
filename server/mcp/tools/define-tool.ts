import type { CallToolResult, Tool, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { toolResultSchema, type McpToolName } from '@contract/mcp';
import { brokenTextErrors } from '@contract/storable-text';
import { issuesToFieldErrors } from '../../http/body';
import type { ToolContext } from './tool-context';
import { ToolFailure } from './tool-result';

/** A tool as the server runs it: its tools/list entry and a call that never throws a ToolFailure. */
export interface ToolSpec {
  name: McpToolName;
  listing: Tool;
  call(args: unknown, ctx: ToolContext): Promise<CallToolResult>;
}

interface ToolDefinition<A extends z.ZodType> {
  name: McpToolName;
  title: string;
  description: string;
  annotations: Omit<ToolAnnotations, 'title'>;
  /** Validates the arguments; tools/list publishes it as inputSchema. */
  args: A;
  /** Schema of `data` on success; published inside outputSchema. */
  data: z.ZodType;
  run(args: z.output<A>, ctx: ToolContext): CallToolResult | Promise<CallToolResult>;
}

// draft-07: the dialect the SDK's own McpServer emits and its client's Ajv compiles by default.
function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  return z.toJSONSchema(schema, { target: 'draft-7', io }) as Record<string, unknown>;
}

/**
 * One schema for both jobs: the zod schema that parses the arguments is the
 * JSON Schema clients see, so the two cannot drift. Invalid arguments are a
 * 400 invalid_arguments result naming every field. Before the schema, every
 * string of the arguments (keys and nested values included) must be
 * well-formed, the REST rule (contract/storable-text.ts): checked first, so no
 * schema message ever quotes a broken key back.
 */
export function defineTool<A extends z.ZodType>(def: ToolDefinition<A>): ToolSpec {
  const listing: Tool = {
    name: def.name,
    title: def.title,
    description: def.description,
    inputSchema: { ...jsonSchema(def.args, 'input'), type: 'object' },
    // Error results carry structuredContent too and clients validate it, so
    // the schema is the union of both shapes.
    outputSchema: { ...jsonSchema(toolResultSchema(def.data), 'output'), type: 'object' },
    annotations: { title: def.title, openWorldHint: false, ...def.annotations },
  };
  return {
    name: def.name,
    listing,
    async call(args, ctx) {
      const broken = brokenTextErrors(args ?? {});
      if (Object.keys(broken).length > 0) {
        return new ToolFailure('invalid_arguments', `Invalid arguments for ${def.name}`, {
          fields: broken,
        }).toResult();
      }
      const parsed = def.args.safeParse(args ?? {});
      if (!parsed.success) {
        return new ToolFailure('invalid_arguments', `Invalid arguments for ${def.name}`, {
          fields: issuesToFieldErrors(parsed.error),
        }).toResult();
      }
      try {
        return await def.run(parsed.data, ctx);
      } catch (error) {
        if (error instanceof ToolFailure) return error.toResult();
        throw error;
      }
    },
  };
}
