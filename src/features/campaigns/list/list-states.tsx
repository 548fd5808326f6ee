import { isApiError } from '@/lib/api/api-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

const box =
  'rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center dark:border-slate-600 dark:bg-slate-900';

/** Filters hide every campaign: say which, and offer the way out. */
export function NoMatchState({
  filters,
  onClear,
}: {
  filters: readonly string[];
  onClear: () => void;
}) {
  return (
    <div className={box}>
      <p className="font-medium">No campaigns match: {filters.join(', ')}</p>
      <Button variant="secondary" className="mt-4" onClick={onClear}>
        Clear filters
      </Button>
    </div>
  );
}

/** The member owns no campaign at all. */
export function NoCampaignsState() {
  return (
    <div className={box}>
      <p className="font-medium">You have no campaigns yet.</p>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        Campaigns you create with the ad network show up here.
      </p>
    </div>
  );
}

/** A page number past the end (an old link, or campaigns removed meanwhile). */
export function PastTheEndState({ page, onLastPage }: { page: number; onLastPage: () => void }) {
  return (
    <div className={box}>
      <p className="font-medium">Page {page} is past the end of the list.</p>
      <Button variant="secondary" className="mt-4" onClick={onLastPage}>
        Go to the last page
      </Button>
    </div>
  );
}

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
  const message = error instanceof Error ? error.message : 'The campaigns could not be loaded.';
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
