import { memberKeyOf } from '@/features/auth/member-key';
import { useCredentials } from '@/features/auth/use-credentials';
import { draftKey } from './draft-store';

/** Drafts are per member (auth/member-key.ts) and campaign. */
export function useDraftKey(cid: number): string {
  return draftKey(memberKeyOf(useCredentials()).key, cid);
}
