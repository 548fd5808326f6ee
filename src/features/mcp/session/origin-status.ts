import { withoutTrailingSlashes } from '@/lib/trim-end';

type FetchFn = (url: string, init?: RequestInit) => Promise<Response>;

/** /health and /ready of an MCP origin, for the page's status line. */
export interface OriginStatus {
  /**
   * invalid: /health or /ready answered 421, the origin is not an enabled
   * customer MCP host (NOT_A_VALID_HOST); ok: they answered something else;
   * unknown: neither answered.
   */
  host: 'ok' | 'invalid' | 'unknown';
  /** ok: /health answered 2xx (the process responds). */
  health: 'ok' | 'down';
  /** The status /health answered with when it was not 2xx (absent: no answer at all). */
  healthStatus?: number;
  /** unknown: /ready could not be read, or answered neither 2xx nor 503. */
  ready: 'ready' | 'unavailable' | 'unknown';
  /** The boolean checks /ready reported (the reference API: database, oauthStorage). */
  checks?: Record<string, boolean>;
  /** Epoch ms. */
  checkedAt: number;
}

// A status line should not hang on a server that accepts and never answers.
const STATUS_TIMEOUT_MS = 5_000;

/** The answer, or null when none came. */
const get = (fetchFn: FetchFn, url: string): Promise<Response | null> =>
  fetchFn(url, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(STATUS_TIMEOUT_MS),
  }).catch(() => null);

/** Bodies are "not shown" by the contract: any body, or none, is accepted. */
function checksOf(body: unknown): Record<string, boolean> | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const checks = Object.fromEntries(
    Object.entries(body).filter(
      (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
    ),
  );
  return Object.keys(checks).length > 0 ? checks : undefined;
}

export async function fetchOriginStatus(origin: string, fetchFn?: FetchFn): Promise<OriginStatus> {
  const base = withoutTrailingSlashes(origin);
  const send = fetchFn ?? globalThis.fetch.bind(globalThis);
  const [health, ready] = await Promise.all([
    get(send, `${base}/health`),
    get(send, `${base}/ready`),
  ]);
  await health?.body?.cancel().catch(() => {});
  const answers = [health, ready].filter((res) => res !== null);
  const status: OriginStatus = {
    host: answers.some((res) => res.status === 421)
      ? 'invalid'
      : answers.length > 0
        ? 'ok'
        : 'unknown',
    health: health?.ok ? 'ok' : 'down',
    ready: ready?.ok ? 'ready' : ready?.status === 503 ? 'unavailable' : 'unknown',
    checkedAt: Date.now(),
  };
  if (health && !health.ok) status.healthStatus = health.status;
  const checks = ready ? checksOf(await ready.json().catch(() => undefined)) : undefined;
  if (checks) status.checks = checks;
  return status;
}
