// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { beforeAll, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createTestApp, TEST_TODAY, type TestApp } from '@/testing/reference-api';
import { renderRoute } from '@/testing/render-route';

// The comparison's table is code of its own, loaded when a comparison is asked
// for; after a new deployment (or offline) the page may fail to load it, as
// Chromium words it.
vi.mock('./xml-compared-table', () => ({
  get default() {
    throw new TypeError(
      'Failed to fetch dynamically imported module: https://ads.example/assets/xml-compared-table-1a2b3c.js',
    );
  },
}));

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});

it('when the comparison cannot be loaded, says so and offers the table without it', async () => {
  const { user, router } = await renderRoute(
    `/reports/xml?tid=501&from=2026-11-14&to=${TEST_TODAY}&groupBy=geo&compare=true`,
    { fetch: server.fetch, signedIn: { publisherKey: server.publisherKeys.both } },
  );
  const alert = await screen.findByRole('alert', { name: '' });
  expect(alert).toHaveTextContent(
    'The comparison with the previous period could not be loaded. Check the connection, then try again.',
  );
  expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();

  await user.click(within(alert).getByRole('button', { name: 'Show without the comparison' }));
  const table = await screen.findByRole('table', { name: /^XML statistics per country/ });
  expect(within(table).getAllByRole('row').length).toBeGreaterThan(3);
  expect(within(table).queryByRole('columnheader', { name: /Change/ })).toBeNull();
  expect(screen.getByRole('checkbox', { name: /Compare to previous period/ })).not.toBeChecked();
  expect(new URLSearchParams(router.state.location.searchStr).get('compare')).not.toBe('true');
});
