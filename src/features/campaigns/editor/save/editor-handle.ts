import type { CampaignEditData } from '@contract/campaigns';
import type { FieldErrors } from '@contract/common';
import type { EditorValues } from '@/features/campaigns/model/form-model';

/**
 * What the save flow needs from the form, as plain functions so the flow
 * always sees the current values (never a render's stale copy).
 */
export interface EditorHandle {
  cid: number;
  /** The read the form currently stands on (its baseline). */
  loaded(): CampaignEditData;
  values(): EditorValues;
  /** Form fields whose value differs from the baseline. */
  dirty(): ReadonlySet<string>;
  /** Puts rule or server errors on their fields, focuses the first; returns what no field shows. */
  showErrors(errors: FieldErrors): string[];
  clearErrors(): void;
  /** A new baseline: the form shows `data`, with `values` (if given) applied on top as edits. */
  rebase(data: CampaignEditData, values?: EditorValues): void;
  /** After a verified (or checked) save: the draft is no longer needed. */
  discardDraft(): void;
  /**
   * After a save that could not be read back: the draft stays until a read shows it
   * stored, though the form (standing on what was sent) has no unsaved changes left.
   */
  holdDraft(): void;
}
