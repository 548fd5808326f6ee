import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { createAuthServices } from '../lib/session/auth-services';
import { createQueryClient } from '../lib/api/query-client';
import { CampaignEditPage } from '@/features/campaigns/editor/campaign-edit-page';
import type { TestApp } from './reference-api';
import { renderWithApp } from './render';

// The campaign editor over the real reference API, in-process, as its component
// tests drive it: open it signed in, Save through "Review changes", and ask the API
// directly what it stored. One script, so a change to the save flow changes it once.

const BASE = 'http://api.test/api/v1';

/** A request the editor made, as the tests read it. */
export interface EditorRequest {
  method: string;
  /** The path under /api/v1. */
  path: string;
  /** The JSON body, parsed. */
  body?: unknown;
  /** The body as sent, for byte-for-byte checks. */
  rawBody?: string;
}

/** Answers a request instead of the server (undefined: the server answers). */
export type EditorIntercept = (
  method: string,
  path: string,
  forward: () => Promise<Response>,
) => Response | Promise<Response> | undefined;

export interface OpenEditorOptions {
  intercept?: EditorIntercept;
  /** Sees every request before it is answered. */
  onRequest?: (request: EditorRequest) => void;
  /** The member token; the demo member's by default. */
  token?: string;
  /** Fills the query cache as earlier pages of the session would have. */
  prime?: (queryClient: QueryClient) => void;
}

/** Renders the editor of campaign `cid` signed in (memory only) and waits for its form. */
export async function openCampaignEditor(
  server: TestApp,
  cid: number,
  options: OpenEditorOptions = {},
) {
  const auth = createAuthServices({ storage: null });
  auth.credentials.signIn({ memberToken: options.token ?? server.tokens.demo, persist: false });
  const queryClient = createQueryClient({ onUnauthorized: auth.sessionExpiry.report });
  options.prime?.(queryClient);
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace('/api/v1', '');
    const rawBody = typeof init?.body === 'string' ? init.body : undefined;
    options.onRequest?.({
      method,
      path,
      rawBody,
      body: rawBody === undefined ? undefined : (JSON.parse(rawBody) as unknown),
    });
    const forward = () => server.fetch(url.href, init);
    return options.intercept?.(method, path, forward) ?? forward();
  };
  const result = await renderWithApp(<CampaignEditPage cid={cid} requestedAt={0} />, {
    fetch,
    context: { auth, queryClient },
  });
  const form = await screen.findByRole('form', { name: `Edit campaign ${cid}` });
  return { ...result, auth, queryClient, form };
}

/** Clicks Save and returns the "Review changes" dialog. */
export async function reviewChanges(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return screen.findByRole('dialog', { name: 'Review changes' });
}

/** The names of the fields a review dialog lists, in its order. */
export const reviewedFields = (review: HTMLElement) =>
  within(review)
    .getAllByRole('rowheader')
    .map((header) => header.textContent);

/** Save → "Review changes" → Confirm; returns the fields the review listed. */
export async function saveAndConfirm(user: UserEvent) {
  const review = await reviewChanges(user);
  const fields = reviewedFields(review);
  await user.click(within(review).getByRole('button', { name: 'Confirm' }));
  return fields;
}

/** A member-API request straight to the reference API (what another client would send). */
export async function memberCall(
  server: TestApp,
  method: string,
  path: string,
  body?: unknown,
  token = server.tokens.demo,
) {
  const response = await server.fetch(`${BASE}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}
