import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { apiScale } from './api-scale';
import { browserPages } from './browser-pages';
import { lighthouseBench } from './lighthouse';
import { bundleSizes } from './bundle-sizes';
import { bulkReads } from './bulk-reads';
import { mixedLoad } from './mixed-load';
import { machineLines } from './lib/machine';
import { mergeSections, splitSections } from './lib/results-file';
import { renderSection, type BenchModule, type BenchOptions, type Section } from './lib/report';

/**
 * `npm run bench [-- --only=api-scale,bundle-sizes --campaigns=100000 --requests=200
 * --warmup=20 --no-baseline --runs=5]`: runs every module (or the chosen ones) one after the
 * other and writes bench/results.md. Modules are independent: the browser measurements
 * of issue 8 (README, "Benchmarks") are added as further entries of MODULES.
 */
const MODULES: BenchModule[] = [
  apiScale,
  mixedLoad,
  bulkReads,
  bundleSizes,
  browserPages,
  lighthouseBench,
];

const RESULTS = fileURLToPath(new URL('./results.md', import.meta.url));

function parseArgs(argv: string[]): { only?: string[]; options: BenchOptions } {
  const options: BenchOptions = {
    campaigns: 100_000,
    requests: 200,
    warmup: 20,
    baseline: true,
    runs: 5,
  };
  let only: string[] | undefined;
  const whole = (name: string, value: string | undefined, min: number): number => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < min)
      throw new Error(`--${name} must be a whole number >= ${min}`);
    return n;
  };
  for (const arg of argv) {
    const [name, value] = arg.replace(/^--/, '').split('=', 2);
    if (name === 'only') only = (value ?? '').split(',').filter(Boolean);
    else if (name === 'campaigns') options.campaigns = whole(name, value, 1);
    else if (name === 'requests') options.requests = whole(name, value, 1);
    else if (name === 'warmup') options.warmup = whole(name, value, 0);
    else if (name === 'no-baseline') options.baseline = false;
    else if (name === 'runs') options.runs = whole(name, value, 1);
    else throw new Error(`Unknown option ${arg}`);
  }
  const unknown = only?.filter((id) => !MODULES.some((m) => m.id === id)) ?? [];
  if (unknown.length)
    throw new Error(`Unknown module ${unknown.join(', ')}: ${MODULES.map((m) => m.id).join(', ')}`);
  return { only, options };
}

async function main() {
  const args = process.argv.slice(2);
  const { only, options } = parseArgs(args);
  const command = ['npm run bench', ...(args.length ? ['--', ...args] : [])].join(' ');
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const started = new Date();
  const sections: Section[] = [];
  let failed = false;
  for (const module of MODULES.filter((m) => !only || only.includes(m.id))) {
    log(`bench: ${module.id}`);
    const t0 = performance.now();
    try {
      sections.push(await module.run({ options, log }));
    } catch (error) {
      // One broken area must not hide the others: its failure is reported in its place.
      failed = true;
      log(`bench: ${module.id} failed: ${error instanceof Error ? error.stack : String(error)}`);
      sections.push({
        title: module.title,
        tables: [],
        notes: [`Not measured: ${error instanceof Error ? error.message : String(error)}`],
      });
    }
    log(`bench: ${module.id} done in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  // Each section says when and how it was measured: a later run of some modules
  // replaces theirs and keeps the others (results-file.ts).
  const provenance = `_Measured ${started.toISOString().replace(/\.\d+Z$/, 'Z')} with \`${command}\`, Node ${process.version}, load average at start ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')}._`;
  const fresh = sections.map((s) => {
    const [heading = '', ...rest] = renderSection(s).split('\n\n');
    return { title: s.title, markdown: [heading, provenance, ...rest].join('\n\n') };
  });
  const previous =
    only && existsSync(RESULTS) ? splitSections(readFileSync(RESULTS, 'utf8')) : undefined;
  const header = [
    '# Benchmarks',
    [
      `Written by \`npm run bench\` (bench/run.ts); see the README's "Benchmarks" section. Timings are facts of this machine on this day, not test assertions. Each section names the run it comes from; \`--only=…\` re-measures those sections and keeps the others.`,
      '',
      ...machineLines(command, started),
    ].join('\n'),
  ].join('\n\n');
  const markdown = [
    previous?.header ?? header,
    ...mergeSections(previous?.sections ?? [], fresh).map((s) => s.markdown),
  ].join('\n\n');
  writeFileSync(RESULTS, `${markdown}\n`);
  log(`bench: wrote ${RESULTS}`);
  if (failed) process.exitCode = 1;
}

await main();
