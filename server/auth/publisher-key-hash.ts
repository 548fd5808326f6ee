import { createHash } from 'node:crypto';

/**
 * Publisher keys are stored as SHA-256 hashes only. Keys are long random
 * strings, so a fast unsalted hash is enough: there is nothing to brute-force.
 */
export function hashPublisherKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}
