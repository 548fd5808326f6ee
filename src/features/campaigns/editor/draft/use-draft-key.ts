import { memberOf } from '../../../auth/member-identity';
import { useCredentials } from '../../../auth/use-credentials';
import { draftKey } from '../model/draft-store';

/**
 * Drafts are per member and campaign: `${tenant}:${uid}` from the token's
 * claims, so a second account on this tab never sees the first one's edits.
 * A platform session (no claims) shares one key per tab.
 */
export function useDraftKey(cid: number): string {
  const credentials = useCredentials();
  const member = memberOf(credentials);
  const memberKey =
    member?.tenant !== undefined && member.uid !== undefined
      ? `${member.tenant}:${member.uid}`
      : 'session';
  return draftKey(memberKey, cid);
}
