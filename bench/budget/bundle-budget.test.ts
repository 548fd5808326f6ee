import { beforeAll, describe, expect, it } from 'vitest';
import { checkBudgets } from './check-budgets';
import { JS_BUDGETS } from './js-budgets';
import { measureRouteBundles, type BuildMeasure, type RouteBundle } from './route-bundles';

// The bundle gate of `npm test`: a production build, measured route by route
// against bench/budget/js-budgets.ts. Sizes are deterministic for a given
// lockfile, so this is a gate and not a timing.

const KB = 1024;
const fakeSizes = (sizes: Record<string, number>) => (file: string) => ({
  raw: sizes[file] ?? 0,
  gzip: sizes[file] ?? 0,
});
const route = (
  path: string,
  js: Record<string, string[]>,
  lazy: Record<string, string[]> = {},
  onEntry: Record<string, string[]> = {},
) =>
  ({
    path,
    js: new Map(Object.entries(js)),
    css: new Set<string>(),
    onEntry: new Map(Object.entries(onEntry)),
    lazy: new Map(Object.entries(lazy)),
  }) satisfies RouteBundle;

describe('checkBudgets', () => {
  const budgets = { '/sign-in': { budgetKb: 10 } };
  const confined = [
    { name: 'recharts', pattern: /node_modules\/recharts\//, routes: ['/reports/xml'] },
  ];

  it('passes a route within its budget and a package where it belongs', () => {
    const report = checkBudgets(
      [
        route('/sign-in', { 'a.js': ['src/main.tsx'] }),
        route(
          '/reports/xml',
          { 'a.js': [] },
          { 'c.js': ['/x/node_modules/recharts/lib/index.js'] },
        ),
      ],
      fakeSizes({ 'a.js': 10 * KB, 'c.js': 50 * KB }),
      { ...budgets, '/reports/xml': { budgetKb: 10 } },
      confined,
    );
    expect(report.violations).toEqual([]);
    expect(report.checks.find((c) => c.path === '/reports/xml')?.packages).toEqual([
      'recharts (lazy)',
    ]);
  });

  it('names a route over its budget, by how much', () => {
    const report = checkBudgets(
      [route('/sign-in', { 'a.js': [], 'b.js': [] })],
      fakeSizes({ 'a.js': 8 * KB, 'b.js': 2.5 * KB }),
      budgets,
      confined,
    );
    expect(report.violations).toEqual([
      '/sign-in loads 10.5 KB of JavaScript (gzip) on first view; its budget is 10 KB',
    ]);
  });

  it('is a ratchet: a budget more than 1 KB above what the route loads must come down', () => {
    const report = checkBudgets(
      [route('/sign-in', { 'a.js': [] })],
      fakeSizes({ 'a.js': 8.5 * KB }),
      budgets,
      confined,
    );
    expect(report.violations).toEqual([
      '/sign-in loads 8.5 KB; its budget of 10 KB is more than 1 KB above that: lower it to 9.5 KB (budgets only go down)',
    ]);
    expect(
      checkBudgets(
        [route('/sign-in', { 'a.js': [] })],
        fakeSizes({ 'a.js': 9 * KB }),
        budgets,
        confined,
      ).violations,
    ).toEqual([]);
  });

  it('budgets what a page requests on entry with its first view, with the same ratchet', () => {
    const withEntry = (entrySizeKb: number, fetchedBudgetKb?: number) =>
      checkBudgets(
        [route('/sign-in', { 'a.js': [] }, {}, { 't.js': [] })],
        fakeSizes({ 'a.js': 9.5 * KB, 't.js': entrySizeKb * KB }),
        { '/sign-in': { budgetKb: 10, fetchedBudgetKb } },
        confined,
      );
    expect(withEntry(5, 15).violations).toEqual([]);
    expect(withEntry(5, 15).checks[0]).toMatchObject({ jsGzipKb: 9.5, fetchedGzipKb: 14.5 });
    expect(withEntry(6, 15).violations).toEqual([
      '/sign-in fetches 15.5 KB of JavaScript (gzip) with what it requests on entry; its budget is 15 KB',
    ]);
    expect(withEntry(3, 15).violations).toEqual([
      '/sign-in fetches 12.5 KB with what it requests on entry; its budget of 15 KB is more than 1 KB above that: lower it to 13.5 KB (budgets only go down)',
    ]);
    expect(withEntry(5).violations).toEqual([
      '/sign-in requests 5.0 KB more on entry but has no fetchedBudgetKb',
    ]);
    expect(
      checkBudgets(
        [route('/sign-in', { 'a.js': [] })],
        fakeSizes({ 'a.js': 9.5 * KB }),
        { '/sign-in': { budgetKb: 10, fetchedBudgetKb: 15 } },
        confined,
      ).violations,
    ).toEqual([
      '/sign-in has a fetchedBudgetKb but requests nothing on entry: drop it (budgetKb holds it)',
    ]);
  });

  it('names a confined package requested on entry', () => {
    const report = checkBudgets(
      [
        route(
          '/reports/xml',
          { 'a.js': [] },
          {},
          { 'c.js': ['/x/node_modules/recharts/lib/index.js'] },
        ),
        route('/campaigns', {}, {}, { 'c.js': ['/x/node_modules/recharts/lib/index.js'] }),
      ],
      fakeSizes({ 'a.js': 9 * KB, 'c.js': 2 * KB }),
      { '/reports/xml': { budgetKb: 9.5 }, '/campaigns': { budgetKb: 1 } },
      confined,
    );
    expect(report.checks[0]?.packages).toEqual(['recharts (on entry)']);
    // What a page requests on entry needs a budget, whether or not its first view has one.
    expect(report.violations).toEqual([
      '/reports/xml requests 2.0 KB more on entry but has no fetchedBudgetKb',
      '/campaigns requests 2.0 KB more on entry but has no fetchedBudgetKb',
      '/campaigns loads recharts, which belongs only to /reports/xml',
    ]);
  });

  it('names a confined package loaded elsewhere, even lazily, a budget never measured and a route measured without one', () => {
    const report = checkBudgets(
      [route('/campaigns', {}, { 'c.js': ['/x/node_modules/recharts/lib/index.js'] })],
      fakeSizes({}),
      budgets,
      confined,
    );
    expect(report.violations).toEqual([
      '/sign-in has a budget but was not measured',
      '/campaigns is measured but has no budgetKb in js-budgets.ts',
      '/campaigns loads recharts, which belongs only to /reports/xml',
    ]);
  });
});

describe('the production build', () => {
  let measure: BuildMeasure;
  beforeAll(async () => {
    measure = await measureRouteBundles();
  }, 180_000);

  it('keeps every route within its JavaScript budget and every confined package on its routes', () => {
    const report = checkBudgets(measure.routes, measure.sizeOf);
    expect(report.violations).toEqual([]);
    // The gate measured what it guards: every budgeted route, with real sizes.
    for (const path of Object.keys(JS_BUDGETS)) {
      const check = report.checks.find((c) => c.path === path);
      expect(check?.jsGzipKb).toBeGreaterThan(50);
    }
    expect(report.checks.find((c) => c.path === '/mcp')?.packages).toContain('MCP SDK');
    // What the list requests on entry is counted: the table's library among it.
    const list = measure.routes.find((r) => r.path === '/campaigns');
    expect(
      [...(list?.onEntry.values() ?? [])].flat().some((id) => id.includes('@tanstack/table-core')),
    ).toBe(true);
    expect(report.checks.find((c) => c.path === '/campaigns')?.fetchedGzipKb).toBeGreaterThan(
      report.checks.find((c) => c.path === '/campaigns')?.jsGzipKb ?? Infinity,
    );
  });
});
