import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { OMNIBOX_POPUP_FEATURES } from './fixtures/chromium-args';

/**
 * The browser tests' own Chromium flags (fixtures/chromium-args.ts): they keep
 * every feature Playwright turns off, and a new page opens no hidden address-bar
 * popups (two renderers per page, most of a second of a core, for nothing).
 */

/** The command lines of the Chromium browser processes Playwright started (Linux /proc). */
function browserCommandLines(): string[][] {
  const lines: string[][] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let args: string[];
    try {
      args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    const isBrowser =
      args.includes('--remote-debugging-pipe') && !args.some((arg) => arg.startsWith('--type='));
    if (isBrowser) lines.push(args);
  }
  return lines;
}

test("our --disable-features keeps all of Playwright's and adds the popups'", async ({
  browser,
}) => {
  // Linux only (CI and this project's machines): the browser's command line is read
  // from /proc, which other systems do not have.
  test.skip(process.platform !== 'linux', 'reads the command line from /proc');
  expect(browser.isConnected()).toBe(true);
  const lines = browserCommandLines();
  expect(lines.length).toBeGreaterThan(0);
  for (const args of lines) {
    const lists = args
      .filter((arg) => arg.startsWith('--disable-features='))
      .map((arg) => arg.slice('--disable-features='.length).split(','));
    // Playwright's first, ours last: Chromium reads only the last one.
    expect(lists).toHaveLength(2);
    const [playwrights, ours] = lists as [string[], string[]];
    expect(ours).toEqual(expect.arrayContaining(playwrights));
    expect(ours).toEqual(expect.arrayContaining(OMNIBOX_POPUP_FEATURES));
  }
});

test('a new page opens no address-bar popup pages', async ({ browser }) => {
  const cdp = await browser.newBrowserCDPSession();
  const created: string[] = [];
  cdp.on('Target.targetCreated', ({ targetInfo }) => created.push(targetInfo.url));
  await cdp.send('Target.setDiscoverTargets', { discover: true });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/favicon.svg');
  await context.close();
  await cdp.detach();
  expect(created.length).toBeGreaterThan(0);
  expect(created.filter((url) => url.startsWith('chrome://omnibox-popup'))).toEqual([]);
});
