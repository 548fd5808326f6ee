// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '@/testing/capture-downloads';
import { createTestApp, TEST_TODAY, type TestApp } from '@/testing/reference-api';
import { renderRoute } from '@/testing/render-route';

// "Download CSV" answered 200 with JSON (the report's envelope, or its rows alone) instead
// of the file: refused with the reason, and no file saved (decision 065).
let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterEach(() => vi.restoreAllMocks());

const ROWS = [{ date: TEST_TODAY, feed: 901, geo: 'US', subid: '', total: '1' }];

describe('Search report "Download CSV" answered with JSON', () => {
  it.each([
    ['a success envelope', JSON.stringify({ status: 'success', message: 'OK', data: ROWS })],
    ['a JSON array sent as text/csv', JSON.stringify(ROWS)],
  ])('refuses %s and saves nothing', async (_, body) => {
    const saved = captureDownloads();
    const { user } = await renderRoute(`/reports/search?from=2026-11-14&to=${TEST_TODAY}`, {
      fetch: async (input, init) =>
        new URL(String(input), 'http://localhost').searchParams.get('export') === 'csv'
          ? new Response(body, { headers: { 'Content-Type': 'text/csv' } })
          : server.fetch(input, init),
      signedIn: { publisherKey: server.publisherKeys.searchOnly },
    });
    await screen.findByRole('region', { name: 'Totals' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server sent JSON data instead of the CSV file.',
    );
    expect(saved).toEqual([]);
  });

  it('refuses a plain-text line sent as the file, shows what it said, and saves nothing', async () => {
    const saved = captureDownloads();
    const { user } = await renderRoute(`/reports/search?from=2026-11-14&to=${TEST_TODAY}`, {
      fetch: async (input, init) =>
        new URL(String(input), 'http://localhost').searchParams.get('export') === 'csv'
          ? new Response('Export quota reached for today', {
              headers: { 'Content-Type': 'text/plain' },
            })
          : server.fetch(input, init),
      signedIn: { publisherKey: server.publisherKeys.searchOnly },
    });
    await screen.findByRole('region', { name: 'Totals' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server sent text instead of the CSV file: “Export quota reached for today”',
    );
    expect(saved).toEqual([]);
  });
});
