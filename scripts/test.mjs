// `npm test`: the suites in order, stopping at the first that fails, each timed.
// The tools are called directly (npm puts node_modules/.bin first on PATH):
// every nested npm would print the machine's npm warnings again. At the end one
// line per suite with its duration; under CI the same go to reports/durations.json,
// which .ci/summarize.mjs prints before its totals.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

export const SUITES = [
  ['runtime', 'node scripts/check-runtime.mjs'],
  ['eslint', 'eslint . --max-warnings=0'],
  ['prettier', 'prettier --check . --log-level warn'],
  ['tsc', 'tsc -b --noEmit'],
  // No import circle anywhere (dpdm; the command is package.json's lint:circles).
  ['circles', 'npm run -s lint:circles'],
  ['vitest', 'vitest run'],
  ['playwright', 'playwright test'],
];

export function formatSeconds(seconds) {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const m = Math.floor(seconds / 60);
  return `${m} min ${String(Math.round(seconds - m * 60)).padStart(2, '0')} s`;
}

const durations = [];
let status = 0;
for (const [name, command] of SUITES) {
  const started = performance.now();
  const run = spawnSync(command, { shell: true, stdio: 'inherit' });
  durations.push({ name, seconds: (performance.now() - started) / 1000 });
  status = run.status ?? 1;
  if (status !== 0) {
    console.error(`test: ${name} failed (${command})`);
    break;
  }
}

console.log(`test: ${durations.map((d) => `${d.name} ${formatSeconds(d.seconds)}`).join(' · ')}`);
if (process.env.CI) {
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/durations.json', JSON.stringify(durations, null, 2) + '\n');
}
process.exit(status);
