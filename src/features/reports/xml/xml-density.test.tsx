// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createTestApp, TEST_TODAY, type TestApp } from '@/testing/reference-api';
import { renderRoute } from '@/testing/render-route';

// The XML table follows the same "Density" choice as the campaign list.
let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
beforeEach(() => window.localStorage.clear());

async function openReport() {
  const view = await renderRoute(`/reports/xml?tid=501&from=2026-11-01&to=${TEST_TODAY}`, {
    fetch: server.fetch,
    signedIn: { publisherKey: server.publisherKeys.both },
  });
  const table = await screen.findByRole('table', { name: /^XML statistics per day/ });
  return { ...view, table };
}

describe('XML statistics density', () => {
  it('starts Compact and switches its rows to Comfortable, remembered for the next visit', async () => {
    const first = await openReport();
    const bodyRow = () => first.table.querySelector('tbody tr');
    expect(first.table).toHaveAttribute('data-density', 'compact');
    expect(bodyRow()).toHaveClass('h-9');

    const density = screen.getByRole('combobox', { name: 'Density' });
    await first.user.selectOptions(density, 'Comfortable');
    expect(first.table).toHaveAttribute('data-density', 'comfortable');
    expect(bodyRow()).toHaveClass('h-14');
    first.unmount();

    const again = await openReport();
    expect(again.table).toHaveAttribute('data-density', 'comfortable');
  });
});
