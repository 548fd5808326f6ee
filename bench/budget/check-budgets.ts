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
