import type { TestApp } from './test-app';

/** Small request helpers for server tests: bearer auth and JSON bodies. */
export function requests(t: Pick<TestApp, 'app'>) {
  const auth = (token?: string): Record<string, string> =>
    token ? { Authorization: `Bearer ${token}` } : {};
  return {
    get: (path: string, token?: string, headers: Record<string, string> = {}) =>
      t.app.request(path, { headers: { ...auth(token), ...headers } }),
    put: (path: string, body: unknown, token?: string, headers: Record<string, string> = {}) =>
      t.app.request(path, {
        method: 'PUT',
        headers: { ...auth(token), 'Content-Type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
  };
}

/**
 * The body of a response for assertions. `any` on purpose: tests walk
 * arbitrary paths of the JSON and toEqual/toMatchObject does the checking.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = Record<string, any>;

export async function body(res: Response): Promise<Json> {
  return (await res.json()) as Json;
}
