import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

/** In place of the credential form when its code could not be loaded. */
export function FormUnavailable({ onSignOut }: { onSignOut: () => void }) {
  return (
    <div className="space-y-4">
      <Alert tone="error">
        The form to paste a new credential could not be loaded. Check the connection and reload the
        page, or sign out.
      </Alert>
      <Button type="button" variant="secondary" onClick={onSignOut}>
        Sign out
      </Button>
    </div>
  );
}
