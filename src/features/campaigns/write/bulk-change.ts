/**
 * What a bulk edit asks for: one or more changes, each applied to every
 * selected campaign through the editor's form model (plan-campaign.ts).
 * Values are the user's text ("10", "0.25"), parsed exactly when applied.
 */

export type BidChange = {
  mode: 'set' | 'increase-percent' | 'decrease-percent' | 'increase-amount' | 'decrease-amount';
  value: string;
  /**
   * The value exactly as typed (inline edit): never clamped to the type's
   * range or raised to the minimum budget — the rules refuse it instead.
   */
  exact?: boolean;
};

export type BudgetChange = {
  mode: 'set' | 'increase-percent' | 'decrease-percent';
  value: string;
  exact?: boolean;
};

export type TotalBudgetChange = BudgetChange | { mode: 'unlimited' };

export type CountriesChange = {
  mode: 'add' | 'remove' | 'replace';
  /** ISO 3166-1 alpha-2 codes. */
  codes: readonly string[];
  /** Campaigns that target "All countries" become custom targeting (else they are skipped). */
  switchAllToCustom: boolean;
};

export type ScheduleChange = {
  mode: 'replace' | 'add' | 'remove';
  /** 168 cells, index = day * 24 + hour, day 0 = Monday. */
  hours: readonly boolean[];
  /** Also turn the weekly schedule on where it is off. */
  turnOn: boolean;
};

export type NameChange =
  { mode: 'replace'; find: string; replace: string } | { mode: 'prefix' | 'suffix'; text: string };

export type StatusTarget = 1 | 2 | 3 | 4;

/** The changes chosen in "Edit selected"; absent = not changed. */
export interface BulkEdit {
  bid?: BidChange;
  dailyBudget?: BudgetChange;
  totalBudget?: TotalBudgetChange;
  countries?: CountriesChange;
  schedule?: ScheduleChange;
  name?: NameChange;
  status?: { target: StatusTarget };
}

/** One field to put back: only while it still holds what we wrote (`expected`). */
export interface RestoreField {
  key: string;
  label: string;
  /** The value the change wrote (or read back after writing). */
  expected: unknown;
  /** The value to restore. */
  value: unknown;
}

/** Undo of a change set: per campaign, the fields to restore. */
export interface RestoreChange {
  kind: 'restore';
  /** The change set being undone: its id and summary, for the log. */
  of: string;
  label: string;
  fields: ReadonlyMap<number, readonly RestoreField[]>;
  /** "Undo selected": how many campaigns of the set's are undone (absent: the whole set). */
  part?: { campaigns: number; of: number };
}

export type BulkChange = { kind: 'edit'; edit: BulkEdit } | RestoreChange;

/** The wire keys a change may write: everything else goes back exactly as read. */
export function targetedKeys(change: BulkChange, cid?: number): Set<string> {
  if (change.kind === 'restore') {
    const fields =
      cid === undefined ? [...change.fields.values()].flat() : (change.fields.get(cid) ?? []);
    return new Set(fields.map((field) => field.key));
  }
  const { edit } = change;
  const keys = new Set<string>();
  if (edit.bid) keys.add('payout');
  if (edit.dailyBudget) keys.add('d_revenue');
  if (edit.totalBudget) keys.add('t_revenue');
  if (edit.countries) ['geo_enabled', 'geo'].forEach((key) => keys.add(key));
  if (edit.schedule) ['shedule', 'enable_shedule'].forEach((key) => keys.add(key));
  if (edit.name) keys.add('name');
  if (edit.status) keys.add('status');
  return keys;
}

export const isEmptyEdit = (edit: BulkEdit) => Object.values(edit).every((v) => v === undefined);
