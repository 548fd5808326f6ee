import type { LoggedCampaign } from '../write/change-log/change-set';
import type { StatusPlan } from './status-plan';
import type { StatusVerification } from './verify-status-change';

/**
 * A status change as the change log keeps it: one Status field per campaign
 * the request moved, "verified" where the read-back shows the new status.
 * Campaigns the request never carried (no change, Pending) are not logged.
 */
export function loggedStatusChange(plan: StatusPlan, result: StatusVerification): LoggedCampaign[] {
  const verified = new Set(result.verified);
  const mismatched = new Map(result.mismatched.map((m) => [m.cid, m]));
  return plan.items
    .filter((item) => plan.ids.includes(item.cid))
    .map((item) => {
      const mismatch = mismatched.get(item.cid);
      const after = mismatch ? mismatch.observed : plan.target;
      return {
        cid: item.cid,
        name: item.name,
        outcome: verified.has(item.cid) ? 'verified' : mismatch ? 'differs' : 'unverified',
        fields:
          mismatch?.unchanged === true
            ? []
            : [{ key: 'status', label: 'Status', before: item.from, after }],
      };
    });
}
