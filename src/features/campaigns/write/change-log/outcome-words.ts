import type { CampaignOutcome } from './change-set';

/** What the result tables and the change log call each outcome (the words). */
export const OUTCOME_WORDS: Record<CampaignOutcome, string> = {
  verified: 'Saved and verified',
  differs: 'Saved, values differ',
  unverified: 'Saved, not verified',
  unclear: 'No answer: may not be saved',
  failed: 'Failed',
  skipped: 'Skipped',
  'changed-since': 'Changed since preview',
  'not-sent': 'Not sent',
};
