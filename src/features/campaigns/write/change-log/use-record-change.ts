import { useCallback } from 'react';
import { useAppContext } from '@/router-context';
import type { ChangeRecord } from './record-change';

export type { ChangeRecord };

/**
 * Records a finished run in the change log of this browser. The log's code
 * loads when the first record is made (after a save), never with a page.
 * Recording never fails a save: without IndexedDB (private mode) only the log
 * is lost.
 */
export function useRecordChange(): (record: ChangeRecord) => Promise<void> {
  const { auth, queryClient } = useAppContext();
  return useCallback(
    async (record) => {
      try {
        const { recordChange } = await import('./record-change');
        await recordChange({ auth, queryClient }, record);
      } catch (error) {
        console.warn('The change could not be recorded on this browser', error);
      }
    },
    [auth, queryClient],
  );
}
