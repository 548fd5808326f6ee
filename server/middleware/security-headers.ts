import { createMiddleware } from 'hono/factory';

/**
 * On every response: HTML, assets, API answers and errors alike.
 * Scripts only from our origin (no inline scripts); inline styles are allowed
 * because recharts writes style attributes. connect-src lists loopback on any
 * port because the dashboard talks to the MCP origin on another port.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self' http://localhost:* http://127.0.0.1:* http://*.localhost:* ws:",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** A response that sets its own policy keeps it (the MCP consent page widens form-action). */
export const securityHeaders = createMiddleware(async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(HEADERS))
    if (!c.res.headers.has(name)) c.res.headers.set(name, value);
});
