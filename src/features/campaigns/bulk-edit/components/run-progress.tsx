import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { PauseState } from '../run/use-bulk-edit-run';
import { formatCount } from '@/lib/format/number';

/** Progress of a preview or apply run, with Cancel and the 401 pause. */
export function RunProgress({
  label,
  done,
  total,
  detail,
  paused,
  onCancel,
  onContinue,
}: {
  label: string;
  done: number;
  total: number;
  detail?: string;
  paused: PauseState;
  onCancel: () => void;
  onContinue: () => void;
}) {
  return (
    <div className="space-y-3">
      <p role="status" className="text-sm font-medium">
        {label}: {formatCount(done)} of {formatCount(total)}
        {detail ? ` — ${detail}` : ''}
      </p>
      <progress value={done} max={Math.max(total, 1)} aria-label={label} className="h-2 w-full" />
      {paused === 'waiting' ? (
        <Alert title="Paused">
          The server no longer accepts your member access token. Nothing more is sent until a new
          one is accepted; then the run goes on with the campaigns not yet saved.
        </Alert>
      ) : null}
      {paused === 'needs-credential' ? (
        <Alert tone="error" title="Paused: sign in again to continue">
          <p>No campaign is sent twice: the run resumes with the campaigns not yet saved.</p>
          <Button className="mt-2" onClick={onContinue}>
            Continue
          </Button>
        </Alert>
      ) : null}
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Cancel stops taking new campaigns; those in flight finish and are reported.
      </p>
    </div>
  );
}
