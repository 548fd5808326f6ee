/**
 * The HTTP plumbing of the OAuth steps: a network failure becomes a sentence
 * naming the URL, and an OAuth error body ({error, error_description},
 * RFC 6749 §5.2) becomes the `server` part of McpFlowError / McpHttpFailure.
 */

/** What these steps need of fetch: both `fetch` and the SDK's FetchLike fit. */
export type FetchFn = (url: string, init?: RequestInit) => Promise<Response>;

export interface ServerSaid {
  status?: number;
  error?: string;
  description?: string;
}

/** fetch, with "could not reach <url>" instead of a bare "Failed to fetch". */
export async function send(fetchFn: FetchFn, url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetchFn(url, init);
  } catch (err) {
    if (init?.signal?.aborted) throw err;
    const reason = err instanceof Error ? err.message : String(err);
    // A browser reports a CORS refusal and a dead server the same way.
    throw new Error(
      `could not reach ${url} (${reason}): is the origin up and does it allow this page?`,
    );
  }
}

/** The JSON body, or undefined when there is none or it is not JSON. */
export async function readJson(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return undefined;
  }
}

export function serverSaid(status: number, body: unknown): ServerSaid {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return {
    status,
    error: typeof record.error === 'string' ? record.error : undefined,
    description:
      typeof record.error_description === 'string' ? record.error_description : undefined,
  };
}

/** "invalid_grant: The refresh token was already used (HTTP 400)". */
export function describeServer(said: ServerSaid): string {
  const words = [said.error, said.description].filter(Boolean).join(': ');
  const status = said.status === undefined ? '' : `HTTP ${said.status}`;
  if (!words) return status || 'no answer';
  return status ? `${words} (${status})` : words;
}
