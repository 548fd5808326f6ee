import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/open';

/**
 * The seeded test database image, kept on disk between test files and runs.
 *
 * Seeding takes ~2.4 s (420 days of traffic). Vitest runs every test file in its
 * own process, so an image kept only in memory was seeded again by each of the
 * ~90 files that open a test app: about 110 s of a two-worker run. The file's name
 * carries the seed's inputs (the traffic end date and a hash of server/db's
 * sources), so a change to the seed or the schema makes a new image. It is written
 * to a temporary name and renamed: a worker never reads half of another's image.
 */
// Paths from the file's own path: a jsdom test's global URL is not Node's.
const HERE = dirname(fileURLToPath(import.meta.url));
const DB_SOURCES = join(HERE, '../db/');
const CACHE_DIR = join(HERE, '../../node_modules/.cache/adpanel-test-db/');

let fingerprint: string | undefined;

function sourcesFingerprint(): string {
  if (fingerprint) return fingerprint;
  const hash = createHash('sha256');
  for (const name of readdirSync(DB_SOURCES).sort()) {
    if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
    hash.update(name).update(readFileSync(DB_SOURCES + name));
  }
  fingerprint = hash.digest('hex').slice(0, 16);
  return fingerprint;
}

function readImage(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

const imagePrefix = () => `seed-${sourcesFingerprint()}-`;

/** Where the image of a seed with traffic up to `today` is kept. */
export function seedImagePath(today: string): string {
  return `${CACHE_DIR}${imagePrefix()}${today}.sqlite`;
}

/** The image of a database seeded with traffic up to `today`, seeded only if no file has it. */
export function seededImage(today: string): Buffer {
  const prefix = imagePrefix();
  const path = seedImagePath(today);
  const kept = readImage(path);
  if (kept) return kept;
  const seeded = openDatabase(':memory:', { today });
  const image = seeded.serialize();
  seeded.close();
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    // Images of an older seed are never read again.
    for (const name of readdirSync(CACHE_DIR))
      if (!name.startsWith(prefix)) rmSync(CACHE_DIR + name, { force: true });
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, image);
    renameSync(partial, path);
  } catch {
    // A read-only checkout still runs its tests, only slower.
  }
  return image;
}
