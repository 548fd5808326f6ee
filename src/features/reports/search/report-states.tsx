import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api/api-error';

const box =
  'rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center dark:border-slate-600 dark:bg-slate-900';

export function LoadingState() {
  return (
    <div className={box} role="status" aria-live="polite">
      <p className="font-medium">Loading the Search report…</p>
    </div>
  );
}

export function EmptyState() {
  return (
    <div className={box}>
      <p className="font-medium">No traffic in this range</p>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        Pick another date range or feed.
      </p>
    </div>
  );
}

/** A 403 without a feed means the key lacks the Search scope; with one, the feed is not theirs. */
export function isScopeRefusal(error: unknown, sid: number | undefined): boolean {
  return isApiError(error) && error.status === 403 && sid === undefined;
}

export function ReportErrorState({
  error,
  sid,
  retrying,
  onRetry,
}: {
  error: unknown;
  sid: number | undefined;
  retrying: boolean;
  onRetry: () => void;
}) {
  if (isScopeRefusal(error, sid)) {
    return (
      <div role="alert" className={box}>
        <p className="font-medium">This API key has no access to the Search report</p>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          It lacks the publisher:search:read scope. Sign in with a key that has it, or ask your
          account manager to enable Search reporting.
        </p>
      </div>
    );
  }
  const fields = isApiError(error) ? Object.entries(error.fieldErrors) : [];
  const message =
    isApiError(error) && error.status === 403
      ? `Feed ${sid} is not one of your Search feeds.`
      : error instanceof Error
        ? error.message
        : 'The Search report could not be loaded.';
  return (
    <div role="alert" className={box}>
      <p className="font-medium">The Search report could not be loaded.</p>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{message}</p>
      {fields.length ? (
        <ul className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {fields.map(([field, messages]) => (
            <li key={field}>
              {field}: {messages.join(' ')}
            </li>
          ))}
        </ul>
      ) : null}
      <Button variant="secondary" className="mt-4" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying…' : 'Retry'}
      </Button>
    </div>
  );
}
