import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { ROOT } from '../budget/manifest';

/**
 * The reference API as `npm start` runs it, in a child process of its own (so its
 * work is not the bench's, which also drives the browser), on loopback ports the
 * bench picks. `node --import tsx` keeps it one process: a signal to its group stops
 * everything it started, where `npx tsx` would leave a node child behind.
 */

export interface ServerOptions {
  dbPath: string;
  staticDir: string;
  jwtSecret: string;
  port: number;
  mcpPort: number;
  /** More environment for the server (e.g. API_QUOTA, REPORT_EXPORTS_PER_KEY). */
  extraEnv?: Record<string, string>;
  /** More node flags before the script (e.g. --cpu-prof). */
  nodeArgs?: string[];
}

export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

/** `count` ports of first..last that nobody listens on now (loopback). */
export async function freePortsIn(count: number, first: number, last: number): Promise<number[]> {
  const ports: number[] = [];
  for (let port = first; port <= last && ports.length < count; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const s = createServer();
      s.once('error', () => resolve(false));
      s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
    });
    if (free) ports.push(port);
  }
  if (ports.length < count) throw new Error(`No ${count} free ports in ${first}-${last}`);
  return ports;
}

/** Ports the system hands out as free now (ephemeral, so never 4179–4181 or 8787/8788). */
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

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const origin = `http://127.0.0.1:${options.port}`;
  const args = [...(options.nodeArgs ?? []), '--import', 'tsx', 'server/index.ts'];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(options.port),
      MCP_PORT: String(options.mcpPort),
      HOST: '127.0.0.1',
      DB_PATH: options.dbPath,
      STATIC_DIR: options.staticDir,
      JWT_SECRET: options.jwtSecret,
      DEMO: 'true',
      TEST_HOOKS: 'false',
      ...options.extraEnv,
    },
  });
  // The request log is drained (a full pipe would stall the server); the tail explains a failure.
  let tail = '';
  const keep = (chunk: Buffer) => (tail = (tail + chunk.toString()).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
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
  // Should the bench die without reaching stop(), the server goes with it.
  const onExit = () => killGroup('SIGKILL');
  process.once('exit', onExit);
  const stop = async () => {
    process.removeListener('exit', onExit);
    killGroup('SIGTERM');
    const timer = setTimeout(() => killGroup('SIGKILL'), 3000);
    await exit;
    clearTimeout(timer);
  };

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (exited) throw new Error(`The reference API exited while starting:\n${tail}`);
    try {
      const res = await fetch(`${origin}/api/v1/demo/accounts`);
      if (res.ok) return { origin, stop };
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
