import { Button } from '@/components/ui/button';
import type { CampaignTypeOption } from '../api/fetch-type-options';
import { describeFilters } from './describe-filters';

// The empty states of the list, loaded when one is first needed: the /campaigns
// first view does not carry them (list-body.tsx).

const box =
  'rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center dark:border-slate-600 dark:bg-slate-900';

/** Filters hide every campaign: say which, and offer the way out. */
function NoMatchState({ filters, onClear }: { filters: readonly string[]; onClear: () => void }) {
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
function NoCampaignsState() {
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
function PastTheEndState({ page, onLastPage }: { page: number; onLastPage: () => void }) {
  return (
    <div className={box}>
      <p className="font-medium">Page {page} is past the end of the list.</p>
      <Button variant="secondary" className="mt-4" onClick={onLastPage}>
        Go to the last page
      </Button>
    </div>
  );
}

/** The view and the type names, put in words only when nothing matches. */
export interface NoMatchFilters {
  search: Parameters<typeof describeFilters>[0];
  typeOptions: readonly CampaignTypeOption[] | undefined;
}

export type ListEmptyStateProps =
  | { kind: 'no-match'; filters: NoMatchFilters; onClear: () => void }
  | { kind: 'no-campaigns' }
  | { kind: 'past-the-end'; page: number; onLastPage: () => void };

/** Which empty state the list body asked for. */
export default function ListEmptyState(props: ListEmptyStateProps) {
  if (props.kind === 'no-match') {
    const { search, typeOptions } = props.filters;
    return <NoMatchState filters={describeFilters(search, typeOptions)} onClear={props.onClear} />;
  }
  if (props.kind === 'no-campaigns') return <NoCampaignsState />;
  return <PastTheEndState page={props.page} onLastPage={props.onLastPage} />;
}
