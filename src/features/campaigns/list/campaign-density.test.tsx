// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createTestApp, type TestApp } from '@/testing/reference-api';
import { renderListPage, settledTable } from '@/testing/campaign-list';
import { DENSITY_ITEM } from '@/lib/use-density';
import { COLUMNS_PREFERENCE_ITEM } from './column-prefs';

// "Density" on the campaign list against the real reference API, in-process.
// jsdom has no layout, so the row's height is read from its density class.
let server: TestApp;
beforeAll(async () => {
  // Loaded lazily by the page: loaded here first, so each test starts with the code in place.
  await import('./campaign-table');
  server = await createTestApp();
});
beforeEach(() => window.localStorage.clear());

const renderPage = () => renderListPage(server);

const density = () => screen.getByRole('combobox', { name: 'Density' });
const firstRow = (table: HTMLElement) => within(table).getAllByRole('row')[1];

describe('campaign list density', () => {
  it('is Compact by default: 36 px rows (h-9), text cells on one line', async () => {
    // Website (hidden by default) is the text cell with long values.
    window.localStorage.setItem(
      COLUMNS_PREFERENCE_ITEM,
      JSON.stringify({ visibility: { website: true } }),
    );
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
