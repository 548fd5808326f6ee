import { createServer } from 'node:net';
import { freePorts, startReferenceProcess } from '../../server/testing/reference-process';

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

export { freePorts };

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const server = await startReferenceProcess({
    port: options.port,
    mcpPort: options.mcpPort,
    nodeArgs: options.nodeArgs,
    readyPath: '/api/v1/demo/accounts',
    env: {
      DB_PATH: options.dbPath,
      STATIC_DIR: options.staticDir,
      JWT_SECRET: options.jwtSecret,
      DEMO: 'true',
      TEST_HOOKS: 'false',
      ...options.extraEnv,
    },
  });
  return { origin: server.origin, stop: server.stop };
}
