import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildProduction, ROOT, type Manifest, type OutputChunk } from './manifest';

/**
 * One production build per state of the sources, shared by the bundle gate
 * (`vitest run`) and the server of the browser tests (Playwright's webServer):
 * `npm test` used to build the same dashboard twice (docs/decisions/046-test-suite-speed.md). The
 * build is `buildProduction` (what `npm run build` ships, plus the Vite
 * manifest), kept under node_modules/.cache/adpanel-build/<hash of its inputs>/
 * with the module ids of each output chunk beside it; dist/ is left to `npm start`.
 *
 * Inputs: every file under src/, contract/ and public/ but the tests, the files
 * at the root the build reads (index.html, the Vite, Tailwind and TypeScript
 * configs, the lockfile), this file and manifest.ts, and SOURCEMAP. A clean
 * clone always builds once; `BUILD_CACHE=off` builds afresh whatever is cached.
 */

export const CACHE_DIR = join(ROOT, 'node_modules', '.cache', 'adpanel-build');
/** The last build `ensureBuild` returned, for a server that serves it (playwright.config.ts). */
export const CURRENT_DIST = join(CACHE_DIR, 'current');

const INPUT_DIRS = ['src', 'contract', 'public'];
const INPUT_FILES = [
  'index.html',
  'vite.config.ts',
  'tailwind.config.ts',
  'tsconfig.json',
  'tsconfig.app.json',
  'package-lock.json',
  'bench/budget/manifest.ts',
  'bench/budget/build-cache.ts',
];
const isTest = (path: string) =>
  /\.test\.tsx?$/.test(path) || path.startsWith(`src${sep}testing${sep}`);
const KEEP = 3;

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** The hash of everything the production build reads (see above). */
export function inputsHash(): string {
  const files = [
    ...INPUT_DIRS.flatMap((dir) => filesUnder(join(ROOT, dir))).filter((f) => !isTest(f)),
    ...INPUT_FILES,
  ].sort();
  const hash = createHash('sha256');
  hash.update(`SOURCEMAP=${process.env.SOURCEMAP ?? ''}\0`);
  for (const file of files) {
    hash.update(`${file.split(sep).join('/')}\0`);
    hash.update(readFileSync(join(ROOT, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

export interface CachedBuild {
  /** The built dashboard (what `npm run build` writes to dist/), with .vite/manifest.json. */
  dist: string;
  manifest: Manifest;
  /** Output chunks with the module ids each holds (Rollup's output, which the manifest lacks). */
  chunks: OutputChunk[];
  /** Whether this call built it (false: an earlier one did). */
  built: boolean;
}

function read(dir: string): Omit<CachedBuild, 'built'> {
  const dist = join(dir, 'dist');
  return {
    dist,
    manifest: JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest,
    chunks: JSON.parse(readFileSync(join(dir, 'chunks.json'), 'utf8')) as OutputChunk[],
  };
}

/** Points CURRENT_DIST at `dist` (a symlink replaced by rename, so a reader never finds none). */
function pointCurrentAt(dist: string) {
  const link = `${CURRENT_DIST}.${process.pid}`;
  rmSync(link, { force: true });
  symlinkSync(relative(CACHE_DIR, dist), link);
  renameSync(link, CURRENT_DIST);
}

/** Removes all but the KEEP most recently used builds. */
function prune() {
  const builds = readdirSync(CACHE_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[0-9a-f]{16}$/.test(entry.name))
    .map((entry) => join(CACHE_DIR, entry.name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const old of builds.slice(KEEP)) rmSync(old, { recursive: true, force: true });
}

/** The production build of the sources as they are now: built if no earlier call built the same. */
export async function ensureBuild(): Promise<CachedBuild> {
  mkdirSync(CACHE_DIR, { recursive: true });
  const hash = inputsHash();
  const dir = join(CACHE_DIR, hash);
  const fresh = process.env.BUILD_CACHE === 'off';
  if (!fresh && existsSync(join(dir, 'chunks.json'))) {
    const now = new Date();
    utimesSync(dir, now, now);
    pointCurrentAt(join(dir, 'dist'));
    return { ...read(dir), built: false };
  }
  // Built beside and renamed into place: two runs at once never see half a build.
  const building = join(CACHE_DIR, `building-${process.pid}-${Date.now()}`);
  try {
    const { chunks } = await buildProduction(join(building, 'dist'));
    const kept = chunks.map(({ type, fileName, moduleIds }) => ({ type, fileName, moduleIds }));
    writeFileSync(join(building, 'chunks.json'), JSON.stringify(kept));
    rmSync(dir, { recursive: true, force: true });
    renameSync(building, dir);
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  pointCurrentAt(join(dir, 'dist'));
  prune();
  return { ...read(dir), built: true };
}

// `tsx bench/budget/build-cache.ts`: Playwright's webServer, before it serves CURRENT_DIST.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = performance.now();
  const { dist, built } = await ensureBuild();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`build-cache: ${built ? 'built' : 'reused'} ${relative(ROOT, dist)} (${seconds} s)`);
}
