import { useEffect, useRef, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { useDialogGuard } from '@/components/ui/use-dialog-guard';
import type { BulkChange, RestoreChange } from '@/features/campaigns/write/bulk-change';
import { DEFAULT_CHANGE_FORM, type ChangeFormValues } from '../model/change-form-model';
import { useBulkEditRun } from '../run/use-bulk-edit-run';
import { ChangeForm } from './change-form';
import { PlanView } from './plan-view';
import { ResultView } from './result-view';
import { RunProgress } from './run-progress';
import { StepHeading } from './step-heading';
import { formatCount, formatCountOf } from '@/lib/format/number';

export interface BulkEditDialogProps {
  /** The campaigns to change, in the order the tables list them. */
  cids: readonly number[];
  /** Undo: a restore change previewed at once (no choice step). */
  undo?: { change: RestoreChange; summary: string };
  /** `saved`: how many campaigns the run saved, when it was closed on its result. */
  onClose: (saved?: number) => void;
}

const plural = (n: number) => formatCountOf(n, 'campaign', 'campaigns');

/**
 * "Edit selected" and "Undo": choose → preview (fresh reads, nothing sent) →
 * apply (one PUT per campaign, verified) → result. Mounted only while open.
 */
export default function BulkEditDialog({ cids, undo, onClose }: BulkEditDialogProps) {
  const run = useBulkEditRun(undo ? 'undo' : 'bulk-edit');
  const [change, setChange] = useState<BulkChange | undefined>(undo?.change);
  const [formValues, setFormValues] = useState<ChangeFormValues>(DEFAULT_CHANGE_FORM);
  const [targets, setTargets] = useState<readonly number[]>(cids);
  const guard = useDialogGuard(run.busy);
  const started = useRef(false);
  const { phase, preview } = run;

  useEffect(() => {
    if (!undo || started.current) return;
    started.current = true;
    void preview(undo.change, cids);
  }, [undo, cids, preview]);

  const title = undo ? `Undo: ${undo.summary}` : `Edit ${plural(cids.length)}`;
  const close = () => {
    if (run.busy) return;
    onClose(
      phase.step === 'done'
        ? phase.apply.items.filter((i) => i.outcome === 'verified' || i.outcome === 'differs')
            .length
        : undefined,
    );
  };

  return (
    <Dialog
      open
      onClose={close}
      title={title}
      description="Only the fields you change are written; every other field of each campaign is sent back exactly as read."
      className="max-h-[92vh] w-[min(64rem,calc(100vw-2rem))] overflow-y-auto"
    >
      <div ref={guard}>
        {phase.step === 'choose' && !undo ? (
          <>
            <StepHeading>Choose changes</StepHeading>
            <ChangeForm
              defaults={formValues}
              count={targets.length}
              onCancel={close}
              onPreview={(edit, values) => {
                const next: BulkChange = { kind: 'edit', edit };
                setFormValues(values);
                setChange(next);
                void preview(next, targets);
              }}
            />
          </>
        ) : null}
        {phase.step === 'choose' && undo ? (
          <>
            <StepHeading>Preview cancelled</StepHeading>
            <p className="text-sm">Nothing was changed.</p>
          </>
        ) : null}
        {phase.step === 'previewing' ? (
          <>
            <StepHeading>Reading campaigns</StepHeading>
            <RunProgress
              label="Reading campaigns"
              done={phase.done}
              total={phase.total}
              paused={run.paused}
              onCancel={run.cancel}
              onContinue={run.continueRun}
            />
          </>
        ) : null}
        {phase.step === 'preview' && change ? (
          <>
            <StepHeading>Preview</StepHeading>
            <PlanView
              preview={phase.preview}
              onApply={() => void run.apply(change, phase.preview)}
              onBack={undo ? undefined : run.backToChoice}
              onClose={close}
            />
          </>
        ) : null}
        {phase.step === 'applying' ? (
          <>
            <StepHeading>Saving campaigns</StepHeading>
            <RunProgress
              label="Saving campaigns"
              done={phase.done}
              total={phase.total}
              detail={`${formatCount((phase.counts.verified ?? 0) + (phase.counts.differs ?? 0))} saved, ${formatCount(phase.counts.failed ?? 0)} failed`}
              paused={run.paused}
              onCancel={run.cancel}
              onContinue={run.continueRun}
            />
          </>
        ) : null}
        {phase.step === 'done' && change ? (
          <>
            <StepHeading>Result</StepHeading>
            <ResultView
              preview={phase.preview}
              apply={phase.apply}
              onClose={close}
              onRetry={(retry) => {
                setTargets(retry);
                void preview(change, retry);
              }}
            />
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
