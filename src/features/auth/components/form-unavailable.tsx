import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** In place of the credential form when its code could not be loaded. */
export function FormUnavailable({
  onSignOut,
  onRetry,
}: {
  onSignOut: () => void;
  onRetry: () => void;
}) {
  return (
    <div className="space-y-4">
      <Alert tone="error">
        The form to paste a new credential could not be loaded. Check the connection and reload the
        page, or sign out.
      </Alert>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onSignOut}>
          Sign out
        </Button>
        <Button type="button" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </div>
  );
}
