import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildProduction, closure, firstViewKeys } from './manifest';
import { addWeights, bytesByPackage, type SourceMapLike } from './package-weights';
import { ROUTES } from './route-bundles';

export interface PackageWeight {
  name: string;
  raw: number;
  /** Estimated: the file's real gzip size shared by raw bytes (package-weights.ts). */
  gzip: number;
}

export interface RoutePackages {
  path: string;
  packages: PackageWeight[];
  /** Routes with `onEntry` imports: the same for everything the first view fetches. */
  fetchedPackages?: PackageWeight[];
}

/**
 * Each route's first-view JavaScript by package, from a throw-away production build
 * with source maps (the shipped build has none, and the cached one is left alone).
 */
export async function measureRoutePackages(): Promise<RoutePackages[]> {
  const outDir = mkdtempSync(join(tmpdir(), 'adpanel-packages-'));
  try {
    const { manifest } = await buildProduction(outDir, { sourcemap: true });
    const perFile = new Map<string, { bytes: Map<string, number>; gzip: number }>();
    const weigh = (file: string) => {
      const known = perFile.get(file);
      if (known) return known;
      const code = readFileSync(join(outDir, file), 'utf8');
      const mapFile = join(outDir, `${file}.map`);
      // The bundler's own runtime helpers come without a map.
      const bytes = existsSync(mapFile)
        ? bytesByPackage(code, JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapLike)
        : new Map([['(bundler runtime)', Buffer.byteLength(code)]]);
      const weighed = { bytes, gzip: gzipSync(code).length };
      perFile.set(file, weighed);
      return weighed;
    };
    const byPackage = (keys: readonly string[]): PackageWeight[] => {
      const totals = new Map<string, { raw: number; gzip: number }>();
      for (const file of closure(manifest, keys).js) {
        const { bytes, gzip } = weigh(file);
        addWeights(totals, bytes, gzip);
      }
      return [...totals].map(([name, w]) => ({ name, ...w })).sort((a, b) => b.gzip - a.gzip);
    };
    return ROUTES.map(({ path, files, onEntry }) => {
      const { entry, split } = firstViewKeys(manifest, path, files);
      const firstView = [entry, ...split];
      return {
        path,
        packages: byPackage(firstView),
        // What Chromium fetches: the first view plus what it requests on entry
        // (the campaign table's library is counted here, not in the first view).
        ...(onEntry?.length ? { fetchedPackages: byPackage([...firstView, ...onEntry]) } : {}),
      };
    });
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
