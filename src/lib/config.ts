import * as z from 'zod/mini';
import { DEFAULT_CURRENCY, isKnownCurrency } from './format/currency';
import { DEFAULT_REPORT_TIME_ZONE, isKnownTimeZone } from './report-time-zone';

/**
 * Runtime configuration, fetched from config.json beside index.html, so one
 * build serves any deployment: replacing that file is all it takes.
 */
export const AppConfigSchema = z.object({
  baseUrl: z
    .string()
    .check(z.minLength(1, 'baseUrl is required (the advertiser API address ending in /api/v1)')),
  apiUrl: z.string().check(z.minLength(1, 'apiUrl is required (the publisher REST address)')),
  mcpOrigin: z.string().check(z.minLength(1, 'mcpOrigin is required (the MCP origin)')),
  authMode: z._default(z.enum(['token', 'session']), 'token'),
  demo: z._default(z.boolean(), false),
  /** The zone report days are counted in (decision 037). */
  reportTimeZone: z._default(
    z
      .string()
      .check(
        z.refine(
          isKnownTimeZone,
          'reportTimeZone must be a time zone name such as "UTC" or "Europe/Berlin"',
        ),
      ),
    DEFAULT_REPORT_TIME_ZONE,
  ),
  /** The ISO 4217 currency the API's amounts are in; every amount is shown in it (decision 051). */
  currency: z._default(
    z
      .string()
      .check(
        z.refine(
          isKnownCurrency,
          'currency must be an ISO 4217 currency code in capitals, such as "USD" or "EUR"',
        ),
      ),
    DEFAULT_CURRENCY,
  ),
});
export type AppConfig = z.infer<typeof AppConfigSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Resolves a URL that may be relative to the page; drops a trailing slash. */
export function resolveUrl(value: string, pageUrl: string): string {
  const url = new URL(value, pageUrl);
  return url.href.replace(/\/+$/, '');
}

export function parseConfig(raw: unknown, pageUrl: string): AppConfig {
  const parsed = AppConfigSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.') || 'config'}: ${issue.message}`)
      .join('; ');
    throw new ConfigError(`config.json is invalid — ${problems}`);
  }
  const config = parsed.data;
  try {
    return {
      ...config,
      baseUrl: resolveUrl(config.baseUrl, pageUrl),
      apiUrl: resolveUrl(config.apiUrl, pageUrl),
      mcpOrigin: new URL(config.mcpOrigin, pageUrl).origin,
    };
  } catch {
    throw new ConfigError('config.json is invalid — one of its URLs cannot be parsed');
  }
}

/**
 * The app's base address (Vite's BASE_URL against the page). config.json sits
 * beside index.html — at the base, not beside the current route: on a deep
 * link such as /reports/search it must not become /reports/config.json.
 */
export function appBaseUrl(pageUrl: string = window.location.href): string {
  return new URL(import.meta.env.BASE_URL, pageUrl).href;
}

/** Loads and parses config.json; relative URLs in it resolve against the app base. */
export async function loadConfig(
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
  baseUrl: string = appBaseUrl(),
): Promise<AppConfig> {
  const url = new URL('config.json', baseUrl).href;
  let response: Response;
  try {
    response = await fetchImpl(url, { cache: 'no-store' });
  } catch {
    throw new ConfigError(`config.json could not be loaded from ${url} (network error)`);
  }
  if (!response.ok) {
    throw new ConfigError(`config.json could not be loaded from ${url} (HTTP ${response.status})`);
  }
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    throw new ConfigError('config.json is not valid JSON');
  }
  return parseConfig(raw, baseUrl);
}
