import {
  ACTIVE_STATUS,
  PENDING_STATUS,
  STATUS_NAMES,
  type CampaignListRow,
  type CampaignStatus,
} from '@contract/campaigns';
import { formatCount } from '@/lib/format/number';

/** A status a member may request: never Pending (contract/campaigns.ts MEMBER_TARGET_STATUSES). */
export type TargetStatus = 1 | 2 | 3 | 4;

export interface StatusAction {
  target: TargetStatus;
  /** Button text: "Pause". */
  label: string;
  /** Past tense for the result: "Paused 3 campaigns". */
  done: string;
}

/** The toolbar's buttons, in the order they are shown. */
export const STATUS_ACTIONS: readonly StatusAction[] = [
  { target: 1, label: 'Activate', done: 'Activated' },
  { target: 3, label: 'Pause', done: 'Paused' },
  { target: 2, label: 'Suspend', done: 'Suspended' },
  { target: 4, label: 'Schedule', done: 'Scheduled' },
];

export function actionFor(target: TargetStatus): StatusAction {
  const action = STATUS_ACTIONS.find((a) => a.target === target);
  if (!action) throw new Error(`No action moves a campaign to status ${target}`);
  return action;
}

export function statusName(status: number): string {
  return STATUS_NAMES[status as CampaignStatus] ?? `Status ${status}`;
}

/** The row's own name for its status where the server gave one. */
export function rowStatusName(row: Pick<CampaignListRow, 'status' | 'status_name'>): string {
  return row.status_name.trim() || statusName(row.status);
}

export const PENDING_REASON = 'Pending campaigns await review; members cannot change their status';

export type PlanItemKind = 'change' | 'no-change' | 'pending';

export interface PlanItem {
  cid: number;
  name: string;
  from: number;
  fromName: string;
  kind: PlanItemKind;
}

export interface StatusPlan {
  target: TargetStatus;
  items: PlanItem[];
  /** What is sent: only campaigns whose status actually changes. */
  ids: number[];
}

/**
 * Rows already in the target status are listed as "no change" and not sent:
 * an activation of already Active campaigns would otherwise still need balance
 * (docs/decisions/003-update-status.md). Pending rows are never sent.
 */
export function buildStatusPlan(
  rows: readonly CampaignListRow[],
  target: TargetStatus,
): StatusPlan {
  const items = rows.map((row): PlanItem => {
    const kind: PlanItemKind =
      row.status === PENDING_STATUS ? 'pending' : row.status === target ? 'no-change' : 'change';
    return { cid: row.cid, name: row.name, from: row.status, fromName: rowStatusName(row), kind };
  });
  const ids = items.filter((item) => item.kind === 'change').map((item) => item.cid);
  return { target, items, ids };
}

/** Why a toolbar button does nothing for the current selection, or undefined when it applies. */
export function unavailableReason(
  rows: readonly CampaignListRow[],
  target: TargetStatus,
): string | undefined {
  const plan = buildStatusPlan(rows, target);
  if (plan.ids.length > 0) return undefined;
  const name = statusName(target);
  const already = plan.items.filter((item) => item.kind === 'no-change').length;
  if (already === rows.length) {
    return rows.length === 1
      ? `The selected campaign is already ${name}`
      : `All ${formatCount(rows.length)} selected campaigns are already ${name}`;
  }
  if (already === 0) return PENDING_REASON;
  return `None of the selected campaigns can be set to ${name}: ${formatCount(already)} already ${name}, ${formatCount(rows.length - already)} Pending`;
}

/** The per-row quick action: Pause an Active campaign, Activate a stopped one, nothing for Pending. */
export function quickActionFor(row: Pick<CampaignListRow, 'status'>): StatusAction | undefined {
  if (row.status === PENDING_STATUS) return undefined;
  if (row.status === ACTIVE_STATUS) return actionFor(3);
  if (row.status === 2 || row.status === 3 || row.status === 4) return actionFor(ACTIVE_STATUS);
  return undefined;
}
