// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { createTestApp, TEST_TODAY, type TestApp } from '@/testing/reference-api';
import { renderRoute } from '@/testing/render-route';
import { keyOwner } from './recent-tids';

// The XML statistics page opens on the key's last used traffic source, and
// only a source the server answered for is remembered.
let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
beforeEach(() => localStorage.clear());

const RANGE = `from=2026-11-01&to=${TEST_TODAY}`;

async function open(publisherKey: string, path = `/reports/xml?${RANGE}`) {
  cleanup();
  return renderRoute(path, { fetch: server.fetch, signedIn: { publisherKey } });
}
const tidOf = (view: Awaited<ReturnType<typeof open>>) =>
  new URLSearchParams(view.router.state.location.searchStr).get('tid');
const stored = () => JSON.parse(localStorage.getItem('adpanel.reports.recentTidsByOwner') ?? '{}');

async function show(view: Awaited<ReturnType<typeof open>>, tid: string) {
  const field = await screen.findByLabelText('Traffic source (tid)');
  await view.user.clear(field);
  await view.user.type(field, tid);
  await view.user.click(screen.getByRole('button', { name: 'Show' }));
}

describe('XML statistics opens with data', () => {
  it('opens on the last used tid of this key, and another key does not see it', async () => {
    const first = await open(server.publisherKeys.both);
    expect(
      await screen.findByText('Enter a traffic source (tid) to see its statistics.'),
    ).toBeInTheDocument();
    await show(first, '502');
    await screen.findByRole('table', { name: /^XML statistics per day/ });
    await waitFor(() => expect(stored()[keyOwner(server.publisherKeys.both)]).toEqual([502]));

    const again = await open(server.publisherKeys.both);
    await screen.findByRole('table', { name: /^XML statistics per day/ });
    expect(tidOf(again)).toBe('502');
    expect(screen.getByLabelText('Traffic source (tid)')).toHaveValue('502');
    // The rest of the URL is as opened.
    expect(new URLSearchParams(again.router.state.location.searchStr).get('from')).toBe(
      '2026-11-01',
    );

    const other = await open(server.publisherKeys.xmlOnly);
    expect(
      await screen.findByText('Enter a traffic source (tid) to see its statistics.'),
    ).toBeInTheDocument();
    expect(tidOf(other)).toBeNull();
    // No key is stored, only an 8-digit fingerprint of it.
    expect(localStorage.getItem('adpanel.reports.recentTidsByOwner')).not.toContain(
      server.publisherKeys.both,
    );
  });

  it('a refused tid is not remembered, and a remembered one that is refused later is dropped', async () => {
    const view = await open(server.publisherKeys.both);
    await show(view, '501');
    await screen.findByRole('table', { name: /^XML statistics per day/ });
    // 601 is another publisher's source: 403.
    await show(view, '601');
    expect(await screen.findByText(/This traffic source is not yours/)).toBeInTheDocument();
    expect(stored()[keyOwner(server.publisherKeys.both)]).toEqual([501]);

    // A source this key used before but may no longer read (stored by hand here).
    localStorage.setItem(
      'adpanel.reports.recentTidsByOwner',
      JSON.stringify({ [keyOwner(server.publisherKeys.both)]: [602, 501] }),
    );
    const reopened = await open(server.publisherKeys.both);
    expect(await screen.findByText(/This traffic source is not yours/)).toBeInTheDocument();
    expect(tidOf(reopened)).toBe('602');
    await waitFor(() => expect(stored()[keyOwner(server.publisherKeys.both)]).toEqual([501]));

    const last = await open(server.publisherKeys.both);
    await screen.findByRole('table', { name: /^XML statistics per day/ });
    expect(tidOf(last)).toBe('501');
  });

  it('a link with a tid wins, and a link with a bad tid is explained, not replaced', async () => {
    localStorage.setItem(
      'adpanel.reports.recentTidsByOwner',
      JSON.stringify({ [keyOwner(server.publisherKeys.both)]: [501] }),
    );
    const linked = await open(server.publisherKeys.both, `/reports/xml?tid=503&${RANGE}`);
    await screen.findByRole('table', { name: /^XML statistics per day/ });
    expect(tidOf(linked)).toBe('503');

    const bad = await open(server.publisherKeys.both, `/reports/xml?tid=abc&${RANGE}`);
    expect(
      await screen.findByText('Enter a traffic source (tid) to see its statistics.'),
    ).toBeInTheDocument();
    expect(tidOf(bad)).toBeNull();
  });
});
