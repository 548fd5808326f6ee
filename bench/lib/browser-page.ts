import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import type { BrowserEnv } from './browser-env';
import { installProbes, NAME_SHIM, type ProbeState } from './browser-probes';

/** A script run in every document of the context before the dashboard's own. */
export type InitScript<A> = [fn: (arg: A) => void, arg: A];

export interface BenchPage {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  close(): Promise<void>;
}

/**
 * A fresh context (its own HTTP cache and storage) and one tab, with the probes
 * and the given watchers installed. The default 1280×720 viewport, no throttling.
 */
export async function openPage(
  env: BrowserEnv,
  options: { init?: InitScript<never>[]; cacheDisabled?: boolean } = {},
): Promise<BenchPage> {
  const context = await env.browser.newContext({ baseURL: env.origin, acceptDownloads: true });
  await context.addInitScript({ content: NAME_SHIM });
  await context.addInitScript(installProbes);
  for (const [fn, arg] of options.init ?? []) await context.addInitScript(fn, arg);
  const page = await context.newPage();
  // The editor's unsaved-changes guard may ask on leaving; leaving is always meant here.
  page.on('dialog', (dialog) => void dialog.accept());
  const cdp = await context.newCDPSession(page);
  if (options.cacheDisabled) {
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  }
  return { context, page, cdp, close: () => context.close() };
}

/** Watchers are typed by their argument; the list holds them side by side. */
export function initScript<A>(fn: (arg: A) => void, arg: A): InitScript<never> {
  return [fn, arg] as unknown as InitScript<never>;
}

/**
 * Signs in on the sign-in page as a user does, with "Keep me signed in on this tab"
 * ticked (the default; `check()` leaves a ticked box ticked): the credentials then
 * live in this tab's sessionStorage, so later page loads of the tab (the measured
 * ones) start signed in.
 */
export async function signIn(
  page: Page,
  fields: { memberToken?: string; publisherKey?: string },
): Promise<void> {
  await page.goto('/sign-in');
  if (fields.memberToken) await page.getByLabel('Member access token').fill(fields.memberToken);
  if (fields.publisherKey) await page.getByLabel('Publisher API key').fill(fields.publisherKey);
  await page.getByRole('checkbox', { name: 'Keep me signed in on this tab' }).check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  try {
    await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'), { timeout: 15_000 });
  } catch {
    throw new Error(`Sign-in did not leave /sign-in: ${await pageSummary(page)}`);
  }
}

export function probe(page: Page): Promise<ProbeState> {
  return page.evaluate(() => (window as unknown as { __benchProbe: ProbeState }).__benchProbe);
}

/** Where the page is and what it shows, for an error message. */
export async function pageSummary(page: Page): Promise<string> {
  const headings = await page
    .locator('h1, h2, [role="alert"]')
    .allInnerTexts()
    .catch(() => []);
  return `at ${page.url()}, showing: ${headings.join(' | ').slice(0, 400) || 'no heading'}`;
}

/**
 * Evaluates `fn` in the page and fails with `what` (and what the page shows) when
 * it neither answers nor throws within `timeoutMs`: a page that never reaches the
 * measured state is a failed benchmark, not a slow one.
 */
export async function inPage<R, A>(
  page: Page,
  what: string,
  fn: (arg: A) => Promise<R> | R,
  arg: A,
  timeoutMs = 30_000,
): Promise<R> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
  });
  try {
    // Playwright's typing unboxes handles in `arg`; these arguments are plain JSON.
    const evaluate = page.evaluate.bind(page) as unknown as (f: typeof fn, a: A) => Promise<R>;
    return await Promise.race([evaluate(fn, arg), timeout]);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(
      `${what}: not reached (${reason === 'timeout' ? `${timeoutMs / 1000} s` : reason}) ${await pageSummary(page)}`,
    );
  } finally {
    clearTimeout(timer);
  }
}

/** A day relative to today in the machine's time zone (the browser's), YYYY-MM-DD. */
export function localDay(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Forgets what the dashboard remembers on this browser (localStorage: the reports'
 * last views, recent tids, layouts); the sign-in stays (sessionStorage). The page
 * must be on the dashboard's origin.
 */
export async function forgetRemembered(page: Page): Promise<void> {
  await page.evaluate(() => window.localStorage.clear());
}
