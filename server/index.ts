import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createApp } from './app';
import { createMcpApp } from './mcp/mcp-app';
import { openDatabase } from './db/open';
import { readEnv } from './env';
import { listen } from './http/listen';
import { createDemoAccounts } from './routes/demo/demo.repository';

/** Starts the reference API: opens (creating and seeding on first start) the database file and serves. */
// A setting that must not start (see readEnv) is one clear line, not a stack trace.
const env = (() => {
  try {
    return readEnv();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
})();
if (env.dbPath !== ':memory:') mkdirSync(dirname(env.dbPath), { recursive: true });
const db = openDatabase(env.dbPath);
const app = createApp({ db, env });
const mcpApp = createMcpApp({ db, env });

const common = { hostname: env.host, socketIdleSeconds: env.socketIdleSeconds };
const server = listen({
  ...common,
  fetch: app.fetch,
  port: env.port,
  onListening: async (port) => {
    const origin = `http://${env.host === '0.0.0.0' ? 'localhost' : env.host}:${port}`;
    console.log(`adpanel reference API on ${origin} (database ${env.dbPath})`);
    console.log(`  advertiser API ${origin}/api/v1   publisher API ${origin}/pub`);
    if (!env.demo) return;
    const accounts = await createDemoAccounts(db, env.jwtSecret)();
    console.log(`Demo mode: credentials also at ${origin}/api/v1/demo/accounts`);
    for (const m of accounts.members)
      console.log(`  member ${m.uid} (${m.note ?? m.tenant})\n    token ${m.token}`);
    for (const p of accounts.publishers)
      console.log(`  publisher ${p.name} [${p.scopes.join(', ')}]\n    key ${p.key}`);
  },
});

// The customer MCP origin listens on its own port: a different origin from the REST API.
const mcpServer = listen({
  ...common,
  fetch: mcpApp.fetch,
  port: env.mcp.port,
  onListening: () => {
    for (const o of env.mcp.origins)
      console.log(`  MCP endpoint ${o.origin}/mcp (tenant ${o.tenant})`);
  },
});

// A taken port is a start-up error with a clear message, not a stack trace.
for (const [listener, name, port] of [
  [server, 'PORT', env.port],
  [mcpServer, 'MCP_PORT', env.mcp.port],
] as const) {
  listener.on('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `Port ${port} is already in use: stop the other server or set ${name}`
        : `Cannot listen on ${name} ${port}: ${error.message}`,
    );
    process.exit(1);
  });
}

function shutdown(signal: string) {
  console.log(`${signal}: closing`);
  mcpServer.close();
  server.close(() => {
    db.close();
    process.exit(0);
  });
  // Keep-alive connections can hold close() open; the database is consistent anyway (WAL).
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
