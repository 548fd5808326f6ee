import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAppContext } from '@/router-context';
import { campaignKeys } from '@/features/campaigns/api/campaign-queries';
import { campaignEditKeys } from '@/features/campaigns/api/campaign-edit-queries';
import { useRecordChange } from '@/features/campaigns/write/change-log/use-record-change';
import type { ChangeKind } from '@/features/campaigns/write/change-log/change-set';
import {
  applyBulkChange,
  type ApplyInput,
  type ApplyItem,
  type ApplyResult,
} from '@/features/campaigns/write/apply-run';
import type { BulkChange } from '@/features/campaigns/write/bulk-change';
import { apiGateway } from '@/features/campaigns/write/campaign-gateway';
import { summarizeChange } from '../model/describe-change';
import {
  loggedFromApply,
  loggedFromPreview,
} from '@/features/campaigns/write/change-log/log-entries';
import { previewBulkChange, type PreviewResult } from '@/features/campaigns/write/preview-run';
import { useProgressThrottle } from './run-progress-counter';
import { waitForMemberCredential } from '@/features/campaigns/write/wait-for-credential';

/** 'waiting': the session dialog is open; 'needs-credential': it was closed without one. */
export type PauseState = 'no' | 'waiting' | 'needs-credential';

export type ApplyOutcome = ApplyItem['outcome'];

export type RunPhase =
  | { step: 'choose' }
  | { step: 'previewing'; done: number; total: number }
  | { step: 'preview'; preview: PreviewResult }
  | { step: 'applying'; done: number; total: number; counts: Partial<Record<ApplyOutcome, number>> }
  | { step: 'done'; preview: PreviewResult; apply: ApplyResult };

const RETRYABLE: ReadonlySet<ApplyOutcome> = new Set([
  'failed',
  'unclear',
  'changed-since',
  'not-sent',
]);

/** The cids "Retry failed" previews again: not saved, or not known to be saved. */
export function retryCids(preview: PreviewResult, apply: ApplyResult): number[] {
  const unread = preview.items.filter((i) => i.state !== 'planned').map((i) => i.cid);
  return [...unread, ...apply.items.filter((i) => RETRYABLE.has(i.outcome)).map((i) => i.cid)];
}

/**
 * The preview → apply run of one bulk change, for the dialog: progress at
 * most once per frame, Cancel, the 401 pause (the session dialog, then
 * resume), and the finished run recorded in the change log.
 */
export function useBulkEditRun(kind: ChangeKind) {
  const { api, auth, queryClient } = useAppContext();
  const gateway = useMemo(() => apiGateway(api), [api]);
  const record = useRecordChange();
  const [phase, setPhase] = useState<RunPhase>({ step: 'choose' });
  const [paused, setPaused] = useState<PauseState>('no');
  const controller = useRef<AbortController | undefined>(undefined);
  const decide = useRef<((resume: boolean) => void) | undefined>(undefined);
  const throttle = useProgressThrottle<RunPhase>(setPhase);

  useEffect(() => () => controller.current?.abort(), []);

  const onUnauthorized = useCallback(async () => {
    for (;;) {
      setPaused('waiting');
      if (await waitForMemberCredential(auth)) {
        setPaused('no');
        return true;
      }
      setPaused('needs-credential');
      const resume = await new Promise<boolean>((resolve) => (decide.current = resolve));
      decide.current = undefined;
      if (!resume || controller.current?.signal.aborted) {
        setPaused('no');
        return false;
      }
    }
  }, [auth]);

  const begin = () => {
    controller.current?.abort();
    controller.current = new AbortController();
    return controller.current.signal;
  };

  async function preview(change: BulkChange, cids: readonly number[]) {
    const signal = begin();
    let done = 0;
    setPhase({ step: 'previewing', done, total: cids.length });
    const result = await previewBulkChange(gateway, cids, change, { signal, onUnauthorized }, () =>
      throttle.push({ step: 'previewing', done: ++done, total: cids.length }),
    );
    throttle.cancel();
    // A cancelled preview goes back to the choice: nothing was written, nothing to show.
    setPhase(
      result.ended === 'completed' ? { step: 'preview', preview: result } : { step: 'choose' },
    );
  }

  async function apply(change: BulkChange, previewed: PreviewResult) {
    const inputs: ApplyInput[] = previewed.items.flatMap((item) =>
      item.state === 'planned' && item.plan.kind === 'change'
        ? [{ plan: item.plan, read: item.read }]
        : [],
    );
    const signal = begin();
    const counts: Partial<Record<ApplyOutcome, number>> = {};
    let done = 0;
    setPhase({ step: 'applying', done, total: inputs.length, counts: {} });
    const result = await applyBulkChange(
      gateway,
      inputs,
      change,
      { signal, onUnauthorized },
      (item) => {
        counts[item.outcome] = (counts[item.outcome] ?? 0) + 1;
        throttle.push({
          step: 'applying',
          done: ++done,
          total: inputs.length,
          counts: { ...counts },
        });
      },
    );
    throttle.cancel();
    setPhase({ step: 'done', preview: previewed, apply: result });
    const written = result.items.filter((i) => 'sent' in i).map((i) => i.cid);
    void queryClient.invalidateQueries({ queryKey: campaignKeys.lists });
    for (const cid of written)
      void queryClient.invalidateQueries({ queryKey: campaignEditKeys.edit(cid) });
    await record({
      kind,
      summary: summarizeChange(change),
      campaigns: [
        ...result.items.map(loggedFromApply),
        ...previewed.items.flatMap((item) => loggedFromPreview(item) ?? []),
      ],
    });
  }

  return {
    phase,
    paused,
    preview,
    apply,
    /** Stops queueing; what is in flight finishes (and a pause ends). */
    cancel() {
      controller.current?.abort();
      decide.current?.(false);
    },
    /** After the session dialog was closed without a new credential. */
    continueRun: () => decide.current?.(true),
    backToChoice: () => setPhase({ step: 'choose' }),
    busy: phase.step === 'previewing' || phase.step === 'applying',
  };
}
