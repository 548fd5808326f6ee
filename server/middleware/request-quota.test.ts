import { describe, expect, it } from 'vitest';
import { readEnv } from '../env';
import { LARGE_KEY } from '../routes/publisher/report-requests';
import { createTestApp } from '../testing/test-app';
import { body, requests } from '../testing/requests';

const CAMPAIGNS = '/api/v1/login/campaigns/campaigns';
const REPORT = '/pub/publisher/search-report';
const PARAMS = 'date_from=2026-11-01&date_to=2026-11-20';

async function limitedApp(requestsPerWindow: number) {
  return createTestApp({
    env: { limits: { quota: { requests: requestsPerWindow, windowSeconds: 60 } } },
  });
}

async function statuses(send: () => Response | Promise<Response>, n: number): Promise<Response[]> {
  const answers: Response[] = [];
  for (let i = 0; i < n; i++) answers.push(await send());
  return answers;
}

describe('request budgets on /api/v1 and /pub (API_QUOTA)', () => {
  it('answers 429 with Retry-After and the error envelope after the budget, per member', async () => {
    const t = await limitedApp(3);
    const { get } = requests(t);
    const answers = await statuses(() => get(CAMPAIGNS, t.tokens.demo), 4);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 429]);
    const refused = answers[3]!;
    const seconds = Number(refused.headers.get('Retry-After'));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(await body(refused)).toEqual({
      status: 'error',
      message: `Too many requests: this account's request budget is used up. Try again in ${seconds} s.`,
    });
    // Another member of the same tenant has a budget of their own.
    expect((await get(CAMPAIGNS, t.tokens.lowBalance)).status).toBe(200);
  });

  it('counts each publisher key apart from members and from other keys', async () => {
    const t = await limitedApp(2);
    const report = (key: string) => t.app.request(`${REPORT}?token=${key}&${PARAMS}`);
    const first = await statuses(() => report(t.publisherKeys.both), 3);
    expect(first.map((r) => r.status)).toEqual([200, 200, 429]);
    expect(Number(first[2]!.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect((await body(first[2]!)).status).toBe('error');
    expect((await report(t.publisherKeys.searchOnly)).status).toBe(200);
    expect((await requests(t).get(CAMPAIGNS, t.tokens.demo)).status).toBe(200);
  });

  it('limits requests without credentials by client address', async () => {
    const t = await limitedApp(2);
    const answers = await statuses(() => t.app.request('/api/v1/openapi.json'), 3);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 429]);
    expect(answers[2]!.headers.get('Retry-After')).toMatch(/^\d+$/);
    // A member's budget is not the address's.
    expect((await requests(t).get(CAMPAIGNS, t.tokens.demo)).status).toBe(200);
  });

  it('lets a browser read Retry-After across origins', async () => {
    const t = await limitedApp(1);
    await t.app.request(CAMPAIGNS, { headers: { Authorization: `Bearer ${t.tokens.demo}` } });
    const refused = await t.app.request(CAMPAIGNS, {
      headers: { Authorization: `Bearer ${t.tokens.demo}`, Origin: 'https://elsewhere.example' },
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Access-Control-Expose-Headers')).toMatch(/Retry-After/);
  });

  it('is on by default, generous enough for a bulk run, and can be switched off', () => {
    expect(readEnv({}).limits.quota).toEqual({ requests: 3000, windowSeconds: 10 });
    expect(readEnv({ API_QUOTA: '50/1' }).limits.quota).toEqual({ requests: 50, windowSeconds: 1 });
    expect(readEnv({ API_QUOTA: 'off' }).limits.quota).toBeUndefined();
    expect(() => readEnv({ API_QUOTA: '0/10' })).toThrow(/API_QUOTA/);
  });
});

describe('concurrent report exports per key (REPORT_EXPORTS_PER_KEY)', () => {
  it('refuses the third export running at once with 429 and Retry-After, until one finishes', async () => {
    const t = await createTestApp();
    const exportOf = (key: string, format = 'json') =>
      t.app.request(
        `${REPORT}?token=${key}&date_from=2026-09-01&date_to=2026-11-20&export=${format}`,
      );
    // Answers whose bodies nobody has read yet: both exports are still running.
    const running = [await exportOf(LARGE_KEY), await exportOf(LARGE_KEY, 'csv')];
    expect(running.map((r) => r.status)).toEqual([200, 200]);
    const third = await exportOf(LARGE_KEY);
    expect(third.status).toBe(429);
    expect(third.headers.get('Retry-After')).toBe('5');
    expect(await body(third)).toEqual({
      status: 'error',
      message:
        'This API key already has 2 report exports running: wait for one to finish, then try again.',
    });
    // The XML report shares the cap of its key; another key has its own.
    const xml = await t.app.request(
      `/pub/xml/stats?token=${LARGE_KEY}&tid=801&date_from=2026-11-01&date_to=2026-11-20`,
    );
    expect(xml.status).toBe(429);
    expect((await exportOf(t.publisherKeys.searchOnly)).status).toBe(200);
    // Reading one body to its end frees its slot; cancelling the other frees that one.
    await running[0]!.text();
    const fourth = await exportOf(LARGE_KEY);
    expect(fourth.status).toBe(200);
    await running[1]!.body?.cancel();
    expect((await exportOf(LARGE_KEY)).status).toBe(200);
    await fourth.text();
  });

  it('gives a HEAD its headers and takes no slot: monitors and link checkers never lock a key out', async () => {
    const t = await createTestApp();
    const url = `${REPORT}?token=${LARGE_KEY}&date_from=2026-09-01&date_to=2026-11-20`;
    // Before issue 22, two HEADs took both slots for good: every later export was 429.
    for (let i = 0; i < 5; i++) {
      const head = await t.app.request(url, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('Content-Type')).toMatch(/application\/json/);
      expect(await head.text()).toBe('');
    }
    // Even a HEAD refused by the key check or the parameters leaves nothing behind.
    await t.app.request(`/pub/xml/stats?token=${LARGE_KEY}&tid=801`, { method: 'HEAD' });
    const running = [await t.app.request(url), await t.app.request(`${url}&export=csv`)];
    expect(running.map((r) => r.status)).toEqual([200, 200]);
    await Promise.all(running.map((r) => r.body?.cancel()));
  });

  it('is 2 by default and can be switched off', () => {
    expect(readEnv({}).limits.exportsPerKey).toBe(2);
    expect(readEnv({ REPORT_EXPORTS_PER_KEY: 'off' }).limits.exportsPerKey).toBeUndefined();
  });
});
