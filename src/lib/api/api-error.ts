import { readErrorBody, type FieldErrors } from '@contract/wire-readers';
import { parseRetryAfter } from './retry';

export type ApiArea = 'member' | 'publisher' | 'other';
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid-response';

/**
 * The one error every API call throws. Callers decide what to show: the
 * client never toasts or redirects.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly area: ApiArea;
  readonly fieldErrors: FieldErrors;
  readonly body: unknown;
  /** Milliseconds the server asked us to wait (Retry-After), if any. */
  readonly retryAfterMs: number | undefined;

  constructor(init: {
    status: number;
    kind: ApiErrorKind;
    area: ApiArea;
    message: string;
    fieldErrors?: FieldErrors;
    body?: unknown;
    retryAfterMs?: number;
  }) {
    super(init.message);
    this.status = init.status;
    this.kind = init.kind;
    this.area = init.area;
    this.fieldErrors = init.fieldErrors ?? {};
    this.body = init.body;
    this.retryAfterMs = init.retryAfterMs;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const DEFAULT_MESSAGES: Record<number, string> = {
  400: 'The request was refused.',
  401: 'Your session has expired or the credential was rejected.',
  402: 'Insufficient balance.',
  403: 'You are not allowed to do this.',
  404: 'Not found.',
  409: 'The data changed meanwhile.',
  422: 'Some fields are invalid.',
  429: 'Too many requests; please wait a moment.',
  503: 'The service is temporarily unavailable.',
};

export async function errorFromResponse(response: Response, area: ApiArea): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Non-JSON error pages (a proxy's HTML) keep their text as the body.
  }
  const { message, fieldErrors } = readErrorBody(body);
  const fallback = DEFAULT_MESSAGES[response.status] ?? `Request failed (HTTP ${response.status}).`;
  const usable = message && message.length < 500 && !/^\s*</.test(message) ? message : fallback;
  const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'));
  return new ApiError({
    status: response.status,
    kind: 'http',
    area,
    message: usable + waitNote(retryAfterMs),
    fieldErrors,
    body,
    retryAfterMs,
  });
}

/**
 * How long the server asked to wait, when it is longer than the client's own short retries
 * wait out: "Retry" pressed at once would only be refused again.
 */
function waitNote(ms: number | undefined): string {
  if (ms === undefined || ms < 5000) return '';
  const seconds = Math.ceil(ms / 1000);
  return ` The server asked to wait ${seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`} before trying again.`;
}

/**
 * The API client's temporary failures, the ones its read retries (retry.ts)
 * wait out: network errors, timeouts, 429 and 503.
 */
export function isTemporaryApiError(error: ApiError): boolean {
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && (error.status === 429 || error.status === 503);
}
