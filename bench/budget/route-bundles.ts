import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

/**
 * JavaScript and CSS of each route's first view, from a production build written
 * to a temporary directory (dist/ is left alone). Read from the Vite manifest: the
 * entry (index.html) with its static imports, plus the code-split chunks of every
 * route file the URL matches (TanStack Router's autoCodeSplitting) with theirs.
 * Dynamic imports a page makes later (a chart, a dialog's form) are "lazy".
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The route files a URL matches, root to leaf (src/routes, file-based routing). */
export const ROUTES: readonly { path: string; files: readonly string[] }[] = [
  { path: '/sign-in', files: ['__root.tsx', 'sign-in.tsx'] },
  {
    path: '/campaigns',
    files: ['__root.tsx', '_app.tsx', '_app/campaigns/route.tsx', '_app/campaigns/index.tsx'],
  },
  {
    path: '/campaigns/$cid',
    files: ['__root.tsx', '_app.tsx', '_app/campaigns/route.tsx', '_app/campaigns/$cid.tsx'],
  },
  {
    path: '/reports/xml',
    files: ['__root.tsx', '_app.tsx', '_app/reports/route.tsx', '_app/reports/xml.tsx'],
  },
  {
    path: '/reports/search',
    files: ['__root.tsx', '_app.tsx', '_app/reports/route.tsx', '_app/reports/search.tsx'],
  },
  { path: '/mcp', files: ['__root.tsx', '_app.tsx', '_app/mcp.tsx'] },
];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface FileSize {
  raw: number;
  gzip: number;
}

export interface RouteBundle {
  path: string;
  /** First view: output files, with the module ids each holds. */
  js: Map<string, string[]>;
  css: Set<string>;
  /** What the page can load later (dynamic imports, recursively; other pages' chunks excluded), not in `js`. */
  lazy: Map<string, string[]>;
}

export interface BuildMeasure {
  routes: RouteBundle[];
  sizeOf(file: string): FileSize;
  allJs: string[];
}

/** Manifest keys of `keys` and of everything they import statically. */
function closureKeys(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const i of manifest[key]?.imports ?? []) visit(i);
  };
  keys.forEach(visit);
  return seen;
}

/** Files of `keys` and of everything they import statically. */
function closure(manifest: Manifest, keys: readonly string[]) {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no ${key}`);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  keys.forEach(visit);
  return { js, css };
}

export function sum(files: Iterable<string>, sizeOf: (f: string) => FileSize, key: keyof FileSize) {
  let total = 0;
  for (const f of files) total += sizeOf(f)[key];
  return total;
}

/** Builds the dashboard as `npm run build` does and measures every route's first view. */
export async function measureRouteBundles(): Promise<BuildMeasure> {
  const outDir = mkdtempSync(join(tmpdir(), 'adpanel-bundle-'));
  // Vite builds React's development bundle when NODE_ENV says so (vitest sets
  // "test"): measure what `npm run build` ships.
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
        sourcemap: false,
        reportCompressedSize: false,
      },
    });
    const manifest = JSON.parse(
      readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
    const entry = Object.entries(manifest).find(([, c]) => c.isEntry && c.src === 'index.html');
    if (!entry) throw new Error('no index.html entry in the manifest');

    // Which output file holds which modules, from the build's own output.
    const modulesOf = new Map<string, string[]>();
    for (const o of (Array.isArray(output) ? output : [output]).flatMap(
      (b) =>
        (b as { output?: { type: string; fileName: string; moduleIds?: string[] }[] }).output ?? [],
    ))
      if (o.type === 'chunk') modulesOf.set(o.fileName, o.moduleIds ?? []);
    const withModules = (files: Set<string>) =>
      new Map([...files].map((f) => [f, modulesOf.get(f) ?? []]));

    const sizes = new Map<string, FileSize>();
    for (const c of Object.values(manifest)) {
      for (const file of [c.file, ...(c.css ?? [])]) {
        if (sizes.has(file)) continue;
        const bytes = readFileSync(join(outDir, file));
        sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes).length });
      }
    }
    const sizeOf = (file: string) => {
      const s = sizes.get(file);
      if (!s) throw new Error(`no size for ${file}`);
      return s;
    };

    const isRouteChunk = (key: string) => key.startsWith('src/routes/') && key.includes('?');
    const routes = ROUTES.map(({ path, files }) => {
      for (const file of files)
        if (!existsSync(join(ROOT, 'src/routes', file)))
          throw new Error(`${path}: src/routes/${file} does not exist (update ROUTES)`);
      const splitOf = (file: string) =>
        Object.keys(manifest).filter((k) => k.startsWith(`src/routes/${file}?`));
      // The page itself must be found, or a route would be measured without it.
      const leaf = files[files.length - 1] ?? '';
      if (!splitOf(leaf).length) throw new Error(`${path}: no code-split chunk of ${leaf}`);
      const split = files.flatMap(splitOf);
      const first = [entry[0], ...split];
      const { js, css } = closure(manifest, first);
      // Everything the page can load later: dynamic imports of its chunks, and
      // theirs, recursively; other routes' pages are not this route's.
      const lazyKeys = new Set<string>();
      const pending = [...closureKeys(manifest, first)];
      while (pending.length) {
        const key = pending.pop() ?? '';
        for (const dynamic of manifest[key]?.dynamicImports ?? []) {
          if (lazyKeys.has(dynamic) || (isRouteChunk(dynamic) && !split.includes(dynamic)))
            continue;
          lazyKeys.add(dynamic);
          pending.push(...closureKeys(manifest, [dynamic]));
        }
      }
      const lazy = closure(manifest, [...lazyKeys]).js;
      for (const f of js) lazy.delete(f);
      return { path, js: withModules(js), css, lazy: withModules(lazy) };
    });
    const allJs = [...new Set(Object.values(manifest).map((c) => c.file))].filter((f) =>
      f.endsWith('.js'),
    );
    return { routes, sizeOf, allJs };
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    rmSync(outDir, { recursive: true, force: true });
  }
}
