import { useCallback } from 'react';
import { memberKeyOf } from '../../auth/member-key';
import { useAppContext } from '../../../router-context';
import { activityKeys } from './api/activity-queries';
import { changeLog } from './change-log';
import type { ChangeKind, LoggedCampaign } from './change-set';

export interface ChangeRecord {
  kind: ChangeKind;
  summary: string;
  campaigns: LoggedCampaign[];
}

function newId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Records a finished run in the change log of this browser. Recording never
 * fails a save: a browser without IndexedDB (private mode) only loses the log.
 */
export function useRecordChange(): (record: ChangeRecord) => Promise<void> {
  const { auth, queryClient } = useAppContext();
  return useCallback(
    async (record) => {
      if (record.campaigns.length === 0) return;
      try {
        const log = await changeLog();
        await log.record({
          ...record,
          id: newId(),
          at: new Date().toISOString(),
          member: memberKeyOf(auth.credentials.getSnapshot()),
        });
        await queryClient.invalidateQueries({ queryKey: activityKeys.all });
      } catch (error) {
        console.warn('The change could not be recorded on this browser', error);
      }
    },
    [auth, queryClient],
  );
}
