import { createStore, get, promisifyRequest, type UseStore } from 'idb-keyval';
import { summarize, type ChangeSet, type ChangeSetSummary } from './change-set';

/** Change sets kept per member on this browser; the oldest go first. Stated on the page. */
export const CHANGE_LOG_CAP = 500;

/**
 * The change log in IndexedDB (idb-keyval): per member, one index of
 * summaries (newest first) and one entry per change set, so the page lists
 * 500 sets without loading their campaigns. No credential is ever stored:
 * sets carry the member's uid, tenant and name from the token's claims.
 */
export interface ChangeLogStore {
  record(set: ChangeSet): Promise<void>;
  list(memberKey: string): Promise<ChangeSetSummary[]>;
  /** The set, or undefined when it is not this member's (or no longer kept). */
  get(memberKey: string, id: string): Promise<ChangeSet | undefined>;
}

const indexKey = (memberKey: string) => `index:${memberKey}`;
const setKey = (id: string) => `set:${id}`;

export function createChangeLogStore(
  store: UseStore = createStore('adpanel-activity', 'change-sets'),
  cap = CHANGE_LOG_CAP,
): ChangeLogStore {
  return {
    record(set) {
      // One transaction: the index, the new set and the sets it pushes out agree.
      return store('readwrite', async (objects) => {
        const index =
          ((await promisifyRequest(objects.get(indexKey(set.member.key)))) as
            ChangeSetSummary[] | undefined) ?? [];
        const next = [summarize(set), ...index.filter((entry) => entry.id !== set.id)];
        objects.put(next.slice(0, cap), indexKey(set.member.key));
        objects.put(set, setKey(set.id));
        for (const dropped of next.slice(cap)) objects.delete(setKey(dropped.id));
        return promisifyRequest(objects.transaction);
      });
    },
    async list(memberKey) {
      return (await get<ChangeSetSummary[]>(indexKey(memberKey), store)) ?? [];
    },
    async get(memberKey, id) {
      const set = await get<ChangeSet>(setKey(id), store);
      return set?.member.key === memberKey ? set : undefined;
    },
  };
}
