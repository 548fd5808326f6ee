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

/**
 * Each route's first-view JavaScript by package, from a throw-away production build
 * with source maps (the shipped build has none, and the cached one is left alone).
 */
export async function measureRoutePackages(): Promise<
  { path: string; packages: PackageWeight[] }[]
> {
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
    return ROUTES.map(({ path, files }) => {
      const { entry, split } = firstViewKeys(manifest, path, files);
      const totals = new Map<string, { raw: number; gzip: number }>();
      for (const file of closure(manifest, [entry, ...split]).js) {
        const { bytes, gzip } = weigh(file);
        addWeights(totals, bytes, gzip);
      }
      const packages = [...totals]
        .map(([name, w]) => ({ name, ...w }))
        .sort((a, b) => b.gzip - a.gzip);
      return { path, packages };
    });
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
