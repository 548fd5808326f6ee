import {
  APPROVAL_TTL_SECONDS,
  PrepareStatusChangeArgsSchema,
  PrepareStatusChangeDataSchema,
  type PrepareStatusChangeData,
} from '@contract/mcp';
import { defineTool } from './define-tool';
import {
  canonicalRequest,
  describePlan,
  observe,
  planStatusChange,
  requestSha256,
} from './status-change-plan';
import { success } from './tool-result';

export const prepareStatusChangeTool = defineTool({
  name: 'platform_prepare_campaign_status_change',
  title: 'Prepare a campaign status change',
  description:
    'Step 1 of 2 of a status change; changes no campaign. Reads the current status of up to 50 ' +
    'of your campaigns and returns the exact diff (cid, name, from, to), the cids already in the ' +
    'target status (unchanged), a one-line summary and an approval {fingerprint, expiresAt}, ' +
    'valid 10 minutes and for one apply of exactly this request and this state (approval is ' +
    'null when there is nothing to change). Target status: active, paused, suspended or ' +
    'scheduled. Refused with not_found for cids that are not in your account, forbidden for ' +
    'Pending campaigns (they await review) and insufficient_balance when activating with less ' +
    'than 1.00 available. Show the diff to the person and get their explicit confirmation ' +
    'before calling platform_apply_campaign_status_change.',
  // Issues an approval but changes no campaign: safe to call without asking.
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: false },
  args: PrepareStatusChangeArgsSchema,
  data: PrepareStatusChangeDataSchema,
  run(args, ctx) {
    const { approvals } = ctx.services;
    const now = Math.floor(Date.now() / 1000);
    approvals.prune(now);
    const request = canonicalRequest(args);
    const observation = observe(ctx, request);
    const plan = planStatusChange(ctx, request, observation);
    const issued =
      plan.changes.length > 0
        ? approvals.issue({
            uid: ctx.uid,
            tool: 'platform_apply_campaign_status_change',
            requestSha256: requestSha256(request),
            stateSha256: observation.stateSha256,
            now,
            ttlSeconds: APPROVAL_TTL_SECONDS,
          })
        : null;
    const summary = describePlan(request, plan);
    const data: PrepareStatusChangeData = {
      request,
      diff: plan.changes,
      unchanged: plan.unchanged,
      approval: issued && {
        fingerprint: issued.fingerprint,
        expiresAt: new Date(issued.expiresAt * 1000).toISOString(),
      },
      summary,
    };
    const next = issued
      ? 'Show this diff to the person and ask for explicit confirmation. Only after a yes, call platform_apply_campaign_status_change with the same cids and status, approval = approval.fingerprint unchanged, and a new unique idempotencyKey.'
      : 'There is nothing to apply.';
    return success(`${summary}\n${next}`, data);
  },
});
