import type { QueryClient } from '@tanstack/react-query';
import type { AuthServices } from '@/lib/session/auth-services';
import { memberKeyOf } from '@/features/auth/member-key';
import { activityKeys } from './activity-queries';
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

/** Adds a finished run to the member's change log and refreshes the Activity page. */
export async function recordChange(
  { auth, queryClient }: { auth: AuthServices; queryClient: QueryClient },
  record: ChangeRecord,
): Promise<void> {
  if (record.campaigns.length === 0) return;
  const log = await changeLog();
  await log.record({
    ...record,
    id: newId(),
    at: new Date().toISOString(),
    member: memberKeyOf(auth.credentials.getSnapshot()),
  });
  await queryClient.invalidateQueries({ queryKey: activityKeys.all });
}
