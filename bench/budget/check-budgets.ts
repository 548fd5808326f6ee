import { CONFINED_PACKAGES, JS_BUDGETS } from './js-budgets';
import { sum, type FileSize, type RouteBundle } from './route-bundles';

export interface RouteCheck {
  path: string;
  jsGzipKb: number;
  budgetKb?: number;
  /** The first view with what the page requests on entry (ROUTES' `onEntry`), when it requests any. */
  fetchedGzipKb?: number;
  fetchedBudgetKb?: number;
  /** Confined packages this route loads: "(on entry)" when requested on entry, "(lazy)" when later. */
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
    // A measured route without a budget would be guarded by nothing (a lost entry
    // of js-budgets.ts passed the gate once).
    if (budgetKb === undefined)
      violations.push(`${route.path} is measured but has no budgetKb in js-budgets.ts`);
    if (budgetKb !== undefined && jsGzipKb > budgetKb)
      violations.push(
        `${route.path} loads ${jsGzipKb.toFixed(1)} KB of JavaScript (gzip) on first view; its budget is ${budgetKb} KB`,
      );
    // The ratchet: a route that got lighter takes its budget down with it.
    if (budgetKb !== undefined && budgetKb > ratchetBudget(jsGzipKb))
      violations.push(
        `${route.path} loads ${jsGzipKb.toFixed(1)} KB; its budget of ${budgetKb} KB is more than ${RATCHET_SLACK_KB} KB above that: lower it to ${ratchetBudget(jsGzipKb)} KB (budgets only go down)`,
      );
    // What Chromium fetches on the first view: the first view and what the page
    // requests on entry. Budgeted on its own, with the same ratchet.
    const fetchedGzipKb = route.onEntry.size
      ? jsGzipKb + sum(route.onEntry.keys(), sizeOf, 'gzip') / 1024
      : undefined;
    const fetchedBudgetKb = budgets[route.path]?.fetchedBudgetKb;
    if (fetchedGzipKb !== undefined && fetchedBudgetKb === undefined)
      violations.push(
        `${route.path} requests ${(fetchedGzipKb - jsGzipKb).toFixed(1)} KB more on entry but has no fetchedBudgetKb`,
      );
    if (fetchedBudgetKb !== undefined && fetchedGzipKb === undefined)
      violations.push(
        `${route.path} has a fetchedBudgetKb but requests nothing on entry: drop it (budgetKb holds it)`,
      );
    if (fetchedBudgetKb !== undefined && fetchedGzipKb !== undefined) {
      if (fetchedGzipKb > fetchedBudgetKb)
        violations.push(
          `${route.path} fetches ${fetchedGzipKb.toFixed(1)} KB of JavaScript (gzip) with what it requests on entry; its budget is ${fetchedBudgetKb} KB`,
        );
      if (fetchedBudgetKb > ratchetBudget(fetchedGzipKb))
        violations.push(
          `${route.path} fetches ${fetchedGzipKb.toFixed(1)} KB with what it requests on entry; its budget of ${fetchedBudgetKb} KB is more than ${RATCHET_SLACK_KB} KB above that: lower it to ${ratchetBudget(fetchedGzipKb)} KB (budgets only go down)`,
        );
    }
    const packages: string[] = [];
    for (const pkg of confined) {
      const holds = (files: Map<string, string[]>) =>
        [...files.values()].some((ids) => ids.some((id) => pkg.pattern.test(id)));
      const first = holds(route.js);
      const entered = holds(route.onEntry);
      const later = holds(route.lazy);
      if (first) packages.push(pkg.name);
      else if (entered) packages.push(`${pkg.name} (on entry)`);
      else if (later) packages.push(`${pkg.name} (lazy)`);
      if ((first || entered || later) && !pkg.routes.includes(route.path))
        violations.push(
          pkg.routes.length
            ? `${route.path} loads ${pkg.name}, which belongs only to ${pkg.routes.join(', ')}`
            : `${route.path} loads ${pkg.name}, which no route should load`,
        );
    }
    return { path: route.path, jsGzipKb, budgetKb, fetchedGzipKb, fetchedBudgetKb, packages };
  });
  return { checks, violations };
}
