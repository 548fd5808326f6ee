// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createAuthServices } from '@/lib/session/auth-services';
import { renderWithApp } from '@/testing/render';
import { createTestApp, type TestApp } from '@/testing/reference-api';
import { ListPageHarness } from './list-page-harness';

let server: TestApp;
beforeAll(async () => {
  // Loaded lazily by the page: loaded here first, so each test starts with the code in place.
  await import('./campaign-table');
  server = await createTestApp();
});

function signedIn() {
  const auth = createAuthServices({ storage: null });
  auth.credentials.signIn({ memberToken: server.tokens.demo, persist: false });
  return auth;
}

describe('Select all N matching', () => {
  it('selects every selectable campaign of the filter across pages', async () => {
    const { user } = await renderWithApp(<ListPageHarness initial={{ status: 3, perPage: 20 }} />, {
      fetch: server.fetch,
      context: { auth: signedIn() },
    });
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select all campaigns on this page' }),
    );
    const paused = server.db
      .prepare('SELECT COUNT(*) AS n FROM campaigns WHERE uid = 1001 AND status = 3')
      .get() as { n: number };
    // The offer loads once a whole page is selected (select-all-matching.tsx).
    await user.click(
      await screen.findByRole('button', { name: `Select all ${paused.n} matching` }),
    );
    const toolbar = screen.getByRole('region', { name: 'Bulk actions' });
    await waitFor(() =>
      expect(within(toolbar).getByText(`${paused.n} selected`)).toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: /matching$/ })).toBeNull();
  });
});
