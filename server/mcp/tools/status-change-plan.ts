import {
  MCP_STATUS_CODES,
  statusNameOf,
  type McpTargetStatus,
  type PrepareStatusChangeData,
} from '@contract/mcp';
import { PENDING_STATUS } from '@contract/campaigns';
import { activationRefusal } from '../../routes/campaigns/activation-balance';
import { POLICY_MESSAGES } from '../../routes/campaigns/campaign-policy';
import { sha256 } from './approvals.repository';
import type { CampaignState } from './campaign-snapshots.repository';
import type { ToolContext } from './tool-context';
import { ToolFailure } from './tool-result';

/**
 * The rules of a member's status change, shared by prepare and apply so both
 * refuse the same things the same way — and the same way as
 * PUT /login/campaigns/update-status: foreign or missing cids are refused
 * (404 here, ownership hidden), Pending campaigns stay Pending (403), and
 * activation needs 1.00 of available balance (402, the rule of
 * activation-balance.ts). All cids or none.
 *
 * Campaigns already in the target status are "unchanged" and not written (as
 * the dashboard does, decision 013).
 */
export interface StatusChangeRequest {
  /** Sorted, unique: the canonical form hashed into the approval. */
  cids: number[];
  status: McpTargetStatus;
}

export function canonicalRequest(args: {
  cids: number[];
  status: McpTargetStatus;
}): StatusChangeRequest {
  return { cids: [...new Set(args.cids)].sort((a, b) => a - b), status: args.status };
}

export function requestSha256(request: StatusChangeRequest): string {
  return sha256(JSON.stringify(['campaign_status_change', request.cids, request.status]));
}

/** The owned campaigns as they are now, and a hash of that state for the approval. */
export interface Observation {
  rows: CampaignState[];
  missing: number[];
  /**
   * Status, last update, revision and stored size of each cid: any write in between changes
   * it. The revision is counted by SQLite on every UPDATE of the row (schema 5), whoever
   * writes it, so no stored object is read or hashed: a prepare of 50 campaigns of 256 KB
   * read and hashed 12.8 MB in one event-loop turn (decision 068).
   */
  stateSha256: string;
}

export function observe(ctx: ToolContext, request: StatusChangeRequest): Observation {
  const owned = ctx.services.snapshots.states(ctx.uid, request.cids);
  const rows = request.cids.flatMap((cid) => owned.get(cid) ?? []);
  const missing = request.cids.filter((cid) => !owned.has(cid));
  const state = rows.map((r) => [r.cid, r.status, r.updated_at, r.revision, r.bytes]);
  return { rows, missing, stateSha256: sha256(JSON.stringify(state)) };
}

export interface StatusChangePlan {
  target: number;
  changes: PrepareStatusChangeData['diff'];
  unchanged: number[];
}

/** Checks the policy against the observed state; throws the refusal, or returns the diff. */
export function planStatusChange(
  ctx: ToolContext,
  request: StatusChangeRequest,
  observation: Observation,
): StatusChangePlan {
  if (observation.missing.length > 0) {
    throw new ToolFailure(
      'not_found',
      `Campaigns not found in your account: ${observation.missing.join(', ')}`,
      { cids: observation.missing },
    );
  }
  const pending = observation.rows.filter((r) => r.status === PENDING_STATUS).map((r) => r.cid);
  if (pending.length > 0) {
    throw new ToolFailure('forbidden', `${POLICY_MESSAGES.pendingIds}: ${pending.join(', ')}`, {
      cids: pending,
    });
  }
  const target = MCP_STATUS_CODES[request.status];
  const moving = observation.rows.filter((r) => r.status !== target);
  // Read now, not from the token: the balance may have changed since sign-in.
  const balanceCents = ctx.services.identities.member(ctx.uid)?.balanceCents ?? 0;
  const refusal = activationRefusal(
    balanceCents,
    target,
    observation.rows.map((r) => r.status),
  );
  if (refusal) {
    throw new ToolFailure('insufficient_balance', `${refusal}. Add funds, then prepare again.`);
  }
  return {
    target,
    changes: moving.map((r) => ({
      cid: r.cid,
      name: r.name,
      field: 'status' as const,
      from: { code: r.status, name: statusNameOf(r.status) },
      to: { code: target, name: statusNameOf(target) },
    })),
    unchanged: observation.rows.filter((r) => r.status === target).map((r) => r.cid),
  };
}

const VERBS: Record<McpTargetStatus, string> = {
  active: 'Activate',
  paused: 'Pause',
  suspended: 'Suspend',
  scheduled: 'Schedule',
};

/** "Pause 2 campaigns: #10002 Spring sale (Active → Paused), …; 1 already Paused: #10004". */
export function describePlan(request: StatusChangeRequest, plan: StatusChangePlan): string {
  const name = statusNameOf(plan.target);
  const already = plan.unchanged.length
    ? `${plan.unchanged.length} already ${name}: ${plan.unchanged.map((c) => `#${c}`).join(', ')}`
    : '';
  if (plan.changes.length === 0) return `Nothing to change: ${already}.`;
  const noun = plan.changes.length === 1 ? 'campaign' : 'campaigns';
  const items = plan.changes
    .map((d) => `#${d.cid} ${d.name} (${d.from.name} → ${d.to.name})`)
    .join(', ');
  return `${VERBS[request.status]} ${plan.changes.length} ${noun}: ${items}${already ? `; ${already}` : ''}.`;
}
