// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createTestApp, TEST_TODAY, type TestApp } from '@/testing/reference-api';
import { renderRoute } from '@/testing/render-route';

// A country's code in any case is one country (as in the Search report, decision 017):
// a previous period sent in lower case matches this one's upper case, and so does `only`.
let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});

const WEEK = `/reports/xml?tid=501&from=2026-11-14&to=${TEST_TODAY}&groupBy=geo&compare=true`;

/** The reference API, with every XML answer but this week's sending its country codes in lower case. */
const lowerCasePrevious: typeof fetch = async (input, init) => {
  const res = await server.fetch(input, init);
  const url = String(input instanceof Request ? input.url : input);
  if (!url.includes('/xml/stats') || url.includes('from=2026-11-14')) return res;
  const text = (await res.text()).replace(
    /"geo":"([A-Z]{2})"/g,
    (_, code: string) => `"geo":"${code.toLowerCase()}"`,
  );
  return new Response(text, { status: res.status, headers: res.headers });
};

async function changeColumn(path: string, fetch: typeof globalThis.fetch) {
  await renderRoute(path, { fetch, signedIn: { publisherKey: server.publisherKeys.both } });
  await screen.findByRole('columnheader', { name: /Change/ });
  const table = screen.getByRole('table', { name: /^XML statistics per country/ });
  const headers = within(table).getAllByRole('columnheader');
  const index = headers.findIndex((h) => /^Change/.test(h.textContent?.trim() ?? ''));
  const rows = within(table.querySelector('tbody')!).getAllByRole('row');
  return { table, change: rows.map((row) => row.children[index]?.textContent ?? '') };
}

describe('XML statistics by country, codes in any case', () => {
  it('matches a previous period sent in lower case: the same New and Gone rows as in upper case', async () => {
    const upper = await changeColumn(WEEK, server.fetch);
    const newAndGone = (change: string[]) => [
      change.filter((t) => t.startsWith('New:')).length,
      change.filter((t) => t.startsWith('Gone:')).length,
    ];
    expect(newAndGone(upper.change)).toEqual([1, 1]);
    document.body.innerHTML = '';
    const lower = await changeColumn(WEEK, lowerCasePrevious);
    expect(newAndGone(lower.change)).toEqual([1, 1]);
    expect(lower.change).toEqual(upper.change);
  });

  it('a link whose only= names the country in lower case shows that country', async () => {
    const { table } = await changeColumn(`${WEEK}&only=us`, server.fetch);
    const rows = within(table.querySelector('tbody')!).getAllByRole('row');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent(/United States|US/);
  });
});
