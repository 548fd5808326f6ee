import { DEMO_PUBLISHERS } from '../../db/seed-publishers';
import type { TestApp } from '../../testing/test-app';

/** Test helpers: report requests with query parameters; undefined leaves one out. */
export type Params = Record<string, string | number | undefined>;

export const LARGE_KEY = DEMO_PUBLISHERS[3]?.key ?? '';

export function reportRequests(t: TestApp) {
  const raw = (path: string, params: Params) => {
    const query = new URLSearchParams(
      Object.entries(params)
        .filter((e): e is [string, string | number] => e[1] !== undefined)
        .map(([k, v]) => [k, String(v)]),
    );
    return t.app.request(`/pub${path}?${query}`);
  };
  const get = async (path: string, params: Params) => {
    const res = await raw(path, params);
    const text = await res.text();
    const isJson = res.headers.get('Content-Type')?.includes('json') ?? false;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const json: any = isJson ? JSON.parse(text) : undefined;
    return { status: res.status, headers: res.headers, text, json };
  };
  return { raw, get };
}
