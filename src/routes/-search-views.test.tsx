// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render-route';

// Decision 059: each route's URL check is plain code. The router lays a route's view
// over the raw search, so a parameter that was present and reset must be in the view as
// undefined: left out, the raw value would come through to the page (at /sign-in, an
// open redirect). These open the real route tree from a link and read what the page gets.

afterEach(() => sessionStorage.clear());

// Every request answers an empty success: only the URL's reading matters here.
const fetch = vi.fn<typeof globalThis.fetch>(async () =>
  Response.json({ status: 'success', data: [], total: 0 }),
);

async function viewOf(path: string, signedIn?: { memberToken?: string; publisherKey?: string }) {
  const { router, unmount } = await renderRoute(path, { fetch, signedIn });
  const view = router.state.matches.at(-1)?.search as Record<string, unknown>;
  const location = router.state.location;
  unmount();
  return { view, location };
}

describe('a link with values its route cannot take', () => {
  it('/sign-in drops a redirect to another site, from the view and the address', async () => {
    const { view, location } = await viewOf('/sign-in?redirect=https%3A%2F%2Fevil.example%2F');
    expect(view.redirect).toBeUndefined();
    expect(location.href).toBe('/sign-in');
    expect((await viewOf('/sign-in?redirect=%2Fcampaigns%3Fpage%3D2')).view.redirect).toBe(
      '/campaigns?page=2',
    );
  });

  it('/campaigns falls back per parameter and keeps the rest', async () => {
    const { view, location } = await viewOf(
      '/campaigns?status=9&query=%20shoes%20&types=2,x&perPage=7&geoAll=maybe',
      { memberToken: 'member.jwt.token' },
    );
    expect(view).toMatchObject({ page: 1, perPage: 20, query: 'shoes', types: [2] });
    expect(view.status).toBeUndefined();
    expect(view.geoAll).toBeUndefined();
    expect(location.search).not.toHaveProperty('status', '9');
    expect(location.href).not.toContain('status');
  });

  it('/reports/xml and /reports/search take their defaults for what they cannot read', async () => {
    const key = { publisherKey: 'pub-key' };
    const xml = await viewOf('/reports/xml?groupBy=week&tid=-3&sort=1bad&order=up', key);
    expect(xml.view).toMatchObject({ groupBy: 'day', order: 'asc', compare: false });
    expect(xml.view.tid).toBeUndefined();
    expect(xml.view.sort).toBeUndefined();
    const search = await viewOf('/reports/search?sid=0&sort=nope&group=week&q=%20x%20', key);
    expect(search.view).toMatchObject({ sort: 'date', order: 'asc', q: 'x' });
    expect(search.view.sid).toBeUndefined();
    expect(search.view.group).toBeUndefined();
  });

  it('/activity drops a set id longer than 64 characters', async () => {
    const { view } = await viewOf(`/activity?set=${'x'.repeat(65)}`, {
      memberToken: 'member.jwt.token',
    });
    expect(view.set).toBeUndefined();
    expect((await viewOf('/activity?set=abc', { memberToken: 'member.jwt.token' })).view.set).toBe(
      'abc',
    );
  });
});
