import type { Campaign, CampaignEditData } from '@contract/campaigns';
import type { FieldChange } from '@/features/campaigns/model/form-model';

// Which dialog a save shows: use-save-flow sets it, recovery-actions and the two dialogs read it.
export type ReviewStep = 'review' | 'checking' | 'sending' | 'verifying';

export type SaveDialog =
  | { kind: 'none' }
  | { kind: 'review'; step: ReviewStep; changes: FieldChange[]; base: CampaignEditData }
  | {
      kind: 'conflict';
      loaded: CampaignEditData;
      latest: CampaignEditData;
      conflicts: FieldChange[];
      yours: Campaign;
    };

/** What the lost-update guard found: the fields someone else saved since the form opened. */
export type Conflict = Extract<SaveDialog, { kind: 'conflict' }>;

/** The review of a save: its changes and how far the save has gone. */
export type Review = Extract<SaveDialog, { kind: 'review' }>;
