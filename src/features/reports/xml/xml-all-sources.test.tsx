// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import * as z from 'zod/mini';
import { sumDecimals } from '@contract/decimal';
import { XmlStatsResponseSchema } from '@contract/reports';
import { setFormatLocale } from '@/lib/format/locale';
import { createTestApp, TEST_TODAY, type TestApp } from '@/testing/reference-api';
import { renderRoute } from '@/testing/render-route';
import { keyOwner } from './recent-tids';

// "All my traffic sources": the key's kept tids fetched two at a time, side by
// side, summed exactly; a refused tid is named (issue 26 item 4).
let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
beforeEach(() => {
  localStorage.clear();
  setFormatLocale('en-US');
});
afterEach(() => setFormatLocale(undefined));

const RANGE = `from=2026-11-01&to=${TEST_TODAY}`;
const stored = () => JSON.parse(localStorage.getItem('adpanel.reports.recentTidsByOwner') ?? '{}');

function keep(tids: number[]) {
  localStorage.setItem(
    'adpanel.reports.recentTidsByOwner',
    JSON.stringify({ [keyOwner(server.publisherKeys.both)]: tids }),
  );
}

/** The API in-process, each /xml/stats answer held until `release` (when gated). */
function gatedFetch(initiallyGated: boolean) {
  const inFlight = { now: 0, most: 0, asked: [] as string[], gated: initiallyGated };
  const waiting: (() => void)[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = String(input);
    if (!url.includes('/xml/stats')) return server.fetch(input, init);
    inFlight.asked.push(new URL(url).searchParams.get('tid') ?? '');
    inFlight.now += 1;
    inFlight.most = Math.max(inFlight.most, inFlight.now);
    try {
      if (inFlight.gated) await new Promise<void>((resolve) => waiting.push(resolve));
      return await server.fetch(input, init);
    } finally {
      inFlight.now -= 1;
    }
  };
  return { fetch, inFlight, release: () => waiting.splice(0).forEach((go) => go()) };
}

async function open(fetch: typeof globalThis.fetch, path = `/reports/xml?${RANGE}`) {
  cleanup();
  return renderRoute(path, { fetch, signedIn: { publisherKey: server.publisherKeys.both } });
}

async function daysOf(tid: number) {
  const response = await server.fetch(
    `/pub/xml/stats?token=${server.publisherKeys.both}&tid=${tid}&date_from=2026-11-01&date_to=${TEST_TODAY}&groupBy=day`,
  );
  return z
    .array(z.record(z.string(), z.unknown()))
    .parse(XmlStatsResponseSchema.parse(await response.json()).data);
}

describe('All my traffic sources', () => {
  it('offers the kept tids in the tid field, a combobox', async () => {
    keep([502, 501]);
    const { fetch } = gatedFetch(false);
    await open(fetch, `/reports/xml?tid=502&${RANGE}`);
    const field = await screen.findByRole('combobox', { name: 'Traffic source (tid)' });
    const list = document.getElementById(field.getAttribute('list') ?? '');
    expect([...(list?.querySelectorAll('option') ?? [])].map((o) => o.value)).toEqual([
      '502',
      '501',
    ]);
  });

  it('fetches every kept tid, 2 in flight, shows them side by side and sums them exactly', async () => {
    keep([503, 601, 502, 501]);
    const { fetch, inFlight, release } = gatedFetch(false);
    // 503 is already first in the list: showing it leaves the order as kept.
    const view = await open(fetch, `/reports/xml?tid=503&${RANGE}`);
    await screen.findByRole('table', { name: /^XML statistics per day/ });
    // From here on every answer waits for `release`.
    Object.assign(inFlight, { gated: true, asked: [], most: 0 });
    await view.user.click(await screen.findByRole('button', { name: 'All my traffic sources' }));
    expect(new URLSearchParams(view.router.state.location.searchStr).get('groupBy')).toBe('tid');
    expect(screen.getByLabelText('Group by')).toHaveDisplayValue('Traffic source');

    const progress = await screen.findByRole('progressbar', { name: 'Traffic sources fetched' });
    expect(progress).toHaveAttribute('max', '4');
    await waitFor(() => expect(inFlight.asked).toHaveLength(2));
    expect(screen.getByText('Fetching traffic sources: 0 of 4 done…')).toBeInTheDocument();
    // Never more than two at once, however quickly they are released.
    while (inFlight.asked.length < 4 || inFlight.now > 0) {
      release();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(inFlight.most).toBe(2);
    expect(inFlight.asked).toEqual(['503', '601', '502', '501']);

    const table = await screen.findByRole('table', { name: /^XML statistics per traffic source/ });
    const rows = within(table).getAllByRole('row');
    const keys = rows
      .slice(1, -1)
      .map((row) => within(row).getAllByRole('rowheader')[0]?.textContent);
    // In the kept list's order, whatever order the answers came in.
    expect(keys).toEqual(['503', '502', '501']);

    // 601 is another publisher's: named, with why, and no longer offered.
    const refused = screen.getByRole('alert');
    expect(refused).toHaveTextContent(
      'Traffic source 601: This traffic source is not yours, or the key has no XML access',
    );
    expect(stored()[keyOwner(server.publisherKeys.both)]).toEqual([503, 502, 501]);

    // The totals row: the exact decimal sum of every day of every answered tid.
    const days = [...(await daysOf(501)), ...(await daysOf(502)), ...(await daysOf(503))];
    const gross = sumDecimals(
      days.map((d) => Number(d.gross_revenue).toFixed(10)),
      10,
    );
    const header = within(rows[0] as HTMLElement).getAllByRole('columnheader');
    const revenueIndex = header.findIndex((h) => h.textContent?.startsWith('Gross revenue'));
    const totalCells = within(rows.at(-1) as HTMLElement).getAllByRole('cell');
    const expected = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
      gross as `${number}`,
    );
    // The first column is the row header, so cells are one to the left.
    expect(totalCells[revenueIndex - 1]).toHaveTextContent(expected);
  });

  it('Cancel stops what has not started and says the totals cover only what came', async () => {
    keep([501, 502, 503]);
    const { fetch, inFlight, release } = gatedFetch(true);
    const view = await open(fetch, `/reports/xml?groupBy=tid&${RANGE}`);
    await waitFor(() => expect(inFlight.asked).toHaveLength(2));
    release();
    await screen.findByText('Fetching traffic sources: 2 of 3 done…');
    await waitFor(() => expect(inFlight.asked).toHaveLength(3));
    await view.user.click(screen.getByRole('button', { name: 'Cancel' }));
    release();
    expect(
      await screen.findByText(
        'Cancelled after 2 of 3 traffic sources: the table and its totals cover only those shown.',
      ),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /^XML statistics per traffic source/ });
    expect(within(table).getAllByRole('row')).toHaveLength(4);

    await view.user.click(screen.getByRole('button', { name: 'Fetch again' }));
    await waitFor(() => expect(inFlight.asked).toHaveLength(5));
  });

  it('"Compare to previous period" is off with a reason in the list of sources, and back as it was after', async () => {
    keep([501, 502]);
    const { fetch } = gatedFetch(false);
    const view = await open(fetch, `/reports/xml?groupBy=tid&compare=true&${RANGE}`);
    const box = screen.getByRole('checkbox', { name: 'Compare to previous period' });
    expect(box).toBeDisabled();
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(
      'Compares one traffic source: group by Day, Country or Sub ID.',
    );
    await view.user.selectOptions(screen.getByLabelText('Group by'), 'Country');
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).toBeChecked();
  });

  it('says so when no source is kept yet', async () => {
    const { fetch } = gatedFetch(false);
    await open(fetch, `/reports/xml?groupBy=tid&${RANGE}`);
    expect(
      await screen.findByText(/No traffic sources are kept for this key yet/),
    ).toBeInTheDocument();
  });
});
