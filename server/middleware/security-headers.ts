import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Env } from '../env';

/**
 * The dashboard's policy, built from the settings (decision 034). Scripts only
 * from our origin (no inline scripts); inline styles are allowed because
 * recharts writes style attributes. The dashboard calls its own origin and the
 * MCP origin config.json names, which this server always sets to one of
 * env.mcp.origins (dashboard-config.ts): connect-src lists exactly those.
 * Campaign icons and images live on the ad service's CDN, a host only the
 * operator knows: img-src names it through CSP_IMG_ORIGINS, nothing by default.
 */
export function contentSecurityPolicy(env: Pick<Env, 'mcp' | 'csp'>): string {
  const list = (...origins: string[][]) => [...new Set(origins.flat())].join(' ');
  const connect = list(
    env.mcp.origins.map((entry) => entry.origin),
    env.csp.connectOrigins,
  );
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' ${list(env.csp.imgOrigins)}`.trim(),
    "font-src 'self'",
    `connect-src 'self' ${connect}`.trim(),
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Nothing of the dashboard uses these; an injected frame or script cannot either. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/** A year; no includeSubDomains: this server cannot speak for its parent's other hosts. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * HTTPS as the browser saw it: the request's own scheme, or behind a proxy
 * that terminates TLS (TRUST_PROXY) its X-Forwarded-Proto. Without
 * TRUST_PROXY the header is anyone's to send, so it is not believed.
 */
function arrivedOverHttps(c: Context, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (!trustProxy) return false;
  const first = c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

/**
 * On every response: HTML, assets, API answers and errors alike. A response
 * that sets its own policy keeps it (the MCP consent page widens form-action).
 */
export function securityHeaders(env: Pick<Env, 'mcp' | 'csp' | 'trustProxy'>) {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(env),
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  return createMiddleware(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers))
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    if (arrivedOverHttps(c, env.trustProxy))
      c.res.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  });
}
