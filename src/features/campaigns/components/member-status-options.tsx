import { MEMBER_TARGET_STATUSES, STATUS_NAMES } from '@contract/campaigns';

/** The <option>s of the statuses a member may choose (never Pending), for every status select. */
export function MemberStatusOptions() {
  return MEMBER_TARGET_STATUSES.map((status) => (
    <option key={status} value={String(status)}>
      {STATUS_NAMES[status]}
    </option>
  ));
}
