/**
 * The saved views' localStorage item, read without a schema: the list route's
 * default-view check runs in every page's first bytes (route options are not
 * split off), so it reads the raw item here and leaves the checking to what
 * takes the values (the route's search validator, the column layout's parser).
 * saved-views-store.ts checks every view properly for the page.
 */
import { SAVED_VIEWS_ITEM } from '../list-storage-items';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every member's stored entry, unchecked; {} when there is none or it cannot be read. */
export function readStoredMembers(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(SAVED_VIEWS_ITEM) ?? 'null');
    return isRecord(parsed) && isRecord(parsed.members) ? parsed.members : {};
  } catch {
    return {}; // storage disabled or the item damaged: no views, nothing thrown
  }
}

/** The member's default view as stored (unchecked), if one is set. */
export function storedDefaultView(memberKey: string): Record<string, unknown> | undefined {
  const member = readStoredMembers()[memberKey];
  if (!isRecord(member) || !Array.isArray(member.views)) return undefined;
  const view: unknown = member.views.find(
    (candidate) => isRecord(candidate) && candidate.name === member.default,
  );
  return isRecord(view) ? view : undefined;
}
