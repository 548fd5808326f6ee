import { CONFINED_PACKAGES, JS_BUDGETS } from './js-budgets';
import { sum, type FileSize, type RouteBundle } from './route-bundles';

export interface RouteCheck {
  path: string;
  jsGzipKb: number;
  budgetKb?: number;
  /** Confined packages this route loads, "(lazy)" when only after first view. */
  packages: string[];
}

export interface BudgetReport {
  checks: RouteCheck[];
  /** Each broken rule in a sentence; empty when every budget holds. */
  violations: string[];
}

/** What a budget may be at most: the measured size plus this, so a saving is kept. */
export const RATCHET_SLACK_KB = 1;

/** The budget a route measured at `kb` gets: + 1 KB, rounded up to a tenth. */
export function ratchetBudget(kb: number): number {
  return Math.ceil((kb + RATCHET_SLACK_KB) * 10) / 10;
}

/** The budgets and package rules of js-budgets.ts applied to measured routes. */
export function checkBudgets(
  routes: readonly RouteBundle[],
  sizeOf: (file: string) => FileSize,
  budgets = JS_BUDGETS,
  confined = CONFINED_PACKAGES,
): BudgetReport {
  const violations: string[] = [];
  for (const path of Object.keys(budgets))
    if (!routes.some((r) => r.path === path))
      violations.push(`${path} has a budget but was not measured`);
  const checks = routes.map((route) => {
    const jsGzipKb = sum(route.js.keys(), sizeOf, 'gzip') / 1024;
    const budgetKb = budgets[route.path]?.budgetKb;
    if (budgetKb !== undefined && jsGzipKb > budgetKb)
      violations.push(
        `${route.path} loads ${jsGzipKb.toFixed(1)} KB of JavaScript (gzip) on first view; its budget is ${budgetKb} KB`,
      );
    // The ratchet: a route that got lighter takes its budget down with it.
    if (budgetKb !== undefined && budgetKb > ratchetBudget(jsGzipKb))
      violations.push(
        `${route.path} loads ${jsGzipKb.toFixed(1)} KB; its budget of ${budgetKb} KB is more than ${RATCHET_SLACK_KB} KB above that: lower it to ${ratchetBudget(jsGzipKb)} KB (budgets only go down)`,
      );
    const packages: string[] = [];
    for (const pkg of confined) {
      const holds = (files: Map<string, string[]>) =>
        [...files.values()].some((ids) => ids.some((id) => pkg.pattern.test(id)));
      const first = holds(route.js);
      const later = holds(route.lazy);
      if (first) packages.push(pkg.name);
      else if (later) packages.push(`${pkg.name} (lazy)`);
      if ((first || later) && !pkg.routes.includes(route.path))
        violations.push(
          `${route.path} loads ${pkg.name}, which belongs only to ${pkg.routes.join(', ')}`,
        );
    }
    return { path: route.path, jsGzipKb, budgetKb, packages };
  });
  return { checks, violations };
}
