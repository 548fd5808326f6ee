import { queryOptions } from '@tanstack/react-query';
import { changeLog } from './change-log';

export const activityKeys = {
  all: ['activity'] as const,
  list: (memberKey: string) => ['activity', memberKey, 'list'] as const,
  set: (memberKey: string, id: string) => ['activity', memberKey, 'set', id] as const,
};

/** The change log is local: always read fresh from IndexedDB, never retried. */
export const activityQueries = {
  list: (memberKey: string) =>
    queryOptions({
      queryKey: activityKeys.list(memberKey),
      queryFn: async () => (await changeLog()).list(memberKey),
      staleTime: 0,
    }),
  set: (memberKey: string, id: string) =>
    queryOptions({
      queryKey: activityKeys.set(memberKey, id),
      queryFn: async () => (await (await changeLog()).get(memberKey, id)) ?? null,
      staleTime: 0,
    }),
};
