import { isApiError } from '@/lib/api/api-error';
import type { FieldChange } from '@/features/campaigns/model/form-model';

/** What the page says after a save attempt (or why none was sent). */
export type SaveOutcome =
  | { kind: 'verified' }
  /** Saved, but the read-back differs (the server changed or dropped something). */
  | { kind: 'differs'; differences: FieldChange[] }
  /** Saved, but the verification read failed. */
  | { kind: 'unverified'; message: string }
  /** Nothing to send: the form equals the campaign as read. */
  | { kind: 'no-changes' }
  /** Client rules or a 422: messages the fields could not show. */
  | { kind: 'invalid'; message: string; other: string[] }
  /** 400: a backend business rule. Offers "Reload and reapply my changes". */
  | { kind: 'refused'; message: string }
  /** 401: the session dialog is open; the form and draft are kept. */
  | { kind: 'session' }
  /** 402, 403, 404 and other refusals that the user cannot fix in the form. */
  | { kind: 'blocked'; title: string; message: string }
  /** No answer, a timeout or a 5xx: the change may or may not have been applied. */
  | { kind: 'unknown'; message: string }
  /** The lost-update guard or a check could not read the campaign: nothing was sent. */
  | { kind: 'read-failed'; message: string }
  /** An informational note after a rebase or "take theirs". */
  | { kind: 'note'; message: string };

/** Where a failure happened: reads never change anything, a write may have. */
export type FailedStep = 'read' | 'write';

/** Maps an error of the guard read or of the PUT onto what the page says. */
export function describeFailure(error: unknown, step: FailedStep): SaveOutcome {
  if (!isApiError(error)) {
    const message = error instanceof Error ? error.message : 'Something went wrong.';
    return step === 'read' ? { kind: 'read-failed', message } : { kind: 'unknown', message };
  }
  switch (error.status) {
    case 401:
      return { kind: 'session' };
    case 400:
      if (step === 'write') return { kind: 'refused', message: error.message };
      break;
    case 402:
      return {
        kind: 'blocked',
        title: 'Not enough balance to activate',
        message: `${error.message} Nothing was saved. Add funds, or choose another status.`,
      };
    case 403:
      return {
        kind: 'blocked',
        title: 'Not allowed',
        message: `${error.message} Nothing was saved. Check that this campaign belongs to the account you are signed in with.`,
      };
    case 404:
      return {
        kind: 'blocked',
        title: 'Campaign not found or not yours',
        message:
          'The server no longer finds this campaign for your account. Nothing was saved; it may have been removed.',
      };
    case 409:
      return { kind: 'refused', message: error.message };
  }
  if (step === 'read') return { kind: 'read-failed', message: error.message };
  if (error.kind === 'network' || error.kind === 'timeout' || error.status >= 500) {
    return { kind: 'unknown', message: error.message };
  }
  return { kind: 'blocked', title: 'The save was refused', message: error.message };
}
