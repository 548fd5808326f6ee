import { expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createAuthServices } from '../lib/session/auth-services';
import { ListPageHarness } from '@/features/campaigns/list/list-page-harness';
import type { TestApp } from './reference-api';
import { renderWithApp } from './render';

// The campaign list page over the real reference API, in-process, as its component
// tests drive it: one way to open it signed in, so a change to that changes it once.

export interface ListPageOptions {
  /** The list's search, as the URL would give it. */
  initial?: Record<string, unknown>;
  /** The member token; the demo member's by default. */
  token?: string;
  /** Stands between the page and the server (to hold or rewrite a request). */
  intercept?: (url: URL) => Promise<URL> | URL;
  /** Sees every request's URL as sent (after `intercept`). */
  onRequest?: (url: URL) => void;
  /** Stands between the server's answer and the page (to play a backend shaped differently). */
  rewrite?: (url: URL, response: Response) => Promise<Response> | Response;
}

/** Renders the campaign list signed in (memory only). */
export function renderListPage(server: TestApp, options: ListPageOptions = {}) {
  const { initial = {}, token, intercept, onRequest, rewrite } = options;
  const auth = createAuthServices({ storage: null });
  auth.credentials.signIn({ memberToken: token ?? server.tokens.demo, persist: false });
  const fetch: typeof globalThis.fetch = async (input, init) => {
    let url = new URL(String(input));
    if (intercept) url = await intercept(url);
    onRequest?.(url);
    const response = await server.fetch(url.href, init);
    return rewrite ? rewrite(url, response) : response;
  };
  return renderWithApp(<ListPageHarness initial={initial} />, { fetch, context: { auth } });
}

/** The campaign table once its rows have loaded. */
export async function settledTable() {
  const table = await screen.findByRole('table', { name: 'Campaigns' });
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
  return table;
}
