import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureBuild } from './build-cache';
import { closure, firstViewKeys, lazyKeys } from './manifest';

/**
 * JavaScript and CSS of each route's first view, from the production build
 * build-cache.ts keeps (dist/ is left alone). Read from the Vite manifest: the
 * entry (index.html) with its static imports, plus the code-split chunks of every
 * route file the URL matches (TanStack Router's autoCodeSplitting) with theirs.
 * What the page imports dynamically while its first view loads is counted apart
 * (ROUTES' `onEntry`, decision 061); what it imports later (a dialog's form) is "lazy".
 */

export interface RouteFiles {
  path: string;
  /** The route files the URL matches, root to leaf (src/routes, file-based routing). */
  files: readonly string[];
  /**
   * Modules the page imports dynamically while its first view loads (manifest keys),
   * on a desktop screen: requested beside its data so that the first render draws
   * them. What Chromium fetches on the first view is the first view plus these
   * (e2e/first-view-scripts.spec.ts checks it in the browser).
   */
  onEntry?: readonly string[];
}

export const ROUTES: readonly RouteFiles[] = [
  { path: '/sign-in', files: ['__root.tsx', 'sign-in.tsx'] },
  {
    path: '/campaigns',
    files: ['__root.tsx', '_app.tsx', '_app/campaigns/route.tsx', '_app/campaigns/index.tsx'],
    // The table (with @tanstack/react-table) and the saved views bar, which the route
    // waits for (decision 058); the selection's actions, requested as the list runs.
    onEntry: [
      'src/features/campaigns/list/campaign-table.tsx',
      'src/features/campaigns/list/saved-views/saved-views-bar.tsx',
      'src/features/campaigns/list/selected-actions.tsx',
    ],
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
    // Its charts (recharts), requested as the page renders.
    onEntry: ['src/features/reports/search/report-charts.tsx'],
  },
  { path: '/activity', files: ['__root.tsx', '_app.tsx', '_app/activity.tsx'] },
  { path: '/mcp', files: ['__root.tsx', '_app.tsx', '_app/mcp.tsx'] },
];

export interface FileSize {
  raw: number;
  gzip: number;
}

export interface RouteBundle {
  path: string;
  /** First view: output files, with the module ids each holds. */
  js: Map<string, string[]>;
  css: Set<string>;
  /** What the page requests on entry beyond `js` (ROUTES' `onEntry` and their imports). */
  onEntry: Map<string, string[]>;
  /** What the page can load later (dynamic imports, recursively; other pages' chunks excluded), not in `js` or `onEntry`. */
  lazy: Map<string, string[]>;
}

export interface BuildMeasure {
  routes: RouteBundle[];
  sizeOf(file: string): FileSize;
  allJs: string[];
}

export function sum(files: Iterable<string>, sizeOf: (f: string) => FileSize, key: keyof FileSize) {
  let total = 0;
  for (const f of files) total += sizeOf(f)[key];
  return total;
}

/**
 * The dashboard built as `npm run build` does (the build the browser tests serve,
 * built once per state of the sources: build-cache.ts), every route's first view measured.
 */
export async function measureRouteBundles(): Promise<BuildMeasure> {
  const { dist: outDir, manifest, chunks } = await ensureBuild();
  // Which output file holds which modules, from the build's own output.
  const modulesOf = new Map(chunks.map((c) => [c.fileName, c.moduleIds ?? []]));
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

  const routes = ROUTES.map(({ path, files, onEntry = [] }) => {
    const { entry, split } = firstViewKeys(manifest, path, files);
    const first = [entry, ...split];
    const { js, css } = closure(manifest, first);
    const later = lazyKeys(manifest, first);
    for (const key of onEntry)
      if (!later.has(key)) throw new Error(`${path}: ${key} is not a dynamic import of its page`);
    const entered = closure(manifest, onEntry).js;
    const lazy = closure(manifest, [...later]).js;
    for (const f of js) {
      entered.delete(f);
      lazy.delete(f);
    }
    for (const f of entered) lazy.delete(f);
    return {
      path,
      js: withModules(js),
      css,
      onEntry: withModules(entered),
      lazy: withModules(lazy),
    };
  });
  const allJs = [...new Set(Object.values(manifest).map((c) => c.file))].filter((f) =>
    f.endsWith('.js'),
  );
  return { routes, sizeOf, allJs };
}
