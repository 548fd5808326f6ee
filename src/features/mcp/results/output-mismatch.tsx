import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { Alert } from '@/components/ui/alert';
import { schemaErrors } from '../schema-form/json-schema-validator';

/**
 * What a successful result breaks of the tool's outputSchema, in one sentence;
 * undefined when it keeps to it (or declares none). A server nobody here wrote
 * may answer otherwise than it promised: the console shows the answer anyway
 * and says so, rather than calling a call that ran a failure.
 */
export function outputMismatch(tool: Pick<Tool, 'outputSchema'>, result: CallToolResult) {
  if (!tool.outputSchema || result.isError) return undefined;
  if (result.structuredContent === undefined)
    return 'The tool declares an output schema but gave no structured content.';
  const errors = schemaErrors(tool.outputSchema, result.structuredContent);
  return errors.length
    ? `The structured content does not match the tool’s output schema: ${errors
        .map((e) => `${e.path || '(root)'}: ${e.message}`)
        .join('; ')}`
    : undefined;
}

/** The mismatch as a note above the result; it travels with the tool form (tools-panel.tsx). */
export default function OutputMismatchNote({
  tool,
  result,
}: {
  tool: Pick<Tool, 'outputSchema'>;
  result: CallToolResult;
}) {
  const mismatch = outputMismatch(tool, result);
  return mismatch ? <Alert>{mismatch}</Alert> : null;
}
