// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '@/testing/capture-downloads';
import { createTestApp, TEST_TODAY, type TestApp } from '@/testing/reference-api';
import { renderRoute } from '@/testing/render-route';

// "Download CSV" answered 200 with JSON (the report's envelope, or its rows alone) or a line
// of plain text instead of the file: refused with the reason, and no file saved (decision 065).
let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterEach(() => vi.restoreAllMocks());

const ROWS = [{ date: TEST_TODAY, feed: 901, geo: 'US', subid: '', total: '1' }];

const JSON_DATA = 'The server sent JSON data instead of the CSV file.';

describe('Search report "Download CSV" answered with something other than a CSV', () => {
  it.each([
    [
      'a success envelope',
      JSON.stringify({ status: 'success', message: 'OK', data: ROWS }),
      'text/csv',
      JSON_DATA,
    ],
    ['a JSON array sent as text/csv', JSON.stringify(ROWS), 'text/csv', JSON_DATA],
    // A plain-text line is shown: it is likely the reason.
    [
      'a plain-text line',
      'Export quota reached for today',
      'text/plain',
      'The server sent text instead of the CSV file: “Export quota reached for today”',
    ],
  ])('refuses %s, says why and saves nothing', async (_, body, type, message) => {
    const saved = captureDownloads();
    const { user } = await renderRoute(`/reports/search?from=2026-11-14&to=${TEST_TODAY}`, {
      fetch: async (input, init) =>
        new URL(String(input), 'http://localhost').searchParams.get('export') === 'csv'
          ? new Response(body, { headers: { 'Content-Type': type } })
          : server.fetch(input, init),
      signedIn: { publisherKey: server.publisherKeys.searchOnly },
    });
    await screen.findByRole('region', { name: 'Totals' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(saved).toEqual([]);
  });
});
