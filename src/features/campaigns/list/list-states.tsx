import { isApiError } from '@/lib/api/api-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/code-load-error';

/** The list request failed: the server's own words, what it refused, and Retry. */
export function ListErrorState({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  const message = errorMessage(error, 'The campaigns could not be loaded.');
  const refused = isApiError(error) ? Object.entries(error.fieldErrors) : [];
  return (
    <div className="space-y-3">
      <Alert tone="error" title="The campaigns could not be loaded">
        <p>{message}</p>
        {refused.length ? (
          <ul className="mt-2 list-disc pl-5">
            {refused.map(([field, messages]) => (
              <li key={field}>
                <span className="font-mono">{field}</span>: {messages.join(' ')}
              </li>
            ))}
          </ul>
        ) : null}
      </Alert>
      <Button variant="secondary" disabled={retrying} onClick={onRetry}>
        {retrying ? 'Retrying…' : 'Retry'}
      </Button>
    </div>
  );
}
