import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import {
  ApplyStatusChangeArgsSchema,
  ApplyStatusChangeDataSchema,
  statusNameOf,
  type ApplyStatusChangeData,
  type McpToolName,
} from '@contract/mcp';
import { sha256 } from './approvals.repository';
import { defineTool } from './define-tool';
import { canonicalRequest, observe, planStatusChange, requestSha256 } from './status-change-plan';
import { success, ToolFailure } from './tool-result';

const NAME: McpToolName = 'platform_apply_campaign_status_change';

/*
 * Order of the checks, all inside one transaction:
 * 1. idempotency: a key seen before with the same request returns the stored
 *    first result unchanged (even though its approval is used by now); with
 *    another request it is idempotency_conflict;
 * 2. approval: unknown or another member's -> approval_stale; used ->
 *    approval_reused; expired -> approval_stale; other cids/status ->
 *    approval_mismatch; campaigns changed since prepare -> state_changed;
 * 3. policy again (404 / 403 / 402: the balance may have dropped);
 * 4. write, spend the approval, store the result under the key.
 * A refusal writes nothing: the approval is not spent and the key stays free,
 * so a refused call can be corrected and sent again.
 */

export const applyStatusChangeTool = defineTool({
  name: NAME,
  title: 'Apply a prepared campaign status change',
  description:
    'Step 2 of 2: changes the status of your campaigns. Write rules, all required: ' +
    '(1) first call platform_prepare_campaign_status_change and show the person its exact diff; ' +
    '(2) call this only after their explicit confirmation of that diff; ' +
    '(3) pass the same cids and status, and approval = the fingerprint from prepare, unchanged; ' +
    'it is valid 10 minutes, for this member, this request and the campaign state prepare saw, ' +
    'and only once; ' +
    '(4) pass a new unique idempotencyKey (16-128 characters of A-Z a-z 0-9 _ -) per intended ' +
    'change; retrying after a lost answer with the same key and arguments returns the first ' +
    'result and changes nothing again, while the same key with other arguments fails with ' +
    'idempotency_conflict; ' +
    '(5) afterwards run the verification read it returns (platform_get_campaigns) and report ' +
    'what was applied, unchanged and, if partial is true, what was not. ' +
    'All campaigns change or none does. Conflicts (409): state_changed (a campaign changed ' +
    'since prepare), approval_stale (unknown or expired), approval_reused, approval_mismatch ' +
    '(other cids or status than prepared), idempotency_conflict: prepare again and ask again; ' +
    'never retry blindly. Also refused: not_found, forbidden (Pending campaigns) and ' +
    'insufficient_balance (activation needs 1.00 available).',
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true },
  args: ApplyStatusChangeArgsSchema,
  data: ApplyStatusChangeDataSchema,
  run(args, ctx) {
    const { approvals, statuses } = ctx.services;
    const request = canonicalRequest(args);
    const requestHash = requestSha256(request);
    // The key names one intent: this request *with this approval*. A new approval is a new
    // intent, so reusing the key for it is a conflict, not a replay of the old answer.
    const intentHash = sha256(JSON.stringify([requestHash, sha256(args.approval)]));
    const now = Math.floor(Date.now() / 1000);

    // Checks and writes in one transaction: no other write lands between them.
    return statuses.atomically((): CallToolResult => {
      const seen = approvals.recall(ctx.uid, args.idempotencyKey);
      if (seen) {
        if (seen.tool === NAME && seen.request_sha256 === intentHash)
          return JSON.parse(seen.result) as CallToolResult;
        throw new ToolFailure(
          'idempotency_conflict',
          'This idempotencyKey was already used for a different request or approval. Use a new key for a new change.',
        );
      }

      const approval = approvals.find(args.approval);
      if (!approval || approval.uid !== ctx.uid)
        throw new ToolFailure('approval_stale', 'Unknown approval: prepare the change again.');
      if (approval.used_at !== null)
        throw new ToolFailure(
          'approval_reused',
          'This approval was already used. Prepare again for another change.',
        );
      if (approval.expires_at <= now)
        throw new ToolFailure(
          'approval_stale',
          'The approval has expired: prepare the change again.',
        );
      if (approval.tool !== NAME || approval.request_sha256 !== requestHash)
        throw new ToolFailure(
          'approval_mismatch',
          'The approval was prepared for other cids or another status: pass exactly the prepared request.',
        );
      const observation = observe(ctx, request);
      if (observation.stateSha256 !== approval.state_sha256)
        throw new ToolFailure(
          'state_changed',
          'The campaigns changed since the change was prepared: prepare again and show the new diff.',
        );

      const plan = planStatusChange(ctx, request, observation);
      const applied = plan.changes.map((d) => d.cid);
      if (applied.length > 0) statuses.setStatus(ctx.uid, applied, plan.target);
      approvals.markUsed(args.approval, now);

      const statusName = statusNameOf(plan.target);
      const data: ApplyStatusChangeData = {
        applied,
        unchanged: plan.unchanged,
        completed: true,
        partial: false,
        verification: {
          tool: 'platform_get_campaigns',
          arguments: { cids: request.cids },
          expect: { status: plan.target, statusName },
        },
      };
      const result = success(
        `Applied: ${applied.length} set to ${statusName} (${applied.join(', ')})` +
          (plan.unchanged.length ? `; already ${statusName}: ${plan.unchanged.join(', ')}` : '') +
          `. Now verify: call platform_get_campaigns with ${JSON.stringify({ cids: request.cids })} ` +
          `and check that every campaign has status ${plan.target} (${statusName}); report any that does not.`,
        data,
      );
      approvals.remember({
        uid: ctx.uid,
        key: args.idempotencyKey,
        tool: NAME,
        requestSha256: intentHash,
        result,
        now,
      });
      return result;
    });
  },
});
