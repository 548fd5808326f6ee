import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { Manifest } from '../bench/budget/manifest';
import { ROUTES } from '../bench/budget/route-bundles';
import { firstViewFiles } from '../bench/lib/browser-build';
import { firstMember, publisherWithBothScopes, signInWithToken } from './fixtures/auth';
import { listCampaigns } from './fixtures/campaigns';
import { E2E_STATIC_DIR } from './fixtures/constants';

// The bundle gate (bench/budget) counts, per route, the first view in the Vite manifest
// plus the dynamic imports the page declares as requested on entry (`onEntry`). Here
// Chromium says whether that is what a first view really fetches: a page that starts
// requesting another file on entry, or stops requesting one, fails until the gate's
// count follows (issue 27: first-view JavaScript is what the browser fetches).

const manifest = JSON.parse(
  readFileSync(join(E2E_STATIC_DIR, '.vite', 'manifest.json'), 'utf8'),
) as Manifest;

/**
 * Loads `url` with the cache cold and expects its script requests to be `counted`:
 * all of them (waited for, however slow the machine), and nothing more once the
 * network is idle.
 */
async function expectFirstViewScripts(page: Page, url: string, counted: readonly string[]) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname.slice(1));
  });
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect.poll(() => [...scripts].sort(), { timeout: 15_000 }).toEqual(counted);
  await page.waitForLoadState('networkidle');
  expect([...scripts].sort()).toEqual(counted);
  expect(new URL(page.url()).pathname).toBe(url);
}

for (const route of ROUTES) {
  test(`${route.path}: the scripts of its first view are the ones the bundle gate counts`, async ({
    page,
    request,
  }) => {
    let url = route.path;
    if (route.path !== '/sign-in') {
      const member = await firstMember(request);
      const publisher = await publisherWithBothScopes(request);
      if (route.path === '/campaigns/$cid') {
        const [first] = await listCampaigns(request, member.token, { perPage: '1' });
        if (!first) throw new Error('The first demo member has no campaign');
        url = `/campaigns/${first.cid}`;
      }
      // Signed in on this tab (sessionStorage), so the route opens on a full load. Sent
      // with Enter, so no pointer rests over the page (a hover preloads a link's route);
      // then a blank page, so nothing the sign-in's own navigation requests late is
      // counted as the route's.
      await page.goto('/sign-in');
      await signInWithToken(page, {
        memberToken: member.token,
        publisherKey: publisher.key,
        byEnter: true,
      });
      await expect(page).not.toHaveURL(/\/sign-in/);
      await page.goto('about:blank');
    }
    const counted = [...firstViewFiles(manifest, route)].filter((f) => f.endsWith('.js')).sort();
    await expectFirstViewScripts(page, url, counted);
  });
}
