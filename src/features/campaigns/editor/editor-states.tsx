import { Link } from '@tanstack/react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api/api-error';

/** Grey blocks in the shape of the first sections while the read is on its way. */
export function EditorSkeleton() {
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">Loading the campaign…</span>
      {[5, 3, 4].map((rows, section) => (
        <div
          key={section}
          aria-hidden="true"
          className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="h-5 w-40 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
          <div className="grid gap-4 md:grid-cols-2">
            {Array.from({ length: rows }, (_, i) => (
              <div key={i} className="space-y-2">
                <div className="h-4 w-24 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
                <div className="h-9 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/** The read failed: 404 is final (never retried), 401 waits for the session dialog, the rest offers Retry. */
export function EditorLoadError({
  error,
  notFound,
  onRetry,
}: {
  error: unknown;
  notFound: boolean;
  onRetry: () => void;
}) {
  if (notFound) {
    return (
      <div className="space-y-4">
        <Alert tone="error" title="Campaign not found or not yours">
          No campaign with this id belongs to the account you are signed in with.
        </Alert>
        <Link to="/campaigns" className="font-medium text-blue-700 underline dark:text-blue-300">
          Go to your campaigns
        </Link>
      </div>
    );
  }
  if (isApiError(error) && error.status === 401) {
    return (
      <Alert tone="error" title="Your session expired">
        Paste a new member access token in the dialog; the campaign loads as soon as it is accepted.
      </Alert>
    );
  }
  const message = error instanceof Error ? error.message : 'The campaign could not be loaded.';
  return (
    <div className="space-y-4">
      <Alert tone="error" title="The campaign could not be loaded">
        {message}
      </Alert>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
