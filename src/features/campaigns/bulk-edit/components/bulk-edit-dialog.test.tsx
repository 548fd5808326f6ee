// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { CampaignListDataSchema } from '@contract/campaigns';
import { createAuthServices } from '@/lib/session/auth-services';
import { memberKeyOf } from '@/features/auth/member-key';
import { createApiClient } from '@/lib/api/client';
import { renderWithApp } from '@/testing/render';
import { createTestApp, type TestApp } from '@/testing/reference-api';
import { signMemberToken } from '../../../../../server/auth/member-token';
import { changeLog } from '@/features/campaigns/write/change-log/change-log';
import BulkEditDialog from './bulk-edit-dialog';

const BASE = 'http://api.test/api/v1';
let server: TestApp;
let accepted: Map<number, number>;

beforeEach(async () => {
  server = await createTestApp();
  accepted = new Map();
});

type Tamper = (init: RequestInit | undefined, real: () => Promise<Response>) => Promise<Response>;

async function renderDialog(cids: number[], tamper?: Tamper) {
  const auth = createAuthServices({ storage: null });
  auth.credentials.signIn({ memberToken: server.tokens.demo, persist: false });
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const real = async () => {
      const response = await server.fetch(input, init);
      const cid = Number(/campaigns\/(\d+)$/.exec(String(input))?.[1]);
      if (init?.method === 'PUT' && response.ok) accepted.set(cid, (accepted.get(cid) ?? 0) + 1);
      return response;
    };
    return tamper ? tamper(init, real) : real();
  };
  const api = createApiClient({
    config: { baseUrl: BASE, apiUrl: 'http://api.test/pub', authMode: 'token' },
    getCredentials: () => auth.credentials.getSnapshot(),
    fetch,
    sleep: async () => {},
  });
  let closed = false;
  const result = await renderWithApp(
    <BulkEditDialog cids={cids} onClose={() => (closed = true)} />,
    { context: { auth, api } },
  );
  return { ...result, auth, closed: () => closed };
}

async function pushCampaigns(n: number) {
  const response = await server.fetch(
    `${BASE}/login/campaigns/campaigns?types=1&status=3&perPage=${n}&sort=cid&order=asc`,
    { headers: { Authorization: `Bearer ${server.tokens.demo}` } },
  );
  return CampaignListDataSchema.parse(((await response.json()) as { data: unknown }).data).data;
}

function storedPayout(cid: number): number {
  const row = server.db.prepare('SELECT doc FROM campaigns WHERE cid = ?').get(cid) as {
    doc: string;
  };
  return (JSON.parse(row.doc) as { payout: number }).payout;
}

function setStoredPayout(cid: number, payout: number) {
  const row = server.db.prepare('SELECT doc FROM campaigns WHERE cid = ?').get(cid) as {
    doc: string;
  };
  const doc = { ...(JSON.parse(row.doc) as object), payout };
  server.db.prepare('UPDATE campaigns SET doc = ? WHERE cid = ?').run(JSON.stringify(doc), cid);
}

function storedDoc(cid: number): Record<string, unknown> {
  const row = server.db.prepare('SELECT doc FROM campaigns WHERE cid = ?').get(cid) as {
    doc: string;
  };
  return JSON.parse(row.doc) as Record<string, unknown>;
}

function patchDoc(cid: number, patch: Record<string, unknown>) {
  const doc = { ...storedDoc(cid), ...patch };
  server.db.prepare('UPDATE campaigns SET doc = ? WHERE cid = ?').run(JSON.stringify(doc), cid);
}

/** Every field but `changed`, as stored. */
const rest = (doc: Record<string, unknown>, changed: string[]) =>
  Object.fromEntries(Object.entries(doc).filter(([key]) => !changed.includes(key)));

const dialog = () => screen.getByRole('dialog');

async function chooseBidIncrease(
  user: Awaited<ReturnType<typeof renderDialog>>['user'],
  value = '10',
) {
  await user.click(within(dialog()).getByRole('checkbox', { name: 'Bid' }));
  await user.selectOptions(
    within(dialog()).getByLabelText('How to change the bid'),
    'Increase by %',
  );
  await user.type(within(dialog()).getByLabelText('Bid value'), value);
  await user.click(within(dialog()).getByRole('button', { name: 'Preview changes' }));
}

describe('Edit selected', () => {
  it('previews, clamps, applies, verifies and records a bid +10 % on three campaigns', async () => {
    const rows = await pushCampaigns(3);
    const cids = rows.map((row) => row.cid);
    const [first, second, third] = cids as [number, number, number];
    setStoredPayout(first, 0.5);
    setStoredPayout(second, 1.9);
    setStoredPayout(third, 1);
    const { user, auth } = await renderDialog(cids);
    expect(dialog()).toHaveAccessibleName('Edit 3 campaigns');

    await chooseBidIncrease(user);
    await screen.findByRole('heading', { name: 'Preview' });
    expect(screen.getByText(/campaigns will change/)).toHaveTextContent(
      '3 campaigns will change, 0 skipped',
    );
    const table = screen.getByRole('table', { name: 'Preview of the changes' });
    expect(within(table).getByRole('row', { name: new RegExp(`^${first} `) })).toHaveTextContent(
      'Bid: 0.50 → 0.55',
    );
    expect(within(table).getByRole('row', { name: new RegExp(`^${second} `) })).toHaveTextContent(
      'Bid 2.09 lowered to the maximum 2 of Push CPC',
    );
    expect(accepted.size).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Apply changes' }));
    await screen.findByRole('heading', { name: 'Result' });
    expect(screen.getByText(/^Done\./)).toHaveTextContent('Saved and verified: 3');
    expect([storedPayout(first), storedPayout(second), storedPayout(third)]).toEqual([
      0.55, 2, 1.1,
    ]);
    expect([...accepted.values()]).toEqual([1, 1, 1]);

    const memberKey = memberKeyOf(auth.credentials.getSnapshot()).key;
    await waitFor(async () => expect(await (await changeLog()).list(memberKey)).toHaveLength(1));
    const [summary] = await (await changeLog()).list(memberKey);
    const set = await (await changeLog()).get(memberKey, summary?.id ?? '');
    expect(set).toMatchObject({ kind: 'bulk-edit', summary: 'Bid: increase by 10 %' });
    expect(set?.campaigns.find((c) => c.cid === first)?.fields).toEqual([
      { key: 'payout', label: 'Bid', before: 0.5, after: 0.55 },
    ]);
  });

  it('"Retry failed" is an explicit new preview of only the campaigns not saved', async () => {
    const cids = (await pushCampaigns(3)).map((row) => row.cid);
    const [capped] = cids as [number];
    const row = server.db.prepare('SELECT doc FROM campaigns WHERE cid = ?').get(capped) as {
      doc: string;
    };
    const doc = { ...(JSON.parse(row.doc) as object), name: 'Capped [bid-cap]' };
    server.db
      .prepare('UPDATE campaigns SET doc = ? WHERE cid = ?')
      .run(JSON.stringify(doc), capped);
    const { user } = await renderDialog(cids);
    await chooseBidIncrease(user);
    await user.click(await screen.findByRole('button', { name: 'Apply changes' }));
    await screen.findByRole('heading', { name: 'Result' });
    expect(screen.getByText(/^Done\./)).toHaveTextContent('Saved and verified: 2 · Failed: 1');
    expect(accepted.get(capped)).toBeUndefined();

    // Someone lifts the cap; nothing is resent until the user asks.
    server.db
      .prepare('UPDATE campaigns SET doc = ? WHERE cid = ?')
      .run(JSON.stringify({ ...doc, name: 'No longer capped' }), capped);
    await user.click(screen.getByRole('button', { name: 'Retry failed' }));
    await screen.findByRole('heading', { name: 'Preview' });
    expect(screen.getByText(/will change/)).toHaveTextContent('1 campaign will change, 0 skipped');
    await user.click(screen.getByRole('button', { name: 'Apply changes' }));
    await screen.findByRole('heading', { name: 'Result' });
    expect(screen.getByText(/^Done\./)).toHaveTextContent('Saved and verified: 1');
    expect(cids.map((cid) => accepted.get(cid))).toEqual([1, 1, 1]);
  });

  it('says what is missing before anything is read', async () => {
    const { user } = await renderDialog([10001]);
    await user.click(screen.getByRole('button', { name: 'Preview changes' }));
    expect(await screen.findByText('Choose at least one change')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Bid' }));
    await user.type(screen.getByLabelText('Bid value'), '0,5');
    await user.click(screen.getByRole('button', { name: 'Preview changes' }));
    expect(await screen.findByLabelText('Bid value')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a number such as 10 or 0.25 (with a dot)'),
    );
    expect(screen.getByRole('heading', { name: 'Choose changes' })).toBeInTheDocument();
  });

  it('sets the daily budget, makes the total unlimited and adds a country on each campaign, and changes nothing else', async () => {
    const cids = (await pushCampaigns(2)).map((row) => row.cid);
    for (const cid of cids)
      patchDoc(cid, {
        enable_budget: 1,
        d_revenue: 20,
        t_revenue: 500,
        geo_enabled: 0,
        geo: ['US'],
      });
    const before = cids.map(storedDoc);
    const { user } = await renderDialog(cids);
    const inDialog = within(dialog());

    await user.click(inDialog.getByRole('checkbox', { name: 'Daily budget' }));
    await user.type(inDialog.getByLabelText('Daily budget value'), '40');
    await user.click(inDialog.getByRole('checkbox', { name: 'Total budget' }));
    await user.selectOptions(
      inDialog.getByLabelText('How to change the total budget'),
      'Unlimited',
    );
    expect(inDialog.queryByLabelText('Total budget value')).not.toBeInTheDocument();
    await user.click(inDialog.getByRole('checkbox', { name: 'Countries' }));
    await user.type(await inDialog.findByRole('combobox', { name: 'Search countries' }), 'Germany');
    await user.keyboard('{Enter}');
    expect(inDialog.getByRole('list', { name: 'Chosen countries' })).toHaveTextContent('Germany');
    await user.click(inDialog.getByRole('button', { name: 'Preview changes' }));
    await screen.findByRole('heading', { name: 'Preview' });
    expect(screen.getByText(/campaigns will change/)).toHaveTextContent(
      '2 campaigns will change, 0 skipped',
    );
    expect(accepted.size).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Apply changes' }));
    await screen.findByRole('heading', { name: 'Result' });
    expect(screen.getByText(/^Done\./)).toHaveTextContent('Saved and verified: 2');
    cids.forEach((cid, i) => {
      const after = storedDoc(cid);
      expect(after).toMatchObject({ d_revenue: 40, t_revenue: 0, geo: ['US', 'DE'] });
      // The complete object went back: every other field exactly as it was read.
      const changed = ['d_revenue', 't_revenue', 'geo'];
      expect(rest(after, changed)).toEqual(rest(before[i] ?? {}, changed));
    });
  });

  it('refuses to replace the schedule with no hours, then writes the painted hours and turns the schedule on', async () => {
    const cids = (await pushCampaigns(2)).map((row) => row.cid);
    const allOn = Array.from({ length: 168 }, () => 1);
    for (const cid of cids) patchDoc(cid, { enable_shedule: 0, shedule: allOn });
    const before = cids.map(storedDoc);
    const { user } = await renderDialog(cids);
    const inDialog = within(dialog());

    await user.click(inDialog.getByRole('checkbox', { name: 'Weekly schedule' }));
    await user.click(
      inDialog.getByRole('checkbox', { name: 'Turn the weekly schedule on where it is off' }),
    );
    // Nothing painted: every selected campaign would never run again.
    await user.click(inDialog.getByRole('button', { name: 'Preview changes' }));
    expect(
      await inDialog.findByText(
        /Paint at least one hour: with every hour off a campaign never runs/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose changes' })).toBeInTheDocument();

    await user.click(await inDialog.findByRole('button', { name: 'Monday 09:00–10:00' }));
    await user.click(inDialog.getByRole('button', { name: 'Preview changes' }));
    await screen.findByRole('heading', { name: 'Preview' });
    await user.click(screen.getByRole('button', { name: 'Apply changes' }));
    await screen.findByRole('heading', { name: 'Result' });
    expect(screen.getByText(/^Done\./)).toHaveTextContent('Saved and verified: 2');
    cids.forEach((cid, i) => {
      const after = storedDoc(cid);
      expect(after.enable_shedule).toBe(1);
      const hours = after.shedule as number[];
      expect(hours).toHaveLength(168);
      expect(hours.flatMap((h, hour) => (h === 1 ? [hour] : []))).toEqual([9]);
      const changed = ['enable_shedule', 'shedule'];
      expect(rest(after, changed)).toEqual(rest(before[i] ?? {}, changed));
    });
  });

  it('Cancel while saving sends nothing more: the campaigns in flight finish and the rest are left as they were', async () => {
    const cids = (await pushCampaigns(12)).map((row) => row.cid);
    let puts = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { user } = await renderDialog(cids, async (init, real) => {
      // The first saves wait, so Cancel comes while they are in flight.
      if (init?.method === 'PUT' && ++puts <= 4) await held;
      return real();
    });
    const payouts = cids.map(storedPayout);
    await chooseBidIncrease(user);
    await user.click(await screen.findByRole('button', { name: 'Apply changes' }));
    await waitFor(() => expect(puts).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const sentAtCancel = puts;
    release();
    await screen.findByRole('heading', { name: 'Result' });
    expect(screen.getByText(/^Cancelled\./)).toBeInTheDocument();
    expect(puts).toBe(sentAtCancel);
    // Each campaign was saved whole or not at all, never twice.
    const saved = cids.filter((cid) => accepted.get(cid) === 1);
    expect(saved).toHaveLength(sentAtCancel);
    expect([...accepted.values()].every((n) => n === 1)).toBe(true);
    cids.forEach((cid, i) => {
      if (!saved.includes(cid)) expect(storedPayout(cid)).toBe(payouts[i]);
    });
  });

  it('pauses on a 401, resumes after a new token, and writes every campaign once', async () => {
    const cids = (await pushCampaigns(8)).map((row) => row.cid);
    let puts = 0;
    let expired = false;
    const { user, auth } = await renderDialog(cids, (init, real) => {
      const header = new Headers(init?.headers).get('Authorization');
      if (init?.method === 'PUT' && ++puts === 4) expired = true;
      if (expired && header === `Bearer ${server.tokens.demo}`)
        return Promise.resolve(new Response('{"message":"expired"}', { status: 401 }));
      return real();
    });
    await chooseBidIncrease(user);
    await user.click(await screen.findByRole('button', { name: 'Apply changes' }));
    await waitFor(() => expect(auth.sessionExpiry.getSnapshot()).toEqual(['member']));
    expect(await screen.findByText('Paused')).toBeInTheDocument();

    // What the session dialog does with a new token of the same member; the old one stays refused.
    const fresh = await signMemberToken(
      server.env.jwtSecret,
      { uid: 1001, tenant: 'acme', name: 'Demo Advertiser' },
      { expiresAt: Math.floor(Date.now() / 1000) + 7200 },
    );
    expect(fresh).not.toBe(server.tokens.demo);
    auth.credentials.replace('member', fresh);
    auth.sessionExpiry.resolve('member');
    await screen.findByRole('heading', { name: 'Result' }, { timeout: 5000 });
    expect(screen.getByText(/^Done\./)).toHaveTextContent('Saved and verified: 8');
    expect(cids.map((cid) => accepted.get(cid))).toEqual(cids.map(() => 1));
  });
});
