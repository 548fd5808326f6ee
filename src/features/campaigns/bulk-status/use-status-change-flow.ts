import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { CampaignListRow, UpdateStatusBody } from '@contract/campaigns';
import { useAppContext } from '@/router-context';
import { useRecordChange } from '../write/change-log/use-record-change';
import { CAMPAIGN_LIST_KEY } from './list-cache';
import { readBackStatuses } from './read-back';
import type { DialogPhase } from './status-change-dialog';
import type { Outcome } from './status-change-outcome';
import { describeStatusFailure, type StatusChangeFailure } from './status-error';
import { loggedStatusChange } from './status-log-entries';
import { actionFor, statusName, type StatusPlan } from './status-plan';
import { verificationSummary, verifyStatusChange } from './verify-status-change';

export interface StatusChangeFlowOptions {
  plan: StatusPlan | undefined;
  /** The cids read back in their new status. */
  onVerified?: (cids: readonly number[]) => void;
  /** The flow is over (done, or closed by the user): the dialog closes. */
  onFinished: () => void;
}

/**
 * confirm → one PUT (never retried) → refetch the list and read back every
 * changed campaign → report. A failed PUT keeps the dialog open with what went
 * wrong; an unclear one (no answer, 5xx) offers a check that only reads.
 */
export function useStatusChangeFlow({ plan, onVerified, onFinished }: StatusChangeFlowOptions) {
  const { api, queryClient } = useAppContext();
  const record = useRecordChange();
  const [phase, setPhase] = useState<DialogPhase>('confirm');
  const [failure, setFailure] = useState<StatusChangeFailure>();
  const [outcome, setOutcome] = useState<Outcome>();
  // A ref, not state: a second press in the same tick must already see it.
  const running = useRef(false);

  const update = useMutation({
    mutationKey: ['campaigns', 'update-status'],
    mutationFn: (body: UpdateStatusBody) => api.member.put('/login/campaigns/update-status', body),
    // A write is never repeated automatically (docs/decisions/011-retries-in-one-place.md).
    retry: false,
  });

  function reset() {
    setPhase('confirm');
    setFailure(undefined);
  }

  async function verify(current: StatusPlan, done: string, since: number) {
    setPhase('verifying');
    const before = new Map(current.items.map((item) => [item.cid, item.from]));
    const expected = current.ids.map((cid) => ({
      cid,
      status: current.target,
      previous: before.get(cid),
    }));
    let observed = new Map<number, CampaignListRow | undefined>();
    try {
      observed = await readBackStatuses({ api, queryClient, cids: current.ids, since });
    } catch {
      // Reported as campaigns that could not be read back, never as a failed change.
    }
    const result = verifyStatusChange(expected, observed);
    setOutcome({
      key: Date.now(),
      tone: result.allVerified ? 'success' : 'warning',
      summary: verificationSummary(done, current.target, result),
      problems: result.problems,
    });
    onVerified?.(result.verified);
    void record({
      kind: 'bulk-status',
      summary: `Status: set to ${statusName(current.target)}`,
      campaigns: loggedStatusChange(current, result),
    });
  }

  async function run(current: StatusPlan, step: () => Promise<void>) {
    if (running.current) return;
    running.current = true;
    try {
      await step();
      running.current = false;
      reset();
      onFinished();
    } catch (error) {
      running.current = false;
      setFailure(describeStatusFailure(error, current.ids));
      setPhase('failed');
      // Show the statuses as they are now, whatever the reason of the refusal.
      void queryClient.invalidateQueries({ queryKey: CAMPAIGN_LIST_KEY });
    }
  }

  return {
    phase,
    failure,
    outcome,
    dismissOutcome: () => setOutcome(undefined),
    busy: () => running.current,
    confirm() {
      const current = plan;
      if (!current || current.ids.length === 0) return;
      void run(current, async () => {
        setPhase('sending');
        setOutcome(undefined);
        await update.mutateAsync({ ids: current.ids, status: current.target });
        await verify(current, actionFor(current.target).done, Date.now());
      });
    },
    // After an unclear answer: read the statuses, never resend.
    check() {
      const current = plan;
      if (!current) return;
      void run(current, () => verify(current, 'Checked', Date.now()));
    },
    close() {
      if (running.current) return;
      reset();
      onFinished();
    },
  };
}
