// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createAuthServices } from '@/lib/session/auth-services';
import { createTestApp, type TestApp } from '@/testing/reference-api';
import { renderWithApp } from '@/testing/render';
import { DENSITY_ITEM } from '@/lib/use-density';
import { ListPageHarness } from './list-page-harness';

// "Density" on the campaign list against the real reference API, in-process.
// jsdom has no layout, so the row's height is read from its density class.
let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
beforeEach(() => window.localStorage.clear());

function renderPage() {
  const auth = createAuthServices({ storage: null });
  auth.credentials.signIn({ memberToken: server.tokens.demo, persist: false });
  return renderWithApp(<ListPageHarness initial={{}} />, {
    fetch: server.fetch,
    context: { auth },
  });
}

async function settledTable() {
  const table = await screen.findByRole('table', { name: 'Campaigns' });
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
  return table;
}
const density = () => screen.getByRole('combobox', { name: 'Density' });
const firstRow = (table: HTMLElement) => within(table).getAllByRole('row')[1];

describe('campaign list density', () => {
  it('is Compact by default: 36 px rows (h-9), text cells on one line', async () => {
    await renderPage();
    const table = await settledTable();
    expect(density()).toHaveValue('compact');
    expect(table).toHaveAttribute('data-density', 'compact');
    expect(firstRow(table)).toHaveClass('h-9');
    expect(within(table).getAllByRole('cell', { name: /^https?:/ })[0]).toHaveClass('truncate');
  });

  it('applies Comfortable at once and keeps it across a remount', async () => {
    const first = await renderPage();
    const table = await settledTable();
    await first.user.selectOptions(density(), 'Comfortable');
    expect(table).toHaveAttribute('data-density', 'comfortable');
    expect(firstRow(table)).toHaveClass('h-14');
    // Only the choice is stored.
    expect(window.localStorage.getItem(DENSITY_ITEM)).toBe('comfortable');
    first.unmount();

    await renderPage();
    const again = await settledTable();
    expect(density()).toHaveValue('comfortable');
    expect(again).toHaveAttribute('data-density', 'comfortable');
    expect(firstRow(again)).toHaveClass('h-14');
  });

  it('falls back to Compact when the stored value is not a density', async () => {
    window.localStorage.setItem(DENSITY_ITEM, '{"rows":"tiny"}');
    await renderPage();
    expect(await settledTable()).toHaveAttribute('data-density', 'compact');
  });
});
