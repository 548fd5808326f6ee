import { useEffect, useRef } from 'react';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { Alert } from '@/components/ui/alert';
import type { McpSession } from '../session/mcp-session';
import { ResultView } from '../results/result-view';
import { SchemaForm } from '../schema-form/schema-form';
import { useWriteFlow, type WriteFlowState } from '../use-write-flow';
import { ApplyChangeDialog } from './confirm-dialog';
import { ChangeDiffTable } from './change-diff-table';
import { refusalTitle, WriteOutcome } from './write-outcome';
import { UnavailableButton } from './unavailable-button';

/** The status line's words for the prepare step ("2 changes prepared"…). */
function prepareAnnouncement(state: WriteFlowState): string {
  if (state.phase === 'preparing') return 'Preparing the change…';
  const prepared = state.prepared;
  if (!prepared) return state.prepareError ? 'The prepare step failed' : '';
  const n = prepared.kind === 'change' ? prepared.data.diff.length : 0;
  return {
    change: `${n} ${n === 1 ? 'change' : 'changes'} prepared`,
    nothing: 'Prepared: nothing to change',
    refused: 'The prepare step was refused',
    unreadable: 'Prepared: no diff the console can read',
  }[prepared.kind];
}

/**
 * A prepare/apply pair under the contract's write rules: Prepare change (a
 * read) → the exact diff → "Apply change…" → Confirm → apply → verification.
 */
export function WriteFlowPanel({
  session,
  prepareTool,
  applyTool,
}: {
  session: McpSession;
  prepareTool: Tool;
  applyTool: string;
}) {
  const flow = useWriteFlow({ session, prepareTool: prepareTool.name, applyTool });
  const { state } = flow;
  const prepared = state.prepared;
  const outcomeRef = useRef<HTMLDivElement>(null);
  const answered = state.phase === 'done' || (state.phase === 'failed' && state.applyFailure);
  useEffect(() => {
    // The dialog closed on the answer: move focus to what happened.
    if (answered) outcomeRef.current?.focus();
  }, [answered]);
  const applyUsed = state.applied !== undefined || state.applyFailure?.kind === 'refused';
  const announcement = prepareAnnouncement(state);

  return (
    <div className="space-y-4">
      {/* Present from the start, so the prepared diff is announced when it arrives. */}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Changes follow the write rules: Prepare change only reads the current state and shows the
        exact diff. Nothing changes until you confirm it; then the console applies exactly that
        change with its approval, once, and reads the campaigns back to verify it.
        <span className="block">{applyTool} is not offered on its own.</span>
      </p>
      <SchemaForm
        schema={prepareTool.inputSchema}
        idPrefix={`tool-${prepareTool.name}`}
        label={`Arguments of ${prepareTool.name}`}
        submitLabel="Prepare change"
        busy={state.phase === 'preparing'}
        onSubmit={flow.prepare}
      />

      {state.prepareError ? (
        <Alert tone="error" title="Prepare failed">
          {state.prepareError}
        </Alert>
      ) : null}

      {prepared?.kind === 'change' ? (
        <div className="space-y-3">
          <p className="text-sm">{prepared.data.summary}</p>
          <ChangeDiffTable data={prepared.data} />
          {applyUsed ? null : (
            <UnavailableButton unavailable={state.phase !== 'prepared'} onClick={flow.openConfirm}>
              Apply change…
            </UnavailableButton>
          )}
        </div>
      ) : prepared?.kind === 'nothing' ? (
        <Alert tone="info" title="Nothing to change">
          <p>{prepared.data.summary}</p>
          {prepared.data.unchanged.length ? (
            <p className="mt-1">
              Already in the target status: {prepared.data.unchanged.join(', ')}
            </p>
          ) : null}
        </Alert>
      ) : prepared?.kind === 'refused' ? (
        <Alert tone="error" title={refusalTitle(prepared.error)}>
          {prepared.error ? `${prepared.error.message} (${prepared.error.code})` : prepared.text}
        </Alert>
      ) : prepared?.kind === 'unreadable' && state.prepareResult ? (
        <div className="space-y-2">
          <Alert tone="error" title="The prepare result has no diff the console can read" />
          <ResultView result={state.prepareResult} />
        </div>
      ) : null}

      <ApplyChangeDialog
        data={prepared?.kind === 'change' ? prepared.data : undefined}
        open={state.dialogOpen === true}
        busy={state.phase === 'applying'}
        onConfirm={flow.confirm}
        onCancel={flow.cancel}
      />

      <div ref={outcomeRef} tabIndex={-1} className="focus:outline-none">
        <WriteOutcome state={state} onRetry={flow.retry} onPrepareAgain={flow.prepareAgain} />
      </div>
    </div>
  );
}

// The lazy part of tools-panel.tsx.
export default WriteFlowPanel;
