import { withoutTrailingSlashes } from '../trim-end';

export type QueryValue =
  string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type Query = Record<string, QueryValue>;

/**
 * Appends query parameters the way the contract names them: arrays repeat the
 * key (types=1&types=3), never comma-joined; empty values are left out.
 */
export function withQuery(url: string, query: Query | undefined): string {
  if (!query) return url;
  const target = new URL(url);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value) target.searchParams.append(key, String(item));
    } else {
      target.searchParams.append(key, String(value));
    }
  }
  return target.href;
}

/** Joins a base address and a path without doubling or losing slashes. */
export function joinUrl(base: string, path: string): string {
  return `${withoutTrailingSlashes(base)}/${path.replace(/^\/+/, '')}`;
}
