/**
 * The ETag a server sent with a read, kept beside the object the read
 * became (decision 029). The contract has no lost-update protection; a
 * server that sends ETag gets If-Match back on the PUT built from that read,
 * and one that sends none is spoken to exactly as the contract says.
 *
 * Keyed by the parsed object, so "the tag of this read" cannot be confused
 * with the tag of another read of the same campaign. TanStack Query may hand
 * back an older object when a new read is deep-equal to it: equal campaigns
 * have equal tags, so the lookup still answers the right one.
 */
const tags = new WeakMap<object, string>();

export function rememberEntityTag(read: unknown, tag: string | null): void {
  if (tag && typeof read === 'object' && read !== null) tags.set(read, tag);
}

export function entityTagOf(read: unknown): string | undefined {
  return typeof read === 'object' && read !== null ? tags.get(read) : undefined;
}
