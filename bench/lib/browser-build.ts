import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildProduction, closure, firstViewKeys, type Manifest } from '../budget/manifest';
import type { RouteFiles } from '../budget/route-bundles';

/**
 * The production build the browser benchmarks load: the project config, into a
 * directory of the bench (dist/ belongs to `npm start` and the e2e suite), with the
 * Vite manifest so the network log can be compared with what the manifest promises.
 */

export type { Manifest } from '../budget/manifest';

export async function buildDashboard(outDir: string): Promise<Manifest> {
  return (await buildProduction(outDir)).manifest;
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

/**
 * Files (JavaScript and CSS) of a route's first view with what it requests on
 * entry, as the bundle gate counts what Chromium fetches (route-bundles.ts).
 */
export function firstViewFiles(manifest: Manifest, route: RouteFiles): Set<string> {
  const { entry, split } = firstViewKeys(manifest, route.path, route.files);
  const { js, css } = closure(manifest, [entry, ...split, ...(route.onEntry ?? [])]);
  return new Set([...js, ...css]);
}
