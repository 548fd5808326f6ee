// Prints each step's duration, then, as the last line, "N passed, N failed"
// from the vitest and Playwright JSON reports. A suite that did not run (an
// earlier step failed) counts as one failure so a red run can never print
// "0 failed". Durations: the suites of `npm test` from reports/durations.json
// (scripts/test.mjs), npm ci and the next-runtime guard from the
// "name<TAB>start end" lines .ci/run writes (epoch seconds), the total from its start.
import { existsSync, readFileSync } from 'node:fs';
import { formatSeconds } from '../scripts/format-seconds.mjs';

const [vitestPath, playwrightPath, exitCode, durationsPath, stepsPath, runStarted] =
  process.argv.slice(2);
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
const steps = new Map(
  (stepsPath && existsSync(stepsPath) ? readFileSync(stepsPath, 'utf8') : '')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name, span = ''] = line.split('\t');
      const [start, end] = span.split(' ').map(Number);
      return [name, end - start];
    }),
);
const timed = [];
if (steps.has('npm ci')) timed.push(['npm ci', steps.get('npm ci')]);
for (const { name, seconds: s } of read(durationsPath) ?? []) timed.push([`npm test: ${name}`, s]);
for (const [name, s] of steps) if (name !== 'npm ci') timed.push([name, s]);
if (runStarted) timed.push(['total (.ci/run)', Date.now() / 1000 - Number(runStarted)]);
if (timed.length) {
  console.log('ci: durations');
  for (const [name, s] of timed) console.log(`  ${name.padEnd(22)} ${formatSeconds(s)}`);
}

const missing = [!vitest && 'vitest', !playwright && 'playwright'].filter(Boolean);
if (missing.length)
  console.log(`ci: no report from ${missing.join(', ')} (an earlier step failed)`);
if (Number(exitCode) !== 0 && failed === 0) failed = Math.max(1, missing.length);

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
