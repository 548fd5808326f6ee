import { BlockList, isIP } from 'node:net';

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
  /** True when JWT_SECRET was not set (or set to the public one): acceptable only in demo mode. */
  usesDevSecret: boolean;
  /** TRUST_PROXY: X-Forwarded-Proto from the proxy in front says whether the request was HTTPS. */
  trustProxy: boolean;
  /** Origins the dashboard's CSP allows beyond its own and the MCP origins (decision 034). */
  csp: { connectOrigins: string[]; imgOrigins: string[] };
  mcp: McpEnv;
  /** Resource limits of /api/v1 and /pub (docs/decisions/035-rest-resource-limits.md). */
  limits: RestLimits;
  /**
   * SOCKET_IDLE_TIMEOUT: a connection with no bytes moving for this long while
   * a request or answer is under way is closed (a reader that stalls gives its
   * report slot and memory back). Idle keep-alive connections have their own,
   * longer timeout (server/http/listen.ts).
   */
  socketIdleSeconds: number;
}

/** API_QUOTA and REPORT_EXPORTS_PER_KEY; undefined = off. */
export interface RestLimits {
  /** Per member (or client address) and per publisher key: `requests` per `windowSeconds`. */
  quota?: { requests: number; windowSeconds: number };
  /** Report exports (/pub/xml/stats, /pub/publisher/search-report) running at once per key. */
  exportsPerKey?: number;
}

/** One enabled customer MCP origin and the tenant it serves. */
export interface McpOriginEntry {
  /** Scheme, host and port exactly as clients reach it, e.g. http://localhost:8788. */
  origin: string;
  tenant: string;
}

/** The remote tool endpoint (the second origin, docs/decisions/018-mcp-endpoint.md). */
export interface McpEnv {
  port: number;
  /** Valid customer MCP origins; any other Host gets 421. */
  origins: McpOriginEntry[];
  /** ALLOW_DIRECT_JWT: accept the member access JWT as bearer (off by default). */
  allowDirectJwt: boolean;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Per-token request budget on /mcp: `requests` per `windowSeconds`. */
  quota: { requests: number; windowSeconds: number };
  /** Per-client-address budget on the OAuth endpoints (register, token). */
  oauthQuota: { requests: number; windowSeconds: number };
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

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

/** "off" switches a limit off (benchmarks' "before", a trusted deployment). */
function isOff(value: string | undefined): boolean {
  return value?.trim().toLowerCase() === 'off';
}

/** "600/60" -> 600 requests per 60 seconds. */
function budget(name: string, value: string | undefined, fallback: string) {
  const [requests, windowSeconds] = (value?.trim() || fallback).split('/');
  return {
    requests: positive(name, requests, 0),
    windowSeconds: positive(name, windowSeconds, 0),
  };
}

/** CSP_IMG_ORIGINS="https://cdn.example.com,https://img.example.net": origins only. */
function originList(name: string, value: string | undefined): string[] {
  if (!value?.trim()) return [];
  return value.split(',').map((raw) => {
    const text = raw.trim();
    let origin: string | undefined;
    try {
      origin = new URL(text).origin;
    } catch {
      origin = undefined;
    }
    if (origin !== text.replace(/\/$/, '') || !/^https?:/.test(text))
      throw new Error(`${name} entry "${text}" must be an origin, scheme://host[:port]`);
    return origin;
  });
}

/**
 * MCP_ORIGINS="http://localhost:8788=acme,http://globex.localhost:8788=globex".
 * The default maps the demo tenants onto MCP_PORT.
 */
function mcpOrigins(value: string | undefined, mcpPort: number): McpOriginEntry[] {
  const text =
    value?.trim() || `http://localhost:${mcpPort}=acme,http://globex.localhost:${mcpPort}=globex`;
  return text.split(',').map((entry) => {
    const [raw = '', tenant = ''] = entry.trim().split('=');
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new Error(`MCP_ORIGINS entry "${entry}" is not origin=tenant`);
    }
    if (url.origin !== raw.replace(/\/$/, '') || !tenant)
      throw new Error(`MCP_ORIGINS entry "${entry}" must be scheme://host[:port]=tenant`);
    return { origin: url.origin, tenant };
  });
}

/**
 * Least length of JWT_SECRET with DEMO off, in bytes of its UTF-8 encoding:
 * exactly the HMAC key member tokens are signed with (`Buffer.from(secret,
 * 'utf8')`), and RFC 7518 §3.2 asks HS256 for a key of at least 256 bits. A
 * length is all a program can check: "aaaa…" passes, so the README asks for
 * random bytes (`openssl rand -base64 48`).
 */
export const MIN_JWT_SECRET_BYTES = 32;

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/**
 * A bind address only this machine can reach: `localhost`, or an IP address
 * in 127.0.0.0/8 or ::1 (bracketed or not; an IPv4-mapped 127.x counts too).
 * Decided by parsing the address, never by its first characters:
 * `127.evil.example` is a host name that anyone's DNS can point anywhere.
 */
function isLoopbackHost(host: string): boolean {
  const name = host.trim().toLowerCase();
  if (name === 'localhost') return true;
  const address = name.startsWith('[') && name.endsWith(']') ? name.slice(1, -1) : name;
  const family = isIP(address);
  if (family === 0) return false;
  return LOOPBACK.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Demo mode hands out member tokens to anyone who asks, and the development
 * secret is in the source, so anyone can sign tokens with it: both stay on
 * loopback unless the operator says ALLOW_INSECURE_DEMO=true. With DEMO off
 * (production, including behind a proxy on loopback) the secret must be one of
 * the operator's own and at least MIN_JWT_SECRET_BYTES long, whatever HOST is.
 * Thrown here so that nothing starts listening with them.
 */
function refuseInsecureStart(
  host: string,
  demo: boolean,
  secret: { dev: boolean; bytes: number },
  forced: boolean,
) {
  if (!demo && secret.dev)
    throw new Error(
      'JWT_SECRET must be set when DEMO is off: the built-in development secret is public.',
    );
  if (!demo && secret.bytes < MIN_JWT_SECRET_BYTES)
    throw new Error(
      `JWT_SECRET must be at least ${MIN_JWT_SECRET_BYTES} bytes when DEMO is off ` +
        `(it is ${secret.bytes}): anyone who guesses it can sign member tokens. ` +
        'Use random bytes, e.g. JWT_SECRET="$(openssl rand -base64 48)".',
    );
  if (forced || isLoopbackHost(host) || (!demo && !secret.dev)) return;
  const reasons = [
    demo && 'DEMO is on (GET /api/v1/demo/accounts hands out member tokens)',
    secret.dev && 'JWT_SECRET is the public development secret (anyone can sign member tokens)',
  ].filter(Boolean);
  throw new Error(
    `HOST=${host} is reachable from other machines, but ${reasons.join(' and ')}. ` +
      'Set DEMO=false and a JWT_SECRET of your own, or ALLOW_INSECURE_DEMO=true to start anyway.',
  );
}

export function readEnv(source: Source = process.env): Env {
  const demo = flag(source.DEMO, true);
  const mcpPort = port(source.MCP_PORT, 8788);
  const jwtSecret = source.JWT_SECRET?.trim() || DEV_JWT_SECRET;
  const usesDevSecret = jwtSecret === DEV_JWT_SECRET;
  const host = source.HOST?.trim() || '127.0.0.1';
  refuseInsecureStart(
    host,
    demo,
    { dev: usesDevSecret, bytes: Buffer.byteLength(jwtSecret, 'utf8') },
    flag(source.ALLOW_INSECURE_DEMO, false),
  );
  return {
    port: port(source.PORT, 8787),
    host,
    dbPath: source.DB_PATH?.trim() || 'data/adpanel.sqlite',
    jwtSecret,
    demo,
    testHooks: flag(source.TEST_HOOKS, false),
    staticDir: source.STATIC_DIR?.trim() || 'dist',
    usesDevSecret,
    trustProxy: flag(source.TRUST_PROXY, false),
    csp: {
      connectOrigins: originList('CSP_CONNECT_ORIGINS', source.CSP_CONNECT_ORIGINS),
      imgOrigins: originList('CSP_IMG_ORIGINS', source.CSP_IMG_ORIGINS),
    },
    mcp: {
      port: mcpPort,
      origins: mcpOrigins(source.MCP_ORIGINS, mcpPort),
      allowDirectJwt: flag(source.ALLOW_DIRECT_JWT, false),
      accessTokenTtlSeconds: positive('MCP_ACCESS_TOKEN_TTL', source.MCP_ACCESS_TOKEN_TTL, 600),
      refreshTokenTtlSeconds: positive(
        'MCP_REFRESH_TOKEN_TTL',
        source.MCP_REFRESH_TOKEN_TTL,
        30 * 24 * 3600,
      ),
      quota: budget('MCP_QUOTA', source.MCP_QUOTA, '600/60'),
      oauthQuota: budget('MCP_OAUTH_QUOTA', source.MCP_OAUTH_QUOTA, '120/60'),
    },
    limits: {
      quota: isOff(source.API_QUOTA) ? undefined : budget('API_QUOTA', source.API_QUOTA, '3000/10'),
      exportsPerKey: isOff(source.REPORT_EXPORTS_PER_KEY)
        ? undefined
        : positive('REPORT_EXPORTS_PER_KEY', source.REPORT_EXPORTS_PER_KEY, 2),
    },
    socketIdleSeconds: positive('SOCKET_IDLE_TIMEOUT', source.SOCKET_IDLE_TIMEOUT, 30),
  };
}
