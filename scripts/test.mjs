// `npm test`: the suites in order, stopping at the first that fails, each timed.
// The static checks (eslint, prettier, tsc, circles) run side by side: together they
// took 85 s in a row on a 2-core machine. The type check is TypeScript 7's native
// compiler (`typescript-native`, decision 057): 41 → 17 s alone; ESLint's type-aware
// rules keep TypeScript 6 (typescript-eslint's supported range).
// Their output is held and printed whole when each ends, so it never interleaves.
// The tools are called directly (npm puts node_modules/.bin first on PATH):
// every nested npm would print the machine's npm warnings again. At the end one
// line per suite with its duration; under CI the same go to reports/durations.json,
// which .ci/summarize.mjs prints before its totals.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { formatSeconds } from './format-seconds.mjs';
import { setTimeout as sleep } from 'node:timers/promises';

/** Suites in order; the commands of one inner list run at the same time. */
export const SUITES = [
  ['runtime', 'node scripts/check-runtime.mjs'],
  [
    ['eslint', 'eslint . --max-warnings=0'],
    ['prettier', 'prettier --check . --log-level warn'],
    ['tsc', 'node node_modules/typescript-native/bin/tsc -b --noEmit'],
    // No import circle anywhere (dpdm; the command is package.json's lint:circles).
    ['circles', 'npm run -s lint:circles'],
  ],
  ['vitest', 'vitest run'],
  ['playwright', 'playwright test'],
];

/** Runs one command with its output held; resolves to its exit status and duration. */
function runHeld(name, command) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const text = Buffer.concat(output).toString();
      if (text)
        process.stdout.write(`test: ${name} said:\n${text}${text.endsWith('\n') ? '' : '\n'}`);
      resolve({ name, seconds, status: code ?? 1, command });
    });
  });
}

function runInline(name, command) {
  const started = performance.now();
  const run = spawnSync(command, { shell: true, stdio: 'inherit' });
  return { name, seconds: (performance.now() - started) / 1000, status: run.status ?? 1, command };
}

/**
 * .ci/run installs Chromium beside npm ci and the first suites, and names in
 * CI_CHROMIUM_READY a file it creates when the install has ended (well or not):
 * the browser tests wait for it. Outside CI the variable is unset and nothing waits.
 */
async function chromiumInstalled() {
  const ready = process.env.CI_CHROMIUM_READY;
  if (!ready || existsSync(ready)) return;
  console.log("test: waiting for .ci/run's Chromium install");
  const started = performance.now();
  while (!existsSync(ready)) await sleep(500);
  durations.push({ name: 'chromium wait', seconds: (performance.now() - started) / 1000 });
}

const durations = [];
let status = 0;
for (const suite of SUITES) {
  if (suite[0] === 'playwright') await chromiumInstalled();
  const results = Array.isArray(suite[0])
    ? await Promise.all(suite.map(([name, command]) => runHeld(name, command)))
    : [runInline(...suite)];
  for (const result of results) {
    durations.push({ name: result.name, seconds: result.seconds });
    if (result.status !== 0) {
      status = result.status;
      console.error(`test: ${result.name} failed (${result.command})`);
    }
  }
  if (status !== 0) break;
}

console.log(`test: ${durations.map((d) => `${d.name} ${formatSeconds(d.seconds)}`).join(' · ')}`);
if (process.env.CI) {
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/durations.json', JSON.stringify(durations, null, 2) + '\n');
}
process.exit(status);
