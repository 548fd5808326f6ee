import * as z from 'zod/mini';
import { MessageEnvelopeSchema, envelopeSchema } from '@contract/common';
import type { AppConfig } from '../config';
import { ApiError, errorFromResponse, isTemporaryApiError, type ApiArea } from './api-error';
import { rememberEntityTag } from './entity-tag';
import { joinUrl, withQuery, type Query } from './query-string';

/** Answers from this size on are parsed off the main thread (parse-json-off-thread.ts). */
const OFF_THREAD_BYTES = 1024 * 1024;
import { sleep as defaultSleep, withRetries } from './retry';

export interface Credentials {
  memberToken?: string;
  publisherKey?: string;
}

export interface ApiClientOptions {
  config: Pick<AppConfig, 'baseUrl' | 'apiUrl' | 'authMode'>;
  getCredentials: () => Credentials;
  fetch?: typeof fetch;
  /** Per attempt. */
  timeoutMs?: number;
  /** Waits between retries; resolves early when the signal aborts. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
}

interface GetOptions<S extends z.core.$ZodType> {
  query?: Query;
  schema: S;
  signal?: AbortSignal;
}

export interface ApiClient {
  member: {
    get<S extends z.core.$ZodType>(
      path: string,
      options: GetOptions<S> & { token?: string },
    ): Promise<z.output<S>>;
    put(
      path: string,
      body: unknown,
      options?: {
        signal?: AbortSignal;
        token?: string;
        /** The ETag of the read the body was built on (entityTagOf); sent as If-Match. */
        ifMatch?: string;
      },
    ): Promise<{ message?: string; data?: unknown }>;
  };
  publisher: {
    get<S extends z.core.$ZodType>(
      path: string,
      options: GetOptions<S> & { key?: string },
    ): Promise<z.output<S>>;
    download(
      path: string,
      options: { query?: Query; signal?: AbortSignal },
    ): Promise<{ blob: Blob; filename?: string }>;
  };
  other: {
    getJson<S extends z.core.$ZodType>(
      url: string,
      schema: S,
      options?: { signal?: AbortSignal },
    ): Promise<z.output<S>>;
  };
}

interface Send {
  area: ApiArea;
  method: 'GET' | 'PUT';
  url: string;
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
  credentials?: RequestCredentials;
  timeoutMs?: number;
}

/**
 * The one typed fetch client: builds URLs from the config, adds the member
 * bearer token or the publisher `token` parameter, unwraps the envelope,
 * parses with the contract schemas and throws one ApiError. GETs are retried
 * by the policy in retry.ts; writes never are.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 15_000;
  const sleep = options.sleep ?? defaultSleep;
  const { config } = options;

  // The body is read inside the attempt, so the timeout also covers an answer
  // whose headers arrive but whose body stalls.
  async function attempt<T>(req: Send, read: (response: Response) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    const onAbort = () => controller.abort(req.signal?.reason);
    req.signal?.addEventListener('abort', onAbort, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, req.timeoutMs ?? timeoutMs);
    try {
      const response = await fetchImpl(req.url, {
        method: req.method,
        headers: { Accept: 'application/json', ...req.headers },
        body: req.body,
        signal: controller.signal,
        credentials: req.credentials ?? 'omit',
        referrerPolicy: 'no-referrer',
      });
      if (!response.ok) throw await errorFromResponse(response, req.area);
      return await read(response);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (req.signal?.aborted) throw error; // the caller cancelled: not an API failure
      throw new ApiError({
        status: 0,
        kind: timedOut ? 'timeout' : 'network',
        area: req.area,
        message: timedOut
          ? 'The server did not answer in time.'
          : 'The API could not be reached. Check your connection and try again.',
      });
    } finally {
      clearTimeout(timer);
      req.signal?.removeEventListener('abort', onAbort);
    }
  }

  function send<T>(req: Send, read: (response: Response) => Promise<T>): Promise<T> {
    return withRetries(() => attempt(req, read), {
      read: req.method === 'GET',
      temporary: (error) =>
        error instanceof ApiError && isTemporaryApiError(error)
          ? { retryAfterMs: error.retryAfterMs }
          : undefined,
      signal: req.signal,
      sleep,
      random: options.random,
    });
  }

  async function readJson(
    response: Response,
    area: ApiArea,
    signal: AbortSignal | undefined,
  ): Promise<{ status: number; json: unknown }> {
    // A dropped or timed-out body rejects here; attempt() classifies it.
    const body = await response.arrayBuffer();
    try {
      if (body.byteLength < OFF_THREAD_BYTES)
        return { status: response.status, json: JSON.parse(new TextDecoder().decode(body)) };
      // A large answer (a 90-day Search report: 9 MB, 50–70 ms to parse) is parsed
      // in a worker, its rows handed over in slices: no long task on the page.
      const { parseJsonOffThread } = await import('./parse-json-off-thread');
      return { status: response.status, json: await parseJsonOffThread(body, signal) };
    } catch (error) {
      // Anything but a body that is not JSON (an abort, a chunk that failed to load) is no
      // verdict on the answer: attempt() classifies it.
      if (!(error instanceof SyntaxError)) throw error;
      throw new ApiError({
        status: response.status,
        kind: 'invalid-response',
        area,
        message: 'The server sent an answer that is not JSON.',
      });
    }
  }

  function parseWith<S extends z.core.$ZodType>(
    schema: S,
    value: unknown,
    area: ApiArea,
    status: number,
  ): z.output<S> {
    const parsed = z.safeParse(schema, value);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new ApiError({
      status,
      kind: 'invalid-response',
      area,
      message: `The server's answer could not be read${where}: ${issue?.message ?? 'unexpected shape'}.`,
      body: value,
    });
  }

  function memberAuth(token: string | undefined): Pick<Send, 'headers' | 'credentials'> {
    if (config.authMode === 'session') return { credentials: 'include' };
    const bearer = token ?? options.getCredentials().memberToken;
    return { headers: bearer ? { Authorization: `Bearer ${bearer}` } : {} };
  }

  function publisherUrl(path: string, query: Query | undefined, key: string | undefined): string {
    const token = key ?? options.getCredentials().publisherKey;
    return withQuery(joinUrl(config.apiUrl, path), { ...query, token });
  }

  async function getEnveloped<S extends z.core.$ZodType>(
    req: Send,
    schema: S,
  ): Promise<z.output<S>> {
    const { status, json, tag } = await send(req, async (response) => ({
      ...(await readJson(response, req.area, req.signal)),
      tag: response.headers.get('ETag'),
    }));
    const envelope = parseWith(envelopeSchema(schema), json, req.area, status) as {
      data: z.output<S>;
    };
    rememberEntityTag(envelope.data, tag);
    return envelope.data;
  }

  return {
    member: {
      get(path, { query, schema, signal, token }) {
        const url = withQuery(joinUrl(config.baseUrl, path), query);
        return getEnveloped(
          { area: 'member', method: 'GET', url, signal, ...memberAuth(token) },
          schema,
        );
      },
      async put(path, body, { signal, token, ifMatch } = {}) {
        const auth = memberAuth(token);
        const text = await send(
          {
            area: 'member',
            method: 'PUT',
            url: joinUrl(config.baseUrl, path),
            body: JSON.stringify(body),
            signal,
            credentials: auth.credentials,
            headers: {
              ...auth.headers,
              'Content-Type': 'application/json',
              ...(ifMatch ? { 'If-Match': ifMatch } : {}),
            },
          },
          (response) => response.text(),
        );
        // The update answers {status, message} only; any other body is tolerated.
        let json: unknown;
        try {
          json = text ? JSON.parse(text) : undefined;
        } catch {
          return {};
        }
        const envelope = MessageEnvelopeSchema.safeParse(json);
        return envelope.success ? { message: envelope.data.message, data: envelope.data.data } : {};
      },
    },
    publisher: {
      get(path, { query, schema, signal, key }) {
        return getEnveloped(
          { area: 'publisher', method: 'GET', url: publisherUrl(path, query, key), signal },
          schema,
        );
      },
      async download(path, { query, signal }) {
        return send(
          {
            area: 'publisher',
            method: 'GET',
            url: publisherUrl(path, query, undefined),
            headers: { Accept: 'text/csv, */*' },
            signal,
            timeoutMs: Math.max(timeoutMs, 60_000),
          },
          async (response) => ({
            blob: await response.blob(),
            filename: filenameFrom(response.headers.get('Content-Disposition')),
          }),
        );
      },
    },
    other: {
      async getJson(url, schema, { signal } = {}) {
        const { status, json } = await send(
          { area: 'other', method: 'GET', url, signal },
          (response) => readJson(response, 'other', signal),
        );
        return parseWith(schema, json, 'other', status);
      },
    },
  };
}

/** Reads filename*=UTF-8''… or filename="…" from Content-Disposition. */
export function filenameFrom(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim();
}
