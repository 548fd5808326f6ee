import { Fragment, useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { mcpQueries } from '../api/mcp-queries';
import { NOT_A_VALID_HOST } from '../session/http-refusal';
import { formatTime } from '@/lib/format/date';
import { UnavailableButton } from './unavailable-button';

/** Health and readiness of the MCP origin, refreshable, whatever the connection. */
export function OriginStatusPanel({ origin }: { origin: string }) {
  const headingId = useId();
  const status = useQuery(mcpQueries.originStatus(origin));
  const data = status.data;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-md border border-slate-300 p-4 dark:border-slate-700"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          Origin status
        </h2>
        <UnavailableButton
          variant="secondary"
          unavailable={status.isFetching}
          onClick={() => void status.refetch()}
        >
          {status.isFetching ? 'Checking…' : 'Refresh status'}
        </UnavailableButton>
      </div>
      <p className="mt-1 text-sm break-all text-slate-700 dark:text-slate-300">
        Origin: <span className="font-mono">{origin}</span>
      </p>
      {data ? (
        <>
          {data.host === 'invalid' ? (
            // 421: the server answers, not for this host ("down" would send the user elsewhere).
            <Alert tone="error" title="Not a valid MCP host" className="mt-3">
              <p>
                The origin answered 421 (misdirected request): {NOT_A_VALID_HOST}. Connecting cannot
                work until the dashboard is configured with your account’s exact MCP origin.
              </p>
            </Alert>
          ) : (
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="font-medium">Health</dt>
              <dd>
                {data.health === 'ok'
                  ? 'ok (the server answers)'
                  : data.healthStatus === undefined
                    ? 'down (no answer)'
                    : `down (HTTP ${data.healthStatus})`}
              </dd>
              <dt className="font-medium">Ready</dt>
              <dd>
                {data.ready === 'ready'
                  ? 'ready'
                  : data.ready === 'unavailable'
                    ? 'unavailable (503): the endpoint’s storage is not ready'
                    : 'unknown'}
              </dd>
              {Object.entries(data.checks ?? {}).map(([name, ok]) => (
                <Fragment key={name}>
                  <dt className="pl-4 text-slate-700 dark:text-slate-300">{name}</dt>
                  <dd>{ok ? 'ok' : 'not ready'}</dd>
                </Fragment>
              ))}
            </dl>
          )}
          <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
            Checked at {formatTime(data.checkedAt)}
          </p>
        </>
      ) : status.isError ? (
        <p className="mt-3 text-sm">The status could not be read: {String(status.error)}</p>
      ) : (
        <p className="mt-3 text-sm">Checking…</p>
      )}
    </section>
  );
}
