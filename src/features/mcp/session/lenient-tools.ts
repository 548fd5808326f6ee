import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { isJsonObject } from '../results/json-text';

/**
 * A tools/list page read tool by tool, for the page the SDK refused whole
 * (loaded only then). The SDK's schema wants every inputSchema to say
 * type "object" and builds a validator of every outputSchema, so one tool of
 * a server nobody here wrote would hide all the others. Here each entry with
 * a name is kept; what the console reads of it is made safe to read (text
 * where it shows text, an object where it reads a schema); the form and the
 * result checks cope with the schema itself.
 */

const PageSchema = z.looseObject({
  tools: z.array(z.unknown()),
  nextCursor: z.string().optional(),
});

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function readTool(entry: unknown): Tool[] {
  // Without a name a tool cannot be called: nothing to list.
  if (!isJsonObject(entry) || typeof entry.name !== 'string') return [];
  const { inputSchema, outputSchema, annotations } = entry;
  return [
    {
      ...entry,
      name: entry.name,
      title: text(entry.title),
      description: text(entry.description),
      inputSchema: (isJsonObject(inputSchema) ? inputSchema : {}) as Tool['inputSchema'],
      outputSchema: (isJsonObject(outputSchema) ? outputSchema : undefined) as Tool['outputSchema'],
      annotations: isJsonObject(annotations) ? annotations : undefined,
    },
  ];
}

export async function readToolsPage(
  client: Client,
  cursor: string | undefined,
  signal: AbortSignal | undefined,
): Promise<{ tools: Tool[]; nextCursor?: string }> {
  const page = await client.request(
    { method: 'tools/list', params: cursor ? { cursor } : {} },
    PageSchema,
    { signal },
  );
  return { tools: page.tools.flatMap(readTool), nextCursor: page.nextCursor };
}
