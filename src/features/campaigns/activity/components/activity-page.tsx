import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/page-header';
import { memberKeyOf } from '@/features/auth/member-key';
import { useCredentials } from '@/features/auth/use-credentials';
import { activityQueries } from '@/features/campaigns/write/change-log/activity-queries';
import { CHANGE_KIND_LABELS } from '@/features/campaigns/write/change-log/change-set';
import { CHANGE_LOG_CAP_TEXT } from './cap-text';
import { ChangeSetActions } from './change-set-actions';
import { ChangeSetDetail } from './change-set-detail';
import { formatDateTime } from '@/lib/format/date';
import { formatCount } from '@/lib/format/number';

/** /activity: every change made from this browser by the signed-in member, newest first. */
export function ActivityPage({ selected }: { selected?: string }) {
  const { key } = memberKeyOf(useCredentials());
  const list = useQuery(activityQueries.list(key));
  return (
    <>
      <PageHeader title="Activity" description={CHANGE_LOG_CAP_TEXT} />
      {list.isPending ? <p role="status">Loading the change log…</p> : null}
      {list.isError ? (
        <Alert tone="error" title="The change log could not be read">
          {list.error.message} — this browser may not allow IndexedDB (private mode).
        </Alert>
      ) : null}
      {list.data?.length === 0 ? (
        <p className="rounded-md border border-slate-200 px-4 py-6 text-sm dark:border-slate-700">
          No changes recorded on this browser yet. Saves from the editor, inline edits, bulk edits
          and status changes appear here.
        </p>
      ) : null}
      {list.data?.length ? (
        <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Change sets, newest first</caption>
            <thead className="bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Time
                </th>
                <th scope="col" className="px-3 py-2">
                  Change
                </th>
                <th scope="col" className="px-3 py-2">
                  Campaigns
                </th>
                <th scope="col" className="px-3 py-2">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
              {list.data.map((entry) => (
                <tr
                  key={entry.id}
                  aria-current={entry.id === selected ? 'true' : undefined}
                  className="align-top"
                >
                  <th scope="row" className="px-3 py-2 font-normal whitespace-nowrap">
                    <Link
                      to="/activity"
                      search={{ set: entry.id }}
                      className="text-blue-800 underline-offset-2 hover:underline dark:text-blue-300"
                    >
                      {formatDateTime(entry.at)}
                    </Link>
                  </th>
                  <td className="px-3 py-2">
                    <span className="font-medium">{CHANGE_KIND_LABELS[entry.kind]}</span>:{' '}
                    {entry.summary}
                  </td>
                  <td className="px-3 py-2 tabular-nums">
                    {formatCount(entry.written)} saved
                    {entry.failed ? `, ${formatCount(entry.failed)} failed` : ''} of{' '}
                    {formatCount(entry.campaignCount)}
                  </td>
                  <td className="px-3 py-2">
                    <ChangeSetActions memberKey={key} summary={entry} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {selected ? (
        <div className="mt-6">
          <ChangeSetDetail memberKey={key} id={selected} />
        </div>
      ) : null}
    </>
  );
}
