import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

/**
 * The production build the browser benchmarks load: the project config, into a
 * directory of the bench (dist/ belongs to `npm start` and the e2e suite), with the
 * Vite manifest so the network log can be compared with what the manifest promises.
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

export async function buildDashboard(outDir: string): Promise<Manifest> {
  await build({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false },
  });
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/**
 * The MCP console probes config.json's mcpOrigin on its first view: point it at the
 * bench's own MCP port, never at 8788 (someone else's server on this machine).
 */
export function pointConfigAt(outDir: string, mcpOrigin: string): void {
  const path = join(outDir, 'config.json');
  const config = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  writeFileSync(path, JSON.stringify({ ...config, mcpOrigin }, null, 2));
}

/** Raw and gzip bytes of a built file, gzip by Node zlib as bundle-sizes computes it. */
export function fileSizes(outDir: string, file: string): { raw: number; gzip: number } {
  const bytes = readFileSync(join(outDir, file));
  return { raw: bytes.length, gzip: gzipSync(bytes).length };
}

/** Files of `keys` and of everything they import statically (bundle-sizes' first view). */
export function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no ${key}`);
    files.add(chunk.file);
    for (const c of chunk.css ?? []) files.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  keys.forEach(visit);
  return files;
}

/** The entry chunk of index.html plus the code-split chunks of the given route files. */
export function firstViewKeys(manifest: Manifest, routeFiles: readonly string[]): string[] {
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry && c.src === 'index.html');
  if (!entry) throw new Error('no index.html entry in the manifest');
  const split = routeFiles.flatMap((f) =>
    Object.keys(manifest).filter((k) => k.startsWith(`src/routes/${f}?`)),
  );
  return [entry[0], ...split];
}
