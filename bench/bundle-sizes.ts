import { checkBudgets } from './budget/check-budgets';
import { JS_BUDGETS } from './budget/js-budgets';
import { measureRouteBundles, sum } from './budget/route-bundles';
import { measureRoutePackages, type PackageWeight } from './budget/route-packages';
import { kb, type BenchModule, type Table } from './lib/report';

/**
 * JavaScript and CSS loaded on the first view of each route, from a production
 * build (bench/budget/route-bundles.ts, the same measurement as the bundle gate
 * of `npm test`), beside the budgets of bench/budget/js-budgets.ts.
 */
export const bundleSizes: BenchModule = {
  id: 'bundle-sizes',
  title: 'JavaScript and CSS per route (production build, first view)',
  async run(ctx) {
    ctx.log('bundle-sizes: vite build into a temporary directory');
    const { routes, sizeOf, allJs } = await measureRouteBundles();
    const report = checkBudgets(routes, sizeOf);
    const rows = routes.map((route) => {
      const check = report.checks.find((c) => c.path === route.path);
      const budget = JS_BUDGETS[route.path];
      const gzipKb = sum(route.js.keys(), sizeOf, 'gzip') / 1024;
      const verdict = (limit: number) => `${limit} KB: ${gzipKb <= limit ? 'met' : 'miss'}`;
      return [
        route.path,
        String(route.js.size),
        kb(sum(route.js.keys(), sizeOf, 'raw')),
        kb(sum(route.js.keys(), sizeOf, 'gzip')),
        kb(sum(route.css, sizeOf, 'gzip')),
        budget ? verdict(budget.budgetKb) : '',
        budget?.targetKb !== undefined ? verdict(budget.targetKb) : budget ? 'same' : '',
        check?.fetchedGzipKb === undefined
          ? ''
          : `${kb(check.fetchedGzipKb * 1024)} (${route.onEntry.size} more files; budget ${
              check.fetchedBudgetKb ?? 'none'
            } KB: ${check.fetchedGzipKb <= (check.fetchedBudgetKb ?? 0) ? 'met' : 'miss'})`,
        route.lazy.size
          ? `${kb(sum(route.lazy.keys(), sizeOf, 'gzip'))} (${route.lazy.size} files)`
          : '',
        check?.packages.join(', ') || 'neither',
      ];
    });
    const table: Table = {
      head: [
        'Route',
        'JS files',
        'JS KB',
        'JS KB gzip',
        'CSS KB gzip',
        'Budget (npm test)',
        'Issue 8 target',
        'With what it requests on entry, KB gzip',
        'Lazy JS KB gzip',
        'recharts / MCP SDK',
      ],
      align: ['l', 'r', 'r', 'r', 'r', 'l', 'l', 'l', 'r', 'l'],
      rows,
    };
    ctx.log('bundle-sizes: a throw-away build with source maps, first views by package');
    const TOP = 12;
    const packageTable = (caption: string, packages: PackageWeight[]): Table => {
      const total = packages.reduce((a, p) => a + p.gzip, 0);
      const rest = packages.slice(TOP);
      const row = (name: string, raw: number, gzip: number) => [
        name,
        kb(gzip),
        `${((100 * gzip) / total).toFixed(1)} %`,
        kb(raw),
      ];
      return {
        caption: `${caption} (${kb(total)} KB gzip)`,
        head: ['Package or app folder', 'KB gzip (est.)', 'Share', 'KB minified'],
        align: ['l', 'r', 'r', 'r'],
        rows: [
          ...packages.slice(0, TOP).map((p) => row(p.name, p.raw, p.gzip)),
          ...(rest.length
            ? [
                row(
                  `${rest.length} more`,
                  rest.reduce((a, p) => a + p.raw, 0),
                  rest.reduce((a, p) => a + p.gzip, 0),
                ),
              ]
            : []),
        ],
      };
    };
    const packageTables: Table[] = (await measureRoutePackages()).flatMap(
      ({ path, packages, fetchedPackages }) => [
        packageTable(`${path}: first-view JavaScript by package`, packages),
        ...(fetchedPackages
          ? [
              packageTable(
                `${path}: with what it requests on entry (what Chromium fetches), by package`,
                fetchedPackages,
              ),
            ]
          : []),
      ],
    );
    const exceptions = Object.entries(JS_BUDGETS)
      .filter(([, b]) => b.targetKb !== undefined)
      .map(
        ([path, b]) =>
          `${path}: budget ${b.budgetKb} KB${
            b.fetchedBudgetKb === undefined
              ? ''
              : `, ${b.fetchedBudgetKb} KB with what it requests on entry`
          }; target ${b.targetKb} KB. ${b.why}`,
      );
    return {
      title: this.title,
      intro: [
        'A production `vite build` (the project config, manifest on, no source maps) into a temporary directory. Per route (first view, signed in): the entry chunk of index.html and its static imports, plus the code-split chunks of every route file the URL matches and their static imports; CSS those chunks list. "With what it requests on entry" adds the dynamic imports a page requests while its first view loads (declared per route as `onEntry` in bench/budget/route-bundles.ts: the campaign table and saved views bar, the Search report\'s charts) and their static imports: what Chromium fetches, budgeted on its own (`fetchedBudgetKb`). "Lazy" is what else those chunks import dynamically (loaded on first use, e.g. a dialog), not included in either. KB = 1024 bytes; gzip is Node zlib at its default level, file by file. The same measurement is the bundle gate of `npm test` (bench/budget/bundle-budget.test.ts); the browser-pages section below cross-checks it against what Chromium actually requests.',
        "The tables by package come from a second, throw-away build with source maps: each byte of a minified first-view file is charged to the source its source-map segment points at, sources grouped by package (after the last node_modules/) or app folder, and each file's real gzip size shared out by raw bytes (gzip is not additive, so that column is an estimate that sums to the real total; bench/budget/package-weights.ts). A route that requests code on entry has a second table for everything its first view fetches (the campaign table's library is counted there, not in the first view).",
      ],
      tables: [table, ...packageTables],
      notes: [
        `The whole build: ${allJs.length} JavaScript files, ${kb(sum(allJs, sizeOf, 'gzip'))} KB gzip.`,
        ...exceptions,
        ...(report.violations.length
          ? report.violations.map((v) => `Gate broken: ${v}.`)
          : ['Every budget of the gate holds.']),
      ],
    };
  },
};
