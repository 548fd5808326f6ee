import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The official MCP conformance CLI (@modelcontextprotocol/conformance), run as
 * a child process: it must not block this process, which may be the one
 * serving the origin under test.
 */
const CLI = createRequire(import.meta.url).resolve(
  '@modelcontextprotocol/conformance/dist/index.js',
);
const BEARER_PRELOAD = fileURLToPath(new URL('./bearer-preload.mjs', import.meta.url));

export type CheckStatus = 'SUCCESS' | 'FAILURE' | 'WARNING' | 'INFO' | 'SKIPPED';

/** One entry of a scenario's checks.json. */
export interface ConformanceCheck {
  id: string;
  status: CheckStatus;
  errorMessage?: string;
  details?: unknown;
}

export interface ConformanceRun {
  /** 0 when every failure is in the expected-failures baseline and no listed one passes. */
  exitCode: number;
  output: string;
  /** The checks of every scenario that ran, by scenario name. */
  checks: Map<string, ConformanceCheck[]>;
}

function runCli(
  args: string[],
  options: { env?: NodeJS.ProcessEnv; timeoutMs: number },
): Promise<{ exitCode: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: options.timeoutMs,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (signal) reject(new Error(`conformance CLI stopped by ${signal}:\n${output}`));
      else resolve({ exitCode: code ?? 1, output });
    });
  });
}

/** The server scenarios the installed suite knows (`conformance list --server`). */
export async function listServerScenarios(): Promise<string[]> {
  const { exitCode, output } = await runCli([CLI, 'list', '--server'], { timeoutMs: 30_000 });
  if (exitCode !== 0) throw new Error(`conformance list failed:\n${output}`);
  return [...output.matchAll(/^[ \t]+- (\S+)(?: \[[^\]]*\])?$/gm)].map(([, name = '']) => name);
}

/** Results are saved as <dir>/server-<scenario>-<ISO time with - for :>/checks.json. */
const RESULT_DIR = /^server-(.+)-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/;

async function readChecks(outputDir: string): Promise<Map<string, ConformanceCheck[]>> {
  const checks = new Map<string, ConformanceCheck[]>();
  // No directory when the CLI stopped before any scenario: the output says why.
  const entries = await readdir(outputDir).catch(() => []);
  for (const entry of entries) {
    const scenario = RESULT_DIR.exec(entry)?.[1];
    if (!scenario) continue;
    const text = await readFile(join(outputDir, entry, 'checks.json'), 'utf8');
    checks.set(scenario, JSON.parse(text) as ConformanceCheck[]);
  }
  return checks;
}

/**
 * Every server scenario (`--suite all`) against `url`, each request to its
 * origin carrying the bearer token, with `expectedFailures` as the baseline.
 */
export async function runServerScenarios(options: {
  url: string;
  bearer: string;
  expectedFailures: string[];
  timeoutMs: number;
}): Promise<ConformanceRun> {
  const workDir = await mkdtemp(join(tmpdir(), 'mcp-conformance-'));
  try {
    const baseline = join(workDir, 'expected-failures.yml');
    await writeFile(
      baseline,
      `server:\n${options.expectedFailures.map((name) => `  - ${name}\n`).join('')}`,
    );
    const outputDir = join(workDir, 'results');
    const { exitCode, output } = await runCli(
      [
        '--import',
        BEARER_PRELOAD,
        CLI,
        'server',
        '--url',
        options.url,
        '--suite',
        'all',
        '--expected-failures',
        baseline,
        '-o',
        outputDir,
      ],
      {
        env: {
          CONFORMANCE_BEARER: options.bearer,
          CONFORMANCE_ORIGIN: new URL(options.url).origin,
        },
        timeoutMs: options.timeoutMs,
      },
    );
    return { exitCode, output, checks: await readChecks(outputDir) };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
