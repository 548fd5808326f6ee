// `npm run test:changed`: the inner loop. Vitest's --changed (the test files whose
// imports reach a changed file) and the Playwright specs whose pages changed.
// Changed means against HEAD (staged, unstaged and untracked files), or against
// the ref given: `npm run test:changed -- main` for everything since main;
// `-- --list` only says what would run.
// `npm test` stays the gate: this picks what a change most likely breaks.
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const args = process.argv.slice(2);
// --list: only say what would run.
const listOnly = args.includes('--list');
const base = args.find((a) => !a.startsWith('--')) ?? 'HEAD';
const git = (...args) =>
  execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
// As vitest reads it: commits since the ref (from where they forked), then staged,
// unstaged and untracked files.
const changed = [
  ...new Set([
    ...(base === 'HEAD' ? [] : git('diff', '--name-only', `${base}...HEAD`)),
    ...git('diff', '--name-only', 'HEAD'),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]),
];

/**
 * The dashboard's pages: the source files that make each, and how a spec names
 * it (its path, or the heading and link text a spec goes by). A spec that names
 * a page is taken when one of the page's files changed.
 */
const PAGES = [
  {
    page: '/sign-in',
    files: [/^src\/routes\/sign-in\.tsx$/, /^src\/features\/auth\//],
    named: [/['"`=]\/sign-in\b/, /'Sign in'/],
  },
  {
    page: '/ (home)',
    files: [/^src\/routes\/_app\/index\.tsx$/, /^src\/features\/home\//],
    named: [/name: 'Home'/, /goto\('\/'\)/, /toHaveURL\('\/'\)/],
  },
  {
    page: '/campaigns',
    files: [/^src\/routes\/_app\/campaigns\//, /^src\/features\/campaigns\//],
    named: [/['"`=]\/campaigns\b/, /'Campaigns'/],
  },
  {
    page: '/activity',
    files: [/^src\/routes\/_app\/activity\.tsx$/, /^src\/features\/campaigns\/(activity|write)\//],
    named: [/['"`=]\/activity\b/, /'Activity'/],
  },
  {
    page: '/reports/xml',
    files: [/^src\/routes\/_app\/reports\/(route|xml)\.tsx$/, /^src\/features\/reports\//],
    named: [/\/reports\/xml\b/, /'XML statistics'/],
  },
  {
    page: '/reports/search',
    files: [/^src\/routes\/_app\/reports\/(route|search)\.tsx$/, /^src\/features\/reports\//],
    named: [/\/reports\/search\b/, /'Search report'/],
  },
  {
    page: '/mcp',
    files: [/^src\/routes\/(_app\/mcp|mcp\.callback)\.tsx$/, /^src\/features\/mcp\//],
    named: [/['"`=]\/mcp\b/, /'MCP console'/],
  },
];

const isTest = (file) => /\.test\.tsx?$/.test(file) || file.startsWith('src/testing/');
const specs = readdirSync('e2e')
  .filter((f) => f.endsWith('.spec.ts'))
  .map((f) => `e2e/${f}`);
const text = new Map(specs.map((spec) => [spec, readFileSync(spec, 'utf8')]));

const chosen = new Set();
const why = [];
let everything = '';
for (const file of changed) {
  if (file.startsWith('e2e/') && file.endsWith('.spec.ts')) {
    if (text.has(file)) chosen.add(file);
  } else if (file.startsWith('e2e/') || file === 'playwright.config.ts') {
    everything ||= file;
  } else if (file.startsWith('src/') && !isTest(file)) {
    const pages = PAGES.filter(({ files }) => files.some((re) => re.test(file)));
    // Shared code (components, lib, the router, the shell) is on every page.
    if (!pages.length) everything ||= file;
    for (const { page, named } of pages) {
      why.push(`${file} → ${page}`);
      for (const spec of specs)
        if (named.some((re) => re.test(text.get(spec) ?? ''))) chosen.add(spec);
    }
  }
}
const e2e = everything ? specs : [...chosen].sort();

console.log(`test:changed: ${changed.length} changed file(s) against ${base}`);
if (everything) console.log(`  ${everything} is shared by every page: all ${specs.length} specs`);
else for (const line of why) console.log(`  ${line}`);
if (changed.some((f) => /^(server|contract)\//.test(f) && !isTest(f)))
  console.log(
    '  server/ and contract/ changes: their own tests run here; `npm run test:e2e` for all pages',
  );

if (listOnly) {
  console.log(`test:changed: vitest run --changed${base === 'HEAD' ? '' : `=${base}`}`);
  console.log(`test:changed: Playwright: ${e2e.length ? e2e.join(' ') : 'none'}`);
  process.exit(0);
}

const run = (command, argv) => spawnSync(command, argv, { stdio: 'inherit' }).status ?? 1;
const since = base === 'HEAD' ? '--changed' : `--changed=${base}`;
let status = run('vitest', ['run', since, '--passWithNoTests']);
if (e2e.length) {
  console.log(`test:changed: ${e2e.length} Playwright spec(s): ${e2e.join(' ')}`);
  status = run('playwright', ['test', ...e2e]) || status;
} else console.log('test:changed: no page changed, no Playwright spec');
process.exit(status);
