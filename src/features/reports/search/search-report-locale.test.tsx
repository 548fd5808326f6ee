// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, TEST_TODAY, type TestApp } from '@/testing/reference-api';
import { renderRoute } from '@/testing/render-route';

// The Search report in the browser's locale: it stayed US-formatted under German before.
let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterEach(() => vi.restoreAllMocks());

async function openReport(language: string) {
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);
  await renderRoute(`/reports/search?from=2026-10-01&to=${TEST_TODAY}`, {
    fetch: server.fetch,
    signedIn: { publisherKey: server.publisherKeys.both },
  });
  const totals = await screen.findByRole('region', { name: 'Totals' }, { timeout: 10_000 });
  const total = (label: string) =>
    within(totals).getByText(label).parentElement!.querySelector('dd')!.textContent ?? '';
  return { totals, total };
}

describe('Search report numbers follow the browser locale', () => {
  it('groups with "." and marks decimals with "," under de-DE', async () => {
    const { totals, total } = await openReport('de-DE');
    // Counts above 999 show the German group separator; money in the currency, cents after a comma.
    expect(total('Total')).toMatch(/^\d{1,3}(\.\d{3})+$/);
    expect(total('Revenue')).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}\u00a0\$$/);
    expect(total('EPC')).toMatch(/^\d{1,3}(\.\d{3})*,\d{4}\u00a0\$$/);
    expect(within(totals).getByTestId('row-count')).toHaveTextContent(/^[\d.]+ rows/);
    // The exact revenue sum is on the page beside the rounded one, German too.
    expect(within(totals).getByText(/^Exact: /)).toHaveTextContent(/^Exact: [\d.]+,\d{3,10}$/);

    // (The virtualized rows need layout jsdom lacks: columns.test.ts checks the cells in de-DE.)
  });

  it('shows the same totals US-formatted under en-US', async () => {
    const { total } = await openReport('en-US');
    expect(total('Total')).toMatch(/^\d{1,3}(,\d{3})+$/);
    expect(total('Revenue')).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
  });
});
