import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/code-load-error';

/**
 * The previous period's answer failed while comparing: the report on screen stays,
 * and this says why Previous and Change are missing, with a way to ask again.
 */
export function PreviousPeriodFailure({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Alert tone="error">
      <p>
        The previous period could not be loaded, so there is nothing to compare with:{' '}
        {errorMessage(error, 'no answer came')}
      </p>
      {/* aria-disabled, not disabled: a disabled button would drop the focus it holds. */}
      <Button
        variant="secondary"
        className="mt-2 aria-disabled:opacity-70"
        aria-disabled={retrying}
        onClick={() => {
          if (!retrying) onRetry();
        }}
      >
        {retrying ? 'Trying again…' : 'Try again'}
      </Button>
    </Alert>
  );
}
