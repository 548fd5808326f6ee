import { Alert } from '@/components/ui/alert';
import type { StatusChangeFailure } from './status-error';
import type { StatusPlan } from './status-plan';

/** What went wrong with a status change, per campaign where the server said so. */
export function FailureAlert({
  failure,
  plan,
}: {
  failure: StatusChangeFailure;
  plan: StatusPlan;
}) {
  if (failure.kind === 'balance') {
    return (
      <Alert tone="error" title={failure.message}>
        Nothing was changed. Add funds to the account, then try again.
      </Alert>
    );
  }
  if (failure.kind === 'unknown') {
    return (
      <Alert tone="error" title="The change may not have been applied">
        <p>{failure.message}</p>
        <p className="mt-1">
          It was not sent again. Check the statuses to see whether it took effect.
        </p>
      </Alert>
    );
  }
  const named = new Map(plan.items.map((item) => [item.cid, item.name]));
  return (
    <Alert tone="error" title={`Not changed: ${failure.message}`}>
      {failure.campaigns.length > 0 ? (
        <ul className="list-disc space-y-1 pl-5">
          {failure.campaigns.map(({ cid, reasons }) => (
            <li key={cid}>
              Campaign {cid}
              {named.get(cid) ? ` (${named.get(cid)})` : ''}: {reasons.join('; ')}
            </li>
          ))}
        </ul>
      ) : null}
      {failure.other.length > 0 ? <p>{failure.other.join(' ')}</p> : null}
    </Alert>
  );
}
