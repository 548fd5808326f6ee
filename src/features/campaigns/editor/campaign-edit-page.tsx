import { useDeferredValue, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { CampaignEditData } from '@contract/campaigns';
import { PageHeader } from '@/components/page-header';
import { isApiError } from '@/lib/api/api-error';
import { useAppContext } from '@/router-context';
import { campaignEditQueries } from '../api/campaign-edit-queries';
import { CampaignEditor } from './campaign-editor';
import { EditorLoadError, EditorSkeleton } from './editor-states';

const backLink =
  'inline-block text-sm font-medium text-blue-800 underline-offset-2 hover:underline dark:text-blue-300';

/**
 * Opens the editor on a read made for this visit: data cached from earlier
 * never seeds the form (`requestedAt` is when the route's loader asked).
 * Once the form exists it keeps its own baseline; later reads of the same
 * query (guard, verification, a new token) never replace what the user sees.
 */
export function CampaignEditPage({ cid, requestedAt }: { cid: number; requestedAt: number }) {
  const { api } = useAppContext();
  const query = useQuery({
    ...campaignEditQueries.edit(api, cid),
    // The loader's read for this visit counts; anything older is read again.
    refetchOnMount: (q) =>
      q.state.fetchStatus === 'fetching' ||
      q.state.dataUpdatedAt >= requestedAt ||
      q.state.errorUpdatedAt >= requestedAt
        ? false
        : 'always',
  });
  const [initial, setInitial] = useState<CampaignEditData>();
  const fresh =
    query.isSuccess && !query.isFetching && query.dataUpdatedAt >= requestedAt
      ? query.data
      : undefined;
  if (!initial && fresh) setInitial(fresh);
  const data = initial ?? fresh;
  // The form (about 1,300 elements) mounts in a render of its own that yields to
  // the browser every few milliseconds: drawn in the render that brought the data,
  // it was one 55–80 ms task (the query's answer renders synchronously).
  const shown = useDeferredValue(data);

  const name = data?.campaign.name;
  return (
    <>
      <Link to="/campaigns" className={backLink}>
        ← Back to campaigns
      </Link>
      <PageHeader title={`Campaign ${cid}`} description={name || undefined} />
      {shown ? (
        <CampaignEditor cid={cid} initial={shown} />
      ) : !data && query.isError && !query.isFetching ? (
        <EditorLoadError
          error={query.error}
          notFound={isApiError(query.error) && query.error.status === 404}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <EditorSkeleton />
      )}
    </>
  );
}
