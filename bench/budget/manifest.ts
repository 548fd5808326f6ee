import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/**
 * The production build and its Vite manifest, as the bundle gate and the browser
 * benchmarks both read them: which files a route's first view loads.
 */

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface OutputChunk {
  type: string;
  fileName: string;
  moduleIds?: string[];
}

/**
 * `vite build` with the project config into `outDir`, manifest on, as `npm run build` ships;
 * `sourcemap` adds .map files beside the chunks (the minified code is the same).
 */
export async function buildProduction(
  outDir: string,
  { sourcemap = false }: { sourcemap?: boolean } = {},
): Promise<{ manifest: Manifest; chunks: OutputChunk[] }> {
  // Vite builds React's development bundle when NODE_ENV says so (vitest sets
  // "test"): build what `npm run build` ships.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const output = await build({
      root: ROOT,
      configFile: join(ROOT, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: {
        outDir,
        emptyOutDir: true,
        manifest: true,
        sourcemap,
        reportCompressedSize: false,
      },
    });
    const manifest = JSON.parse(
      readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
    const chunks = (Array.isArray(output) ? output : [output])
      .flatMap((b) => (b as { output?: OutputChunk[] }).output ?? [])
      .filter((o) => o.type === 'chunk');
    return { manifest, chunks };
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/** Manifest keys of `keys` and of everything they import statically. */
export function closureKeys(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`manifest has no ${key}`);
    seen.add(key);
    for (const i of manifest[key]?.imports ?? []) visit(i);
  };
  keys.forEach(visit);
  return seen;
}

/** JavaScript and CSS files of `keys` and of everything they import statically. */
export function closure(manifest: Manifest, keys: readonly string[]) {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of closureKeys(manifest, keys)) {
    const chunk = manifest[key];
    if (chunk?.file.endsWith('.js')) js.add(chunk.file);
    for (const c of chunk?.css ?? []) css.add(c);
  }
  return { js, css };
}

/**
 * The manifest keys of a route's first view: the entry chunk of index.html plus the
 * code-split chunks of the route files the URL matches (TanStack Router's
 * autoCodeSplitting). The page's own file must have one, or the route would be
 * measured without its page.
 */
export function firstViewKeys(
  manifest: Manifest,
  path: string,
  files: readonly string[],
): { entry: string; split: string[] } {
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry && c.src === 'index.html');
  if (!entry) throw new Error('no index.html entry in the manifest');
  for (const file of files)
    if (!existsSync(join(ROOT, 'src/routes', file)))
      throw new Error(`${path}: src/routes/${file} does not exist (update ROUTES)`);
  const splitOf = (file: string) =>
    Object.keys(manifest).filter((k) => k.startsWith(`src/routes/${file}?`));
  const leaf = files[files.length - 1] ?? '';
  if (!splitOf(leaf).length) throw new Error(`${path}: no code-split chunk of ${leaf}`);
  return { entry: entry[0], split: files.flatMap(splitOf) };
}

/**
 * Keys a first view can load later: dynamic imports of its chunks, and theirs,
 * recursively. Other routes' page chunks are those routes', not this one's.
 */
export function lazyKeys(manifest: Manifest, first: readonly string[]): Set<string> {
  const isRouteChunk = (key: string) => key.startsWith('src/routes/') && key.includes('?');
  const found = new Set<string>();
  const pending = [...closureKeys(manifest, first)];
  while (pending.length) {
    const key = pending.pop() ?? '';
    for (const dynamic of manifest[key]?.dynamicImports ?? []) {
      if (found.has(dynamic) || (isRouteChunk(dynamic) && !first.includes(dynamic))) continue;
      found.add(dynamic);
      pending.push(...closureKeys(manifest, [dynamic]));
    }
  }
  return found;
}
