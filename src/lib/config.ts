import { isRecord, kindOf } from '@contract/wire-readers';
import { DEFAULT_CURRENCY, isKnownCurrency } from './format/currency';
import { DEFAULT_REPORT_TIME_ZONE, isKnownTimeZone } from './report-time-zone';
import { withoutTrailingSlashes } from './trim-end';

/**
 * Runtime configuration, fetched from config.json beside index.html, so one
 * build serves any deployment: replacing that file is all it takes.
 */
export interface AppConfig {
  baseUrl: string;
  apiUrl: string;
  mcpOrigin: string;
  authMode: 'token' | 'session';
  demo: boolean;
  /** The zone report days are counted in (decision 037). */
  reportTimeZone: string;
  /** The ISO 4217 currency the API's amounts are in; every amount is shown in it (decision 051). */
  currency: string;
}

/**
 * Checks config.json's fields, each problem in words that name the field. Plain
 * code, not a schema: it runs before the first paint (decision 059).
 */
function readConfig(raw: unknown): { config?: AppConfig; problems: string[] } {
  if (!isRecord(raw)) return { problems: [`config: expected an object, received ${kindOf(raw)}`] };
  const problems: string[] = [];
  const url = (key: 'baseUrl' | 'apiUrl' | 'mcpOrigin', required: string): string => {
    const value = raw[key];
    if (typeof value !== 'string')
      problems.push(`${key}: expected a string, received ${kindOf(value)}`);
    else if (value.length === 0) problems.push(`${key}: ${required}`);
    return typeof value === 'string' ? value : '';
  };
  const optional = <T>(
    key: string,
    fallback: T,
    valid: (value: unknown) => boolean,
    rule: string,
  ) => {
    const value = raw[key];
    if (value === undefined) return fallback;
    if (!valid(value)) problems.push(`${key}: ${rule}`);
    return value as T;
  };
  const config: AppConfig = {
    baseUrl: url('baseUrl', 'baseUrl is required (the advertiser API address ending in /api/v1)'),
    apiUrl: url('apiUrl', 'apiUrl is required (the publisher REST address)'),
    mcpOrigin: url('mcpOrigin', 'mcpOrigin is required (the MCP origin)'),
    authMode: optional(
      'authMode',
      'token' as const,
      (v) => v === 'token' || v === 'session',
      'expected "token" or "session"',
    ),
    demo: optional('demo', false, (v) => typeof v === 'boolean', 'expected true or false'),
    reportTimeZone: optional(
      'reportTimeZone',
      DEFAULT_REPORT_TIME_ZONE,
      (v) => typeof v === 'string' && isKnownTimeZone(v),
      'reportTimeZone must be a time zone name such as "UTC" or "Europe/Berlin"',
    ),
    currency: optional(
      'currency',
      DEFAULT_CURRENCY,
      (v) => typeof v === 'string' && isKnownCurrency(v),
      'currency must be an ISO 4217 currency code in capitals, such as "USD" or "EUR"',
    ),
  };
  return problems.length ? { problems } : { config, problems };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Resolves a URL that may be relative to the page; drops a trailing slash. */
export function resolveUrl(value: string, pageUrl: string): string {
  const url = new URL(value, pageUrl);
  return withoutTrailingSlashes(url.href);
}

export function parseConfig(raw: unknown, pageUrl: string): AppConfig {
  const { config, problems } = readConfig(raw);
  if (!config) throw new ConfigError(`config.json is invalid — ${problems.join('; ')}`);
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
