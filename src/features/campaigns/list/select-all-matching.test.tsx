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

  it('with Pending campaigns in the view, selects the others once and no longer offers it', async () => {
    const count = (where: string) =>
      (
        server.db
          .prepare(`SELECT COUNT(*) AS n FROM campaigns WHERE uid = 1001 AND ${where}`)
          .get() as { n: number }
      ).n;
    const all = count('1 = 1');
    const selectable = count('status <> 0');
    expect(selectable).toBeLessThan(all);
    let listReads = 0;
    const fetch: typeof globalThis.fetch = (input, init) => {
      if (/\/campaigns\/campaigns\?/.test(String(input))) listReads += 1;
      return server.fetch(input, init);
    };
    const { user } = await renderWithApp(<ListPageHarness initial={{ perPage: 200 }} />, {
      fetch,
      context: { auth: signedIn() },
    });
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select all campaigns on this page' }),
    );
    await user.click(await screen.findByRole('button', { name: `Select all ${all} matching` }));
    const toolbar = screen.getByRole('region', { name: 'Bulk actions' });
    await waitFor(() =>
      expect(within(toolbar).getByText(`${selectable} selected`)).toBeInTheDocument(),
    );
    const reads = listReads;
    // Everything selectable is selected: nothing more to offer (it read the whole list again).
    expect(screen.queryByRole('button', { name: /matching$/ })).toBeNull();
    expect(listReads).toBe(reads);
    // Nor on the next page, whose rows are all selected too.
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText(`201–${all} of ${all}`)).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Select all campaigns on this page' }),
    ).toBeChecked();
    expect(screen.queryByRole('button', { name: /matching$/ })).toBeNull();
  });
});
