import type { QueryClient } from '@tanstack/react-query';
import type { AuthServices } from '@/lib/session/auth-services';
import type { ApiClient } from '@/lib/api/client';
import { recordChange } from '@/features/campaigns/write/change-log/record-change';
import { campaignKeys } from '@/features/campaigns/api/campaign-queries';
import { campaignEditKeys } from '@/features/campaigns/api/campaign-edit-queries';
import { applyBulkChange } from '@/features/campaigns/write/apply-run';
import type { BulkChange } from '@/features/campaigns/write/bulk-change';
import { apiGateway } from '@/features/campaigns/write/campaign-gateway';
import { amountProblem } from '@/features/campaigns/write/amount-problem';
import { loggedFromApply } from '@/features/campaigns/write/change-log/log-entries';
import { planCampaign } from '@/features/campaigns/write/plan-campaign';
import { isUnauthorized, runFailure } from '@/features/campaigns/write/run-failure';
import { waitForMemberCredential } from '@/features/campaigns/write/wait-for-credential';

export type InlineField = 'payout' | 'd_revenue';

export type InlineResult = { kind: 'saved'; note?: string } | { kind: 'error'; message: string };

const LABELS: Record<InlineField, string> = { payout: 'Bid', d_revenue: 'Daily budget' };

function changeFor(field: InlineField, value: string): BulkChange {
  return field === 'payout'
    ? { kind: 'edit', edit: { bid: { mode: 'set', value, exact: true } } }
    : { kind: 'edit', edit: { dailyBudget: { mode: 'set', value, exact: true } } };
}

/**
 * The inline edit of one number: the same read-modify-write as every save —
 * a fresh read, the value applied through the editor's form model (every
 * other field as read), the contract's rules (the type's bid range, the
 * minimum budget) before anything is sent, one PUT, a verification read —
 * recorded in the change log. A 401 opens the session dialog and resumes.
 */
export async function saveInline(
  deps: { api: ApiClient; auth: AuthServices; queryClient: QueryClient },
  cid: number,
  field: InlineField,
  text: string,
): Promise<InlineResult> {
  const value = text.trim();
  const problem = amountProblem('set', value);
  if (problem) return { kind: 'error', message: problem };
  const gateway = apiGateway(deps.api);
  const change = changeFor(field, value);
  let read;
  for (;;) {
    try {
      read = await gateway.read(cid);
      break;
    } catch (error) {
      if (isUnauthorized(error) && (await waitForMemberCredential(deps.auth))) continue;
      return { kind: 'error', message: runFailure(error).message };
    }
  }
  const plan = planCampaign(cid, read, change);
  if (plan.kind === 'skipped') {
    const message = plan.reason === 'No change' ? 'That is the current value' : plan.reason;
    return { kind: 'error', message: message.replace(/^Rule failed: /, '') };
  }
  const result = await applyBulkChange(gateway, [{ plan, read }], change, {
    concurrency: 1,
    onUnauthorized: () => waitForMemberCredential(deps.auth),
  });
  const [item] = result.items;
  void deps.queryClient.invalidateQueries({ queryKey: campaignKeys.lists });
  void deps.queryClient.invalidateQueries({ queryKey: campaignEditKeys.edit(cid) });
  if (!item) return { kind: 'error', message: 'Not saved.' };
  if ('sent' in item) {
    void recordChange(deps, {
      kind: 'inline',
      summary: `${LABELS[field]} set to ${value}`,
      campaigns: [loggedFromApply(item)],
    }).catch(() => {});
  }
  switch (item.outcome) {
    case 'verified':
      return { kind: 'saved' };
    case 'differs':
      return {
        kind: 'saved',
        note: `Saved, but the server now shows other values: ${item.differences.map((d) => d.label).join(', ')}`,
      };
    case 'unverified':
      return { kind: 'saved', note: 'Saved, but it could not be read back to verify' };
    case 'changed-since':
      return {
        kind: 'error',
        message: 'Changed by someone else meanwhile: not saved. Reload the list and try again.',
      };
    case 'failed':
    case 'unclear': {
      const fields = Object.values(item.failure.fieldErrors).flat();
      return { kind: 'error', message: fields.length ? fields.join(' ') : item.failure.message };
    }
    case 'not-sent':
      return { kind: 'error', message: 'Not saved.' };
  }
}
