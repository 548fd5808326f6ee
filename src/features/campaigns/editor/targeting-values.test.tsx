// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { configure, screen, within } from '@testing-library/react';
import type { Campaign } from '@contract/campaigns';
import { createAuthServices } from '@/lib/session/auth-services';
import { createQueryClient } from '@/lib/api/query-client';
import { createTestApp, type TestApp } from '@/testing/reference-api';
import { renderWithApp } from '@/testing/render';
import { campaignEditKeys } from '../api/campaign-edit-queries';
import { CampaignEditPage } from './campaign-edit-page';

// Known targeting values in the editor against the real reference API,
// in-process: what the PUT carries is checked byte for byte.
let server: TestApp;
let puts: string[];
const BASE = 'http://api.test/api/v1';

beforeAll(async () => {
  server = await createTestApp();
  // A save is several requests to the in-process API; two busy cores need time.
  configure({ asyncUtilTimeout: 10_000 });
});
beforeEach(() => {
  puts = [];
  window.sessionStorage.clear();
});

async function call(method: string, path: string, body?: unknown) {
  const response = await server.fetch(`${BASE}${path}`, {
    method,
    headers: { Authorization: `Bearer ${server.tokens.demo}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { data: { campaign: Campaign } };
}

/** Gives the campaign custom OS targeting, as another client might have saved it. */
async function withOs(cid: number, os: unknown[]) {
  const { data } = await call('GET', `/login/campaigns/${cid}`);
  await call('PUT', `/login/campaigns/${cid}`, { ...data.campaign, os_enabled: 0, os });
  return (await call('GET', `/login/campaigns/${cid}`)).data;
}

/** `prime` fills the query cache as earlier pages of the session would have. */
async function openEditor(cid: number, prime?: (queryClient: QueryClient) => void) {
  const auth = createAuthServices({ storage: null });
  auth.credentials.signIn({ memberToken: server.tokens.demo, persist: false });
  const queryClient = createQueryClient({ onUnauthorized: auth.sessionExpiry.report });
  prime?.(queryClient);
  const fetch: typeof globalThis.fetch = async (input, init) => {
    if (init?.method === 'PUT' && typeof init.body === 'string') puts.push(init.body);
    return server.fetch(String(input), init);
  };
  const result = await renderWithApp(<CampaignEditPage cid={cid} requestedAt={0} />, {
    fetch,
    context: { auth, queryClient },
  });
  await screen.findByRole('form', { name: `Edit campaign ${cid}` });
  return result;
}

async function saveReviewed(user: Awaited<ReturnType<typeof openEditor>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const review = await screen.findByRole('dialog', { name: 'Review changes' });
  const changed = within(review)
    .getAllByRole('rowheader')
    .map((h) => h.textContent);
  await user.click(within(review).getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Saved and verified')).toBeInTheDocument();
  return changed;
}

describe('campaign editor: targeting values', () => {
  it('shows existing unknown OS values flagged and sends them back byte for byte', async () => {
    const cid = 10004;
    const odd = ['Windowz Fone', 'windows', ' iOS ', 'Wíndows\u00a0XP'];
    const before = (await withOs(cid, odd)).campaign;
    expect(before.os).toEqual(odd);
    const { user } = await openEditor(cid);

    const group = screen.getByRole('group', { name: 'Operating systems' });
    expect(
      within(group).getByText(
        '“Windowz Fone” is not a known operating system value. Check the spelling.',
      ),
    ).toBeVisible();
    expect(within(group).getByText(/“windows” is not a known/)).toBeVisible();

    await user.clear(screen.getByLabelText('Name', { exact: true }));
    await user.type(screen.getByLabelText('Name', { exact: true }), 'Targeting kept');
    expect(await saveReviewed(user)).toEqual(['Name']);

    expect(puts).toHaveLength(1);
    const body = puts[0]!;
    // The array goes out exactly as read: same elements, spelling, spaces, order.
    expect(body).toContain(`"os":${JSON.stringify(before.os)}`);
    expect(JSON.parse(body)).toEqual({ ...before, name: 'Targeting kept' });
    const after = (await call('GET', `/login/campaigns/${cid}`)).data.campaign;
    expect(JSON.stringify(after.os)).toBe(JSON.stringify(odd));
  });

  it('offers an OS seen in another cached campaign, chosen by keyboard, and saves it', async () => {
    const cid = 10008;
    const other = await withOs(10009, ['KaiOS']);
    const before = (await withOs(cid, ['Windows'])).campaign;
    // The dashboard read campaign 10009 earlier in the session.
    const { user } = await openEditor(cid, (queryClient) =>
      queryClient.setQueryData(campaignEditKeys.edit(10009), other),
    );

    const combobox = screen.getByRole('combobox', { name: 'New operating system' });
    await user.type(combobox, 'kai');
    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'KaiOS' }).id,
    );
    await user.keyboard('{Enter}');
    expect(
      within(screen.getByRole('list', { name: 'Chosen operating systems' })).getByText('KaiOS'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/is not a known/)).not.toBeInTheDocument();

    expect(await saveReviewed(user)).toEqual(['Operating systems']);
    expect(JSON.parse(puts[0]!)).toEqual({ ...before, os: ['Windows', 'KaiOS'] });
  });
});
