import type { CampaignEditData } from '@contract/campaigns';
import type { BulkChange } from './bulk-change';
import type { CampaignGateway } from './campaign-gateway';
import { planCampaign, type CampaignPlan } from './plan-campaign';
import { runPool, type PoolResult } from './run-pool';
import { isUnauthorized, runFailure, type RunFailure } from './run-failure';

export type PreviewItem =
  | { cid: number; state: 'planned'; read: CampaignEditData; plan: CampaignPlan }
  | { cid: number; state: 'unreadable'; failure: RunFailure }
  | { cid: number; state: 'not-read' };

export interface RunCallbacks {
  signal?: AbortSignal;
  concurrency?: number;
  /** Asks for a new member credential; true to resume, false to stop. */
  onUnauthorized: () => Promise<boolean>;
}

export interface PreviewResult {
  /** In the order of the selection. */
  items: PreviewItem[];
  ended: PoolResult<number>['ended'];
}

export const BULK_CONCURRENCY = 4;

/**
 * "Preview changes": every selected campaign read fresh (a bounded number in
 * flight) and planned. Nothing is written.
 */
export async function previewBulkChange(
  gateway: CampaignGateway,
  cids: readonly number[],
  change: BulkChange,
  { signal, concurrency = BULK_CONCURRENCY, onUnauthorized }: RunCallbacks,
  onItem: (item: PreviewItem) => void = () => {},
): Promise<PreviewResult> {
  const done = new Map<number, PreviewItem>();
  const { ended } = await runPool(
    cids,
    async (cid) => {
      let item: PreviewItem;
      try {
        const read = await gateway.read(cid);
        item = { cid, state: 'planned', read, plan: planCampaign(cid, read, change) };
      } catch (error) {
        if (isUnauthorized(error)) return 'unauthorized';
        item = { cid, state: 'unreadable', failure: runFailure(error) };
      }
      done.set(cid, item);
      onItem(item);
      return 'done';
    },
    { concurrency, signal, onUnauthorized },
  );
  return {
    items: cids.map((cid) => done.get(cid) ?? { cid, state: 'not-read' }),
    ended,
  };
}
