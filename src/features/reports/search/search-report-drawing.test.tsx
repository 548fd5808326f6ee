// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { beforeAll, expect, it } from 'vitest';
import { createTestApp, TEST_TODAY, type TestApp } from '@/testing/reference-api';
import { renderRoute } from '@/testing/render-route';

// Issue 27 item 4: a new answer's rows are drawn in a deferred render. Between the
// answer and that render the page must keep saying "loading", never that the range
// has no traffic (the rows are there, only not drawn yet).
let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});

it('goes from loading straight to the rows, never through "No traffic in this range"', async () => {
  const seen: string[] = [];
  const observer = new MutationObserver(() => {
    const text = document.body.textContent ?? '';
    if (text.includes('No traffic in this range')) seen.push('empty');
    if (document.querySelector('table[aria-rowcount]')) seen.push('rows');
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  try {
    await renderRoute(`/reports/search?from=2026-11-01&to=${TEST_TODAY}`, {
      fetch: server.fetch,
      signedIn: { publisherKey: server.publisherKeys.searchOnly },
    });
    const rows = await screen.findByRole(
      'region',
      { name: /^Search report rows/ },
      { timeout: 10_000 },
    );
    expect(Number(within(rows).getByRole('table').getAttribute('aria-rowcount'))).toBeGreaterThan(
      1,
    );
  } finally {
    observer.disconnect();
  }
  expect(seen).not.toContain('empty');
  expect(seen).toContain('rows');
});
