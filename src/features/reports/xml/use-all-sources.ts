import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { XmlStatsRow } from '@contract/reports';
import { useAppContext } from '@/router-context';
import { useCredentials } from '@/features/auth/use-credentials';
import { forgetTid, keyOwner } from './recent-tids';
import { rowsInRange } from '../shared/rows-in-range';
import { readXmlRows } from './columns';
import { runPooled } from './run-pooled';
import { refusesTid } from './use-recent-tids';
import { errorMessage, fieldMessages } from './xml-errors';
import { XmlRowsSchema, xmlStatsQuery } from './xml-queries';

/** Two requests in flight: the export slots per key are few, and a phone's link is slow. */
export const SOURCES_IN_FLIGHT = 2;

export type SourceResult =
  /** `outside`: rows dated outside the range, left out of `rows` (decision 069). */
  | { tid: number; status: 'answered'; rows: XmlStatsRow[]; outside: number }
  /** The server said no for this tid (403, or a 422 on the tid): named, never dropped silently. */
  | { tid: number; status: 'refused'; message: string }
  | { tid: number; status: 'failed'; message: string };

export interface AllSourcesState {
  status: 'running' | 'done' | 'cancelled';
  /** The tids of this run, in the order they are asked for. */
  tids: readonly number[];
  results: readonly SourceResult[];
}

/**
 * Every tid of the key's list for one range, two at a time, with progress and
 * Cancel. The list is taken when the run starts: a tid refused mid-run leaves
 * the stored list but stays named in this run's results.
 */
export function useAllSources(tids: readonly number[], from: string, to: string) {
  const { api } = useAppContext();
  const { publisherKey } = useCredentials();
  const owner = keyOwner(publisherKey ?? '');
  const [run, setRun] = useState(0);
  // The list as it is when a run starts; its changes (a refused tid forgotten) start none.
  const listRef = useRef(tids);
  useLayoutEffect(() => {
    listRef.current = tids;
  }, [tids]);
  const controllerRef = useRef<AbortController | undefined>(undefined);
  const [state, setState] = useState<AllSourcesState>({ status: 'running', tids, results: [] });

  useEffect(() => {
    const list = [...listRef.current];
    const controller = new AbortController();
    controllerRef.current = controller;
    setState({ status: 'running', tids: list, results: [] });
    const settle = (result: SourceResult) => {
      if (controller.signal.aborted) return;
      setState((prev) => ({ ...prev, results: [...prev.results, result] }));
    };
    void runPooled(
      list,
      SOURCES_IN_FLIGHT,
      async (tid) => {
        try {
          const rows = readXmlRows(
            await api.publisher.get('/xml/stats', {
              query: xmlStatsQuery({ tid, from, to, groupBy: 'day' }),
              schema: XmlRowsSchema,
              signal: controller.signal,
            }),
          );
          settle({ tid, status: 'answered', ...rowsInRange(rows, from, to) });
        } catch (error) {
          if (controller.signal.aborted) return;
          if (refusesTid(error)) {
            forgetTid(owner, tid);
            settle({
              tid,
              status: 'refused',
              message: fieldMessages(error).tid ?? errorMessage(error, 'view'),
            });
          } else settle({ tid, status: 'failed', message: errorMessage(error, 'view') });
        }
      },
      controller.signal,
    ).then(() => {
      if (!controller.signal.aborted) setState((prev) => ({ ...prev, status: 'done' }));
    });
    return () => controller.abort();
  }, [api, owner, from, to, run]);

  return {
    state,
    cancel() {
      controllerRef.current?.abort();
      setState((prev) => (prev.status === 'running' ? { ...prev, status: 'cancelled' } : prev));
    },
    again: () => setRun((n) => n + 1),
  };
}
