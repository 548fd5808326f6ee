// Prints "N passed, N failed" from the vitest and Playwright JSON reports.
// A suite that did not run (an earlier step failed) counts as one failure so
// a red run can never print "0 failed".
import { existsSync, readFileSync } from 'node:fs';

const [vitestPath, playwrightPath, exitCode] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;

function read(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

const vitest = read(vitestPath);
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}
const playwright = read(playwrightPath);
if (playwright?.stats) {
  passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
  failed += playwright.stats.unexpected ?? 0;
  skipped += playwright.stats.skipped ?? 0;
}
const missing = [!vitest && 'vitest', !playwright && 'playwright'].filter(Boolean);
if (missing.length)
  console.log(`ci: no report from ${missing.join(', ')} (an earlier step failed)`);
if (Number(exitCode) !== 0 && failed === 0) failed = Math.max(1, missing.length);

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
