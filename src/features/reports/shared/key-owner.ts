/**
 * Which key a stored list belongs to: a 32-bit FNV-1a of the key. Deliberately
 * lossy — enough to tell a handful of keys on one browser apart, far too
 * little to confirm a guessed key (billions of strings share each value).
 * The key itself is never stored (decision 037).
 */
export function keyOwner(publisherKey: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < publisherKey.length; i += 1) {
    hash ^= publisherKey.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
