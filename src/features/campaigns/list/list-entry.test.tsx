// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { createTestApp, type TestApp } from '@/testing/reference-api';
import { renderRoute } from '@/testing/render-route';

// Entering the list waits a moment for its rows (the route's loader), so the page's
// first render draws them instead of skeleton rows that the rows replace a moment
// later; an answer slower than that still gets the skeleton at once.
let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

function isListPage(input: RequestInfo | URL) {
  const url = new URL(input instanceof Request ? input.url : String(input));
  return url.pathname.endsWith('/campaigns/campaigns') && url.searchParams.get('perPage') !== '1';
}

describe('entering the campaign list', () => {
  it('draws the rows in its first render when they answer promptly', async () => {
    // The wait's cap is a timer: held still here, so "promptly" holds on a slow machine too.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    await renderRoute('/campaigns?perPage=50', {
      signedIn: { memberToken: server.tokens.demo },
      fetch: server.fetch,
    });
    // No waiting: what the first render drew.
    const table = screen.getByRole('table', { name: 'Campaigns' });
    expect(table).toHaveAttribute('aria-busy', 'false');
    expect(within(table).getAllByRole('row')).toHaveLength(51);
  });

  it('shows skeleton rows at once when the answer is slow, then the rows', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const started = Date.now();
    await renderRoute('/campaigns', {
      signedIn: { memberToken: server.tokens.demo },
      fetch: async (input, init) => {
        if (isListPage(input)) await held;
        return server.fetch(input, init);
      },
    });
    // The wait is bounded: the page is there well before the answer.
    expect(Date.now() - started).toBeLessThan(5_000);
    const table = screen.getByRole('table', { name: 'Campaigns' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('checkbox', { name: /^Select campaign/ })).toBeNull();
    release();
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
    expect(within(table).getAllByRole('row')).toHaveLength(21);
  });
});
