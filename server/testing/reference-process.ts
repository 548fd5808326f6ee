import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * The reference API as `npm start` runs it (server/index.ts), in a child
 * process of its own on loopback ports: what it does when a client misbehaves
 * is what a deployment does, and if it dies, the test sees it die instead of
 * an uncaught exception being caught by the test runner. `node --import tsx`
 * keeps it one process, so stopping its group stops everything it started.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Ports the system hands out as free now (ephemeral, so never 8787/8788). */
export async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  const ports = await Promise.all(
    servers.map(
      (s) =>
        new Promise<number>((resolve, reject) => {
          s.once('error', reject);
          s.listen(0, '127.0.0.1', () => {
            const address = s.address();
            resolve(typeof address === 'object' && address ? address.port : 0);
          });
        }),
    ),
  );
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return ports;
}

export interface ReferenceProcess {
  port: number;
  mcpPort: number;
  origin: string;
  /** True once the process has exited, for whatever reason. */
  exited(): boolean;
  /** Everything it wrote to stderr (an unexpected line is a finding). */
  stderr(): string;
  /** The lines its error handlers logged ("ERROR …": a 500 with its stack), each one a finding. */
  errorLines(): string[];
  /** The last 4 KB of stdout and stderr, to explain a failure. */
  tail(): string;
  stop(): Promise<void>;
  /** SIGKILL, as a power cut or the OOM killer: no shutdown code runs. */
  crash(): Promise<void>;
}

export async function startReferenceProcess(options: {
  env: Record<string, string>;
  nodeArgs?: string[];
  /** Path answered 200 once it listens; default /health. */
  readyPath?: string;
  /** Listening ports; free ephemeral ones by default. */
  port?: number;
  mcpPort?: number;
}): Promise<ReferenceProcess> {
  const [freePort = 0, freeMcpPort = 0] = options.port && options.mcpPort ? [] : await freePorts(2);
  const port = options.port ?? freePort;
  const mcpPort = options.mcpPort ?? freeMcpPort;
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', 'server/index.ts'],
    {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        DB_PATH: ':memory:',
        ...options.env,
        PORT: String(port),
        MCP_PORT: String(mcpPort),
      },
    },
  );
  // The request log is drained (a full pipe would stall the server).
  let tail = '';
  let stderr = '';
  const keep = (chunk: Buffer) => (tail = (tail + chunk.toString()).slice(-4000));
  const errorLines: string[] = [];
  let partial = '';
  child.stdout.on('data', (chunk: Buffer) => {
    keep(chunk);
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    errorLines.push(...lines.filter((line) => line.startsWith('ERROR ')));
  });
  child.stderr.on('data', (chunk: Buffer) => {
    keep(chunk);
    stderr += chunk.toString();
  });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const killGroup = (signal: NodeJS.Signals) => {
    if (exited || child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  // Should the test process die without reaching stop(), the server goes with it.
  const onExit = () => killGroup('SIGKILL');
  process.once('exit', onExit);
  const stop = async () => {
    process.removeListener('exit', onExit);
    killGroup('SIGTERM');
    const timer = setTimeout(() => killGroup('SIGKILL'), 3000);
    await exit;
    clearTimeout(timer);
  };
  const crash = async () => {
    process.removeListener('exit', onExit);
    killGroup('SIGKILL');
    await exit;
  };
  const running: ReferenceProcess = {
    port,
    mcpPort,
    origin,
    exited: () => exited,
    stderr: () => stderr,
    errorLines: () => [...errorLines],
    tail: () => tail,
    stop,
    crash,
  };

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (exited) throw new Error(`The reference API exited while starting:\n${tail}`);
    try {
      const res = await fetch(`${origin}${options.readyPath ?? '/health'}`);
      if (res.ok) return running;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The reference API did not answer on ${origin} within 30 s:\n${tail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
