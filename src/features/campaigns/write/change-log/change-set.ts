import type { RestoreChange, RestoreField } from '../bulk-change';

/** Where a change set came from. */
export type ChangeKind = 'editor' | 'inline' | 'bulk-edit' | 'bulk-status' | 'undo';

export const CHANGE_KIND_LABELS: Record<ChangeKind, string> = {
  editor: 'Editor save',
  inline: 'Inline edit',
  'bulk-edit': 'Bulk edit',
  'bulk-status': 'Status change',
  undo: 'Undo',
};

/** What happened to one campaign of a run (the result table's words are in outcome-words.ts). */
export type CampaignOutcome =
  | 'verified'
  | 'differs'
  | 'unverified'
  | 'failed'
  | 'unclear'
  | 'skipped'
  | 'changed-since'
  | 'not-sent';

/** Outcomes where the server accepted the write: only these can be undone. */
export const WRITTEN_OUTCOMES: ReadonlySet<CampaignOutcome> = new Set([
  'verified',
  'differs',
  'unverified',
]);

export interface LoggedField {
  key: string;
  label: string;
  /** Exactly as read before the change. */
  before: unknown;
  /** As read back after the change (or as sent when no read-back succeeded). */
  after: unknown;
}

export interface LoggedCampaign {
  cid: number;
  name: string;
  outcome: CampaignOutcome;
  /** The failure or the difference, in words. */
  detail?: string;
  fields: LoggedField[];
}

/** Whose change it is. No credential: the uid and tenant come from the token's claims. */
export interface LoggedMember {
  /** "acme:1001"; entries of another key are never shown. */
  key: string;
  name: string;
}

export interface ChangeSet {
  id: string;
  /** ISO time the run finished. */
  at: string;
  member: LoggedMember;
  kind: ChangeKind;
  /** "Bid: increase by 10 %", "Undo of …". */
  summary: string;
  campaigns: LoggedCampaign[];
}

/** A short list entry of a change set (the page lists these, and loads a set when opened). */
export interface ChangeSetSummary {
  id: string;
  at: string;
  kind: ChangeKind;
  summary: string;
  campaignCount: number;
  written: number;
  failed: number;
}

export function summarize(set: ChangeSet): ChangeSetSummary {
  return {
    id: set.id,
    at: set.at,
    kind: set.kind,
    summary: set.summary,
    campaignCount: set.campaigns.length,
    written: set.campaigns.filter((c) => WRITTEN_OUTCOMES.has(c.outcome)).length,
    failed: set.campaigns.filter((c) => c.outcome === 'failed' || c.outcome === 'unclear').length,
  };
}

/** Whether Undo can put a campaign of a change set back: written, with fields to restore. */
export function isUndoable(campaign: LoggedCampaign): boolean {
  return WRITTEN_OUTCOMES.has(campaign.outcome) && campaign.fields.length > 0;
}

/**
 * The undo of a change set: for every campaign the server accepted, its
 * changed fields go back to their before values — only while they still hold
 * what the change wrote (plan-campaign.ts checks that on a fresh read).
 * With `only`, just those campaigns of the set ("Undo selected").
 */
export function undoChange(set: ChangeSet, only?: ReadonlySet<number>): RestoreChange {
  const fields = new Map<number, RestoreField[]>();
  for (const campaign of set.campaigns) {
    if (!isUndoable(campaign)) continue;
    if (only && !only.has(campaign.cid)) continue;
    fields.set(
      campaign.cid,
      campaign.fields.map((field) => ({
        key: field.key,
        label: field.label,
        expected: field.after,
        value: field.before,
      })),
    );
  }
  const part = only ? { part: { campaigns: fields.size, of: set.campaigns.length } } : {};
  return { kind: 'restore', of: set.id, label: set.summary, fields, ...part };
}
