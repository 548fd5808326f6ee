import { readEnvelope, readErrorBody } from '@contract/wire-readers';
import type { AppConfig } from '../config';
import { ApiError, errorFromResponse, isTemporaryApiError, type ApiArea } from './api-error';
import { rememberEntityTag } from './entity-tag';
import { CODE_LOAD_MESSAGE, isCodeLoadError } from '../code-load-error';
import { joinUrl, withQuery, type Query } from './query-string';

/** Answers from this size on are parsed off the main thread (parse-json-off-thread.ts). */
const OFF_THREAD_BYTES = 1024 * 1024;
import { sleep as defaultSleep, withRetries } from './retry';
import type { AnswerSchema, AnswerOf } from './answer-schema';
import { saysFailure, saysSuccess } from './status-words';

function failureInEnvelope(
  json: unknown,
  envelope: { status: string; message?: string },
  status: number,
  area: ApiArea,
): ApiError {
  return new ApiError({
    status,
    kind: 'http',
    area,
    message:
      envelope.message ??
      `The server answered "${envelope.status}" (HTTP ${status}) without saying why.`,
    fieldErrors: readErrorBody(json).fieldErrors,
    body: json,
  });
}

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

interface GetOptions<S extends AnswerSchema> {
  query?: Query;
  schema: S;
  signal?: AbortSignal;
}

export interface ApiClient {
  member: {
    get<S extends AnswerSchema>(
      path: string,
      options: GetOptions<S> & { token?: string },
    ): Promise<AnswerOf<S>>;
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
    get<S extends AnswerSchema>(
      path: string,
      options: GetOptions<S> & { key?: string },
    ): Promise<AnswerOf<S>>;
    download(
      path: string,
      options: { query?: Query; signal?: AbortSignal },
    ): Promise<{ blob: Blob; filename?: string }>;
  };
  other: {
    getJson<S extends AnswerSchema>(
      url: string,
      schema: S,
      options?: { signal?: AbortSignal },
    ): Promise<AnswerOf<S>>;
  };
}

/** Where a checked value sits: its request's area and status, the whole answer, the path in it. */
interface AnswerPlace {
  area: ApiArea;
  status: number;
  answer?: unknown;
  at?: readonly PropertyKey[];
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
    // Set once the headers are in: a failure after that is an answer cut short, not
    // a server out of reach (for a write, it may well have been stored).
    let answered = false;
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
      answered = true;
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
          : isCodeLoadError(error)
            ? CODE_LOAD_MESSAGE
            : answered
              ? "The server's answer broke off before it was complete. Check your connection and try again."
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

  function invalidAnswer(
    value: unknown,
    area: ApiArea,
    status: number,
    path: readonly PropertyKey[],
    message: string | undefined,
  ): ApiError {
    const where = path.length ? ` at ${path.map(String).join('.')}` : '';
    return new ApiError({
      status,
      kind: 'invalid-response',
      area,
      message: `The server's answer could not be read${where}: ${message ?? 'unexpected shape'}.`,
      body: value,
    });
  }

  // Any Standard Schema checks an answer (the contract's zod schemas are); the
  // client itself imports no parser, so the first view of /sign-in needs none (decision 059).
  /**
   * `value` checked by `schema`; `answer` is the whole answer it came from (the body a
   * failure carries) and `at` the path to `value` inside it.
   */
  function parseWith<S extends AnswerSchema>(
    schema: S,
    value: unknown,
    { area, status, answer = value, at = [] }: AnswerPlace,
  ): AnswerOf<S> {
    const result = schema['~standard'].validate(value);
    // zod answers with a promise when a transform throws (it retries asynchronously):
    // that answer cannot be read, and the promise's own failure is not left unhandled.
    if (result instanceof Promise) {
      result.catch(() => {});
      throw invalidAnswer(answer, area, status, at, undefined);
    }
    if (!result.issues) return result.value as AnswerOf<S>;
    const issue = result.issues[0];
    const path = (issue?.path ?? []).map((part) =>
      typeof part === 'object' && part !== null ? part.key : part,
    );
    throw invalidAnswer(answer, area, status, [...at, ...path], issue?.message);
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

  async function getEnveloped<S extends AnswerSchema>(req: Send, schema: S): Promise<AnswerOf<S>> {
    const { status, json, tag } = await send(req, async (response) => ({
      ...(await readJson(response, req.area, req.signal)),
      tag: response.headers.get('ETag'),
    }));
    const envelope = readEnvelope(json);
    if (!envelope.ok) throw invalidAnswer(json, req.area, status, envelope.path, envelope.message);
    // An error reported inside a 2xx is an error, not data ("You have no campaigns yet").
    if (!saysSuccess(envelope.status)) throw failureInEnvelope(json, envelope, status, req.area);
    const data = parseWith(schema, envelope.data, {
      area: req.area,
      status,
      answer: json,
      at: ['data'],
    });
    rememberEntityTag(data, tag);
    return data;
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
        const answer = await send(
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
          async (response) => ({ status: response.status, text: await response.text() }),
        );
        // The update answers {status, message} only; any other body is tolerated (the
        // verification read says what was stored), except an envelope that says it failed.
        let json: unknown;
        try {
          json = answer.text ? JSON.parse(answer.text) : undefined;
        } catch {
          return {};
        }
        const envelope = readEnvelope(json);
        if (!envelope.ok) return {};
        // A 2xx whose envelope says it failed: the server's refusal, never a save (the form
        // was reset as if saved, and the server's message never shown).
        if (saysFailure(envelope.status))
          throw failureInEnvelope(json, envelope, answer.status, 'member');
        // A word that is neither: no claim of success (its message is no save's message).
        if (!saysSuccess(envelope.status)) return {};
        return { message: envelope.message, data: envelope.data };
      },
    },
    publisher: {
      get(path, { query, schema, signal, key }) {
        return getEnveloped(
          { area: 'publisher', method: 'GET', url: publisherUrl(path, query, key), signal },
          schema,
        );
      },
      download(path, { query, signal }) {
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
            disposition: response.headers.get('Content-Disposition'),
            status: response.status,
          }),
        ).then(async (file) => {
          // Checked before anything is saved; the check loads with the first download.
          const { checkedCsv } = await import('./checked-csv');
          return checkedCsv(file.blob, file.disposition, file.status);
        });
      },
    },
    other: {
      async getJson(url, schema, { signal } = {}) {
        const { status, json } = await send(
          { area: 'other', method: 'GET', url, signal },
          (response) => readJson(response, 'other', signal),
        );
        return parseWith(schema, json, { area: 'other', status });
      },
    },
  };
}
