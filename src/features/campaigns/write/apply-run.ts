import type { Campaign, CampaignEditData } from '@contract/campaigns';
import { isApiError } from '@/lib/api/api-error';
import { detectConflicts, verifySaved, type FieldChange } from '../model/form-model';
import { jsonEqual } from '../model/json-equal';
import type { BulkChange } from './bulk-change';
import type { CampaignGateway } from './campaign-gateway';
import { planCampaign, type PlannedChange } from './plan-campaign';
import { BULK_CONCURRENCY, type RunCallbacks } from './preview-run';
import { runPool, type PoolResult } from './run-pool';
import { isStale, isUnauthorized, isUnclear, runFailure, type RunFailure } from './run-failure';

/** A campaign the preview planned to change, with the read the plan was made on. */
export interface ApplyInput {
  plan: PlannedChange;
  read: CampaignEditData;
}

interface Written {
  cid: number;
  name: string;
  /** The campaign as read right before the write. */
  before: Campaign;
  sent: Campaign;
}

export type ApplyItem =
  | (Written & { outcome: 'verified'; readBack: Campaign })
  | (Written & { outcome: 'differs'; readBack: Campaign; differences: FieldChange[] })
  | (Written & { outcome: 'unverified'; failure: RunFailure })
  | (Written & { outcome: 'unclear'; failure: RunFailure })
  | { cid: number; name: string; outcome: 'failed'; failure: RunFailure }
  | { cid: number; name: string; outcome: 'changed-since'; changes: FieldChange[] }
  | { cid: number; name: string; outcome: 'not-sent' };

export interface ApplyResult {
  items: ApplyItem[];
  ended: PoolResult<unknown>['ended'];
}

type Step = 'check' | 'write' | 'settle' | 'verify';

interface Job extends ApplyInput {
  step: Step;
  /** The read right before the write: the PUT is built on it (If-Match when it had an ETag). */
  basis?: CampaignEditData;
  /** The write's error when it left the outcome unclear (no answer, a timeout, a 5xx). */
  writeError?: unknown;
}

/** How a write whose outcome a read had to settle was answered, in the result's words. */
function writeAnswer(error: unknown): string {
  if (isApiError(error) && error.kind === 'http')
    return `The server answered with an error (HTTP ${error.status}: ${error.message})`;
  return 'No answer from the server';
}

/**
 * "Apply changes": per campaign, a read right before the write (a campaign
 * that differs from its previewed read is not written: "Changed since
 * preview"), one PUT of the previewed complete object, and a verification
 * read. Nothing is retried. A 401 pauses the run (runPool): a refused write
 * was not applied, so that campaign starts again at its pre-write read; a
 * refused verification read is only read again. Cancel writes nothing more.
 */
export async function applyBulkChange(
  gateway: CampaignGateway,
  inputs: readonly ApplyInput[],
  change: BulkChange,
  { signal, concurrency = BULK_CONCURRENCY, onUnauthorized }: RunCallbacks,
  onItem: (item: ApplyItem) => void = () => {},
): Promise<ApplyResult> {
  const done = new Map<number, ApplyItem>();
  const finish = (item: ApplyItem) => {
    done.set(item.cid, item);
    onItem(item);
    return 'done' as const;
  };

  async function run(job: Job): Promise<'done' | 'unauthorized'> {
    const { cid, name, payload } = job.plan;
    const before = job.read.campaign as Campaign;
    const written = { cid, name, before, sent: payload };
    if (job.step === 'check') {
      if (signal?.aborted) return finish({ cid, name, outcome: 'not-sent' });
      let latest: CampaignEditData;
      try {
        latest = await gateway.read(cid);
      } catch (error) {
        if (isUnauthorized(error)) return 'unauthorized';
        return finish({ cid, name, outcome: 'failed', failure: runFailure(error) });
      }
      const changes = detectConflicts(before, latest.campaign as Campaign);
      const again = planCampaign(cid, latest, change);
      if (changes.length > 0 || again.kind !== 'change' || !jsonEqual(again.payload, payload)) {
        return finish({ cid, name, outcome: 'changed-since', changes });
      }
      job.basis = latest;
      job.step = 'write';
    }
    if (job.step === 'write') {
      if (signal?.aborted) return finish({ cid, name, outcome: 'not-sent' });
      try {
        await gateway.write(cid, payload, job.basis);
        job.step = 'verify';
      } catch (error) {
        // Another client wrote between our check and our PUT, and the server said so.
        if (isStale(error)) return finish({ cid, name, outcome: 'changed-since', changes: [] });
        if (isUnauthorized(error)) {
          // Refused before it was applied: read again before writing after the new sign-in.
          job.step = 'check';
          return 'unauthorized';
        }
        if (!isUnclear(error))
          return finish({ cid, name, outcome: 'failed', failure: runFailure(error) });
        job.step = 'settle';
        job.writeError = error;
      }
    }
    let readBack: Campaign;
    try {
      readBack = (await gateway.read(cid)).campaign as Campaign;
    } catch (error) {
      if (isUnauthorized(error)) return 'unauthorized';
      const failure = runFailure(error);
      return finish({
        ...written,
        outcome: job.step === 'settle' ? 'unclear' : 'unverified',
        failure,
      });
    }
    const differences = verifySaved(payload, readBack);
    // The read tells whether the write was applied: a campaign that reads exactly as before
    // was not saved, whether the server did not answer or answered a 2xx that was no save
    // (a proxy's page, another backend's "rejected"). Never resent.
    if (differences.length > 0 && jsonEqual(readBack, job.basis?.campaign ?? before)) {
      return finish({
        cid,
        name,
        outcome: 'failed',
        failure: {
          status: 0,
          message: `${job.step === 'settle' ? writeAnswer(job.writeError) : 'The server answered'}, and the campaign is unchanged: not saved.`,
          fieldErrors: {},
        },
      });
    }
    if (job.step === 'settle' && differences.length > 0) {
      // No answer to the write, and the campaign is neither as before nor as sent.
      return finish({
        ...written,
        outcome: 'unclear',
        failure: {
          status: 0,
          message: `${writeAnswer(job.writeError)}, and the campaign now differs from both the old and the new values.`,
          fieldErrors: {},
        },
      });
    }
    return finish(
      differences.length === 0
        ? { ...written, outcome: 'verified', readBack }
        : { ...written, outcome: 'differs', readBack, differences },
    );
  }

  const jobs: Job[] = inputs.map((input) => ({ ...input, step: 'check' }));
  const { ended } = await runPool(jobs, run, { concurrency, signal, onUnauthorized });
  return {
    items: inputs.map(
      ({ plan }) => done.get(plan.cid) ?? { cid: plan.cid, name: plan.name, outcome: 'not-sent' },
    ),
    ended,
  };
}
