import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { kb, type BenchModule, type Table } from './lib/report';

/**
 * JavaScript and CSS loaded on the first view of each route, from a production
 * build written to a temporary directory (dist/ is left alone). Read from the Vite
 * manifest: the entry (index.html) with its static imports, plus the code-split
 * chunks of every route file the URL matches (TanStack Router's autoCodeSplitting
 * makes one lazy chunk per route component), each with its static imports.
 * Dynamic imports a page makes later (after a click) are not first view.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The route files a URL matches, root to leaf (src/routes, file-based routing). */
const ROUTES: { path: string; files: string[]; budgetKb?: number }[] = [
  { path: '/sign-in', files: ['__root.tsx', 'sign-in.tsx'], budgetKb: 120 },
  {
    path: '/campaigns',
    files: ['__root.tsx', '_app.tsx', '_app/campaigns/route.tsx', '_app/campaigns/index.tsx'],
    budgetKb: 150,
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

/** Packages the issue wants kept off most routes. */
const WATCHED = [
  { name: 'recharts', pattern: /node_modules\/recharts\// },
  { name: 'MCP SDK', pattern: /node_modules\/@modelcontextprotocol\/sdk\// },
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

interface OutputChunkLike {
  type: string;
  fileName: string;
  moduleIds?: string[];
  modules?: Record<string, unknown>;
}

/** Files of `keys` and of everything they import statically. */
function closure(manifest: Manifest, keys: string[]): { js: Set<string>; css: Set<string> } {
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

export const bundleSizes: BenchModule = {
  id: 'bundle-sizes',
  title: 'JavaScript and CSS per route (production build, first view)',
  async run(ctx) {
    const outDir = mkdtempSync(join(tmpdir(), 'adpanel-bundle-'));
    try {
      ctx.log(`bundle-sizes: vite build into ${outDir}`);
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
      const entries = Object.entries(manifest).filter(([, c]) => c.isEntry);
      const entry = entries.find(([, c]) => c.src === 'index.html')?.[0];
      if (!entry) throw new Error('no index.html entry in the manifest');

      // Which output file holds which packages (from the build's own output).
      const outputs = (Array.isArray(output) ? output : [output]).flatMap(
        (o) => (o as { output?: OutputChunkLike[] }).output ?? [],
      );
      const modulesOf = new Map<string, string[]>();
      for (const o of outputs)
        if (o.type === 'chunk')
          modulesOf.set(o.fileName, o.moduleIds ?? Object.keys(o.modules ?? {}));

      const sizes = new Map<string, { raw: number; gzip: number }>();
      const sizeOf = (file: string) => {
        let s = sizes.get(file);
        if (!s) {
          const bytes = readFileSync(join(outDir, file));
          s = { raw: bytes.length, gzip: gzipSync(bytes).length };
          sizes.set(file, s);
        }
        return s;
      };
      const sum = (files: Set<string>, key: 'raw' | 'gzip') =>
        [...files].reduce((total, f) => total + sizeOf(f)[key], 0);

      const rows: string[][] = [];
      for (const route of ROUTES) {
        const split = route.files.flatMap((f) =>
          Object.keys(manifest).filter((k) => k.startsWith(`src/routes/${f}?`)),
        );
        const { js, css } = closure(manifest, [entry, ...split]);
        // What the route's own chunks import dynamically (a lazy chart, say): loaded when
        // the page renders that part, so not counted as first view but shown beside it.
        const lazyKeys = split.flatMap((k) => manifest[k]?.dynamicImports ?? []);
        const lazy = closure(manifest, lazyKeys).js;
        for (const f of js) lazy.delete(f);
        const jsGzip = sum(js, 'gzip');
        const contains = (files: Set<string>) =>
          WATCHED.filter(({ pattern }) =>
            [...files].some((f) => (modulesOf.get(f) ?? []).some((id) => pattern.test(id))),
          ).map((w) => w.name);
        const watched = [...contains(js), ...contains(lazy).map((name) => `${name} (lazy)`)];
        rows.push([
          route.path,
          String(js.size),
          kb(sum(js, 'raw')),
          kb(jsGzip),
          kb(sum(css, 'gzip')),
          route.budgetKb === undefined
            ? ''
            : `${route.budgetKb} KB: ${jsGzip / 1024 <= route.budgetKb ? 'met' : 'miss'}`,
          lazy.size ? `${kb(sum(lazy, 'gzip'))} (${lazy.size} files)` : '',
          modulesOf.size ? watched.join(', ') || 'neither' : 'unknown',
        ]);
      }
      const table: Table = {
        head: [
          'Route',
          'JS files',
          'JS KB',
          'JS KB gzip',
          'CSS KB gzip',
          'JS gzip budget (issue 8)',
          'Lazy JS KB gzip',
          'recharts / MCP SDK',
        ],
        align: ['l', 'r', 'r', 'r', 'r', 'l', 'r', 'l'],
        rows,
      };
      const allJs = Object.values(manifest)
        .map((c) => c.file)
        .filter((f) => f.endsWith('.js'));
      return {
        title: this.title,
        intro: [
          'A production `vite build` (the project config, manifest on, no source maps) into a temporary directory. Per route (first view, signed in): the entry chunk of index.html and its static imports, plus the code-split chunks of every route file the URL matches and their static imports; CSS those chunks list. "Lazy" is what those route chunks import dynamically (loaded when the page renders that part, e.g. a chart), not included in the first-view columns. KB = 1024 bytes; gzip is Node zlib at its default level, file by file. This is static analysis of the manifest; a network log of a first view in the browser is still to come (README, "Benchmarks").',
        ],
        tables: [table],
        notes: [
          `The whole build: ${allJs.length} JavaScript files, ${kb(allJs.reduce((t, f) => t + sizeOf(f).gzip, 0))} KB gzip.`,
        ],
      };
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  },
};
