import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { CampaignEditData } from '@contract/campaigns';
import { formatValue } from '@/features/campaigns/model/format-value';
import type { SaveOutcome } from './save-outcome';

export interface SaveOutcomeAlertProps {
  outcome: SaveOutcome | undefined;
  data: CampaignEditData;
  busy: boolean;
  onReloadAndReapply: () => void;
  onCheck: () => void;
  onDismiss: () => void;
}

/** What happened to the last save, in words, with the one action that helps. */
export function SaveOutcomeAlert(props: SaveOutcomeAlertProps) {
  const { outcome, data } = props;
  // Errors are role=alert and the rest role=status (Alert), so each one is announced.
  return (
    <div className="space-y-2">
      {outcome ? <OutcomeBody {...props} outcome={outcome} data={data} /> : null}
    </div>
  );
}

function OutcomeBody({
  outcome,
  data,
  busy,
  onReloadAndReapply,
  onCheck,
  onDismiss,
}: SaveOutcomeAlertProps & { outcome: SaveOutcome }) {
  switch (outcome.kind) {
    case 'verified':
      return <Alert tone="success" title="Saved and verified" />;
    case 'differs':
      return (
        <Alert tone="error" title="Saved, but the server shows different values">
          <p>A fresh read of the campaign differs from what was sent in:</p>
          <ul className="mt-1 list-disc pl-5">
            {outcome.differences.map((change) => (
              <li key={change.key}>
                {change.label}: sent {formatValue(change.key, change.before, data)}, now{' '}
                {formatValue(change.key, change.after, data)}
              </li>
            ))}
          </ul>
          <p className="mt-1">
            The form stands on the campaign as it is now on the server, with your values kept as
            unsaved changes: press Save to send them again, or Discard changes to keep the
            server&rsquo;s.
          </p>
        </Alert>
      );
    case 'unverified':
      return (
        <Alert tone="info" title="Saved, not verified">
          {outcome.message}
        </Alert>
      );
    case 'no-changes':
      return <Alert tone="info" title="Nothing to save: the form matches the campaign." />;
    case 'invalid':
      return (
        <Alert tone="error" title="Not saved">
          <p>{outcome.message}</p>
          {outcome.other.length ? (
            <ul className="mt-1 list-disc pl-5">
              {outcome.other.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
        </Alert>
      );
    case 'refused':
      return (
        <RecoveryAlert
          title="The server refused the change"
          message={outcome.message}
          note="Nothing was saved. Reload the campaign to apply your changes to its current version."
          action="Reload and reapply my changes"
          busy={busy}
          onAction={onReloadAndReapply}
        />
      );
    case 'session':
      return (
        <Alert tone="error" title="Your session expired">
          Nothing was saved and your changes are kept. Paste a new member access token in the
          dialog, then press Save again.
        </Alert>
      );
    case 'blocked':
      return (
        <Alert tone="error" title={outcome.title}>
          {outcome.message}
        </Alert>
      );
    case 'unknown':
      return (
        <RecoveryAlert
          title="The save may not have gone through"
          message={outcome.message}
          note="It is not known whether the server applied the change. Check before saving again."
          action="Check whether it was saved"
          busy={busy}
          onAction={onCheck}
        />
      );
    case 'read-failed':
      return (
        <Alert tone="error" title="Nothing was saved">
          The campaign could not be read again before saving: {outcome.message}
        </Alert>
      );
    case 'note':
      return (
        <Alert tone="info">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <p>{outcome.message}</p>
            <Button variant="ghost" className="min-h-8 px-2 py-1" onClick={onDismiss}>
              Dismiss
            </Button>
          </div>
        </Alert>
      );
  }
}

/** A failed save with one way forward; the button stays focusable but inert while busy. */
function RecoveryAlert(props: {
  title: string;
  message: string;
  note: string;
  action: string;
  busy: boolean;
  onAction: () => void;
}) {
  return (
    <Alert tone="error" title={props.title}>
      <p>{props.message}</p>
      <p className="mt-1">{props.note}</p>
      <Button
        variant="secondary"
        className="mt-2"
        aria-disabled={props.busy || undefined}
        onClick={() => {
          if (!props.busy) props.onAction();
        }}
      >
        {props.action}
      </Button>
    </Alert>
  );
}
