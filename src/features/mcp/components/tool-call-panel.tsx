import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { Alert } from '@/components/ui/alert';
import type { McpSession } from '../session/mcp-session';
import OutputMismatchNote from '../results/output-mismatch';
import { ResultView } from '../results/result-view';
import { SchemaForm } from '../schema-form/schema-form';
import { useToolCall } from '../use-tool-call';
import { ConfirmCallDialog } from './confirm-dialog';

/** The generated form of one tool, its result, and the confirmation when it may change data. */
export function ToolCallPanel({ session, tool }: { session: McpSession; tool: Tool }) {
  const call = useToolCall({ session, tool });
  const { state } = call;
  return (
    <div className="space-y-4">
      {/* Present from the start, so each new text is announced (a result, a next page). */}
      <p role="status" aria-live="polite" className="sr-only">
        {state.busy ? `Calling ${tool.name}…` : (state.announcement ?? '')}
      </p>
      <SchemaForm
        schema={tool.inputSchema}
        idPrefix={`tool-${tool.name}`}
        label={`Arguments of ${tool.name}`}
        busy={state.busy}
        onSubmit={call.submit}
      />
      <ConfirmCallDialog
        toolName={tool.name}
        args={state.pending?.args}
        busy={state.busy}
        onConfirm={call.confirm}
        onCancel={call.cancel}
      />
      {state.error ? (
        <Alert tone="error" title={`${tool.name} failed`}>
          {state.error}
        </Alert>
      ) : null}
      {state.result && tool.outputSchema ? (
        <OutputMismatchNote tool={tool} result={state.result} />
      ) : null}
      {state.result ? (
        <ResultView result={state.result} busy={state.busy} onNextPage={call.nextPage} />
      ) : null}
    </div>
  );
}

export default ToolCallPanel;
