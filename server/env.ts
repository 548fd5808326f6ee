/**
 * The only reader of process.env. Everything else receives an `Env`, so tests
 * build one in memory and never depend on the machine's environment.
 */
export interface Env {
  port: number;
  host: string;
  dbPath: string;
  jwtSecret: string;
  /** Serves GET /api/v1/demo/accounts and prints demo credentials at start. */
  demo: boolean;
  /** Server-only behaviour the dashboard's e2e tests rely on ("[server-422]" names). */
  testHooks: boolean;
  staticDir: string;
  /** True when JWT_SECRET was not set: acceptable only in demo mode. */
  usesDevSecret: boolean;
}

export const DEV_JWT_SECRET = 'adpanel-dev-secret-not-for-production-0123456789';

type Source = Record<string, string | undefined>;

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

function port(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new Error(`PORT must be 0-65535, got "${value}"`);
  return n;
}

export function readEnv(source: Source = process.env): Env {
  const demo = flag(source.DEMO, true);
  const secret = source.JWT_SECRET?.trim();
  return {
    port: port(source.PORT, 8787),
    host: source.HOST?.trim() || '127.0.0.1',
    dbPath: source.DB_PATH?.trim() || 'data/adpanel.sqlite',
    jwtSecret: secret || DEV_JWT_SECRET,
    demo,
    testHooks: flag(source.TEST_HOOKS, false),
    staticDir: source.STATIC_DIR?.trim() || 'dist',
    usesDevSecret: !secret,
  };
}
