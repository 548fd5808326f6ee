import { Alert } from '@/components/ui/alert';
import { describeFailure } from '../console-services';

/** A list the server did not give is said to be missing: an empty list would say there is none. */
export function ListFailure({ what, error }: { what: string; error: unknown }) {
  return (
    <Alert tone="error" title={`The ${what} could not be listed`}>
      {describeFailure(error)}
    </Alert>
  );
}
