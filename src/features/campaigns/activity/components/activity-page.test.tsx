// @vitest-environment jsdom
import { clear, createStore } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createAuthServices } from '@/lib/session/auth-services';
import { memberKeyOf } from '@/features/auth/member-key';
import { createApiClient } from '@/lib/api/client';
import { renderWithApp } from '@/testing/render';
import { createTestApp, type TestApp } from '@/testing/reference-api';
import { changeLog } from '@/features/campaigns/write/change-log/change-log';
import type { ChangeSet } from '@/features/campaigns/write/change-log/change-set';
import { ActivityPage } from './activity-page';

let server: TestApp;
beforeEach(async () => {
  server = await createTestApp();
  // One IndexedDB for the whole file: every test starts with an empty log.
  await clear(createStore('adpanel-activity', 'change-sets'));
});

function stored(cid: number): Record<string, unknown> {
  const row = server.db.prepare('SELECT doc FROM campaigns WHERE cid = ?').get(cid) as {
    doc: string;
  };
  return JSON.parse(row.doc) as Record<string, unknown>;
}

function store(cid: number, fields: Record<string, unknown>) {
  server.db
    .prepare('UPDATE campaigns SET doc = ? WHERE cid = ?')
    .run(JSON.stringify({ ...stored(cid), ...fields }), cid);
}

function pushCampaigns(n: number): number[] {
  return (
    server.db
      .prepare(
        'SELECT cid FROM campaigns WHERE uid = 1001 AND status = 3 AND type = 1 ORDER BY cid LIMIT ?',
      )
      .all(n) as { cid: number }[]
  ).map((row) => row.cid);
}

async function renderPage(selected?: string) {
  const auth = createAuthServices({ storage: null });
  auth.credentials.signIn({ memberToken: server.tokens.demo, persist: false });
  const api = createApiClient({
    config: { baseUrl: 'http://api.test/api/v1', apiUrl: 'http://api.test/pub', authMode: 'token' },
    getCredentials: () => auth.credentials.getSnapshot(),
    fetch: server.fetch,
    sleep: async () => {},
  });
  const result = await renderWithApp(<ActivityPage selected={selected} />, {
    context: { auth, api },
  });
  return { ...result, memberKey: memberKeyOf(auth.credentials.getSnapshot()).key };
}

/** A verified change of one field on each campaign, recorded as the dashboard records it. */
async function recordChange(
  cids: number[],
  change: Pick<ChangeSet, 'kind' | 'summary'> & {
    field: ChangeSet['campaigns'][number]['fields'][number];
  },
  options: { id?: string; memberKey?: string } = {},
): Promise<ChangeSet> {
  const set: ChangeSet = {
    id: options.id ?? `set-${cids.join('-')}`,
    at: new Date().toISOString(),
    member: { key: options.memberKey ?? 'acme:1001', name: 'Demo Advertiser' },
    kind: change.kind,
    summary: change.summary,
    campaigns: cids.map((cid) => ({
      cid,
      name: `Campaign ${cid}`,
      outcome: 'verified',
      fields: [change.field],
    })),
  };
  await (await changeLog()).record(set);
  return set;
}

/** A bid change of 0.5 → 0.55 on each campaign, as a bulk edit records it. */
const recordBidChange = (cids: number[], memberKey = 'acme:1001') =>
  recordChange(
    cids,
    {
      kind: 'bulk-edit',
      summary: 'Bid: increase by 10 %',
      field: { key: 'payout', label: 'Bid', before: 0.5, after: 0.55 },
    },
    { memberKey },
  );

/** "Undo" on the listed bid change, up to its preview: the list, the dialog and the preview table. */
async function openUndoPreview(user: Awaited<ReturnType<typeof renderPage>>['user']) {
  const list = await screen.findByRole('table', { name: 'Change sets, newest first' });
  await user.click(within(list).getByRole('button', { name: 'Undo' }));
  const dialog = await screen.findByRole('dialog', { name: 'Undo: Bid: increase by 10 %' });
  await within(dialog).findByRole('heading', { name: 'Preview' });
  const preview = within(dialog).getByRole('table', { name: 'Preview of the changes' });
  return { list, dialog, preview };
}

describe('Activity', () => {
  it('lists only the member’s change sets and says how many are kept', async () => {
    const [cid] = pushCampaigns(1) as [number];
    await recordBidChange([cid]);
    await recordBidChange([cid + 1], 'globex:2001');
    await renderPage();
    expect(screen.getByText(/newest 500 change sets of each member/)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Change sets, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Bulk edit: Bid: increase by 10 %');
    expect(rows[1]).toHaveTextContent('1 saved of 1');
  });

  it('undoes a bid the server now answers as text ("0.55" for the 0.55 written)', async () => {
    const [cid] = pushCampaigns(1) as [number];
    // The same number in another JSON type: no one changed it since.
    store(cid, { payout: '0.55' });
    const set = await recordBidChange([cid]);
    const before = stored(cid);
    const { user } = await renderPage(set.id);

    const { dialog, preview } = await openUndoPreview(user);
    const row = within(preview).getByRole('row', { name: new RegExp(`^${cid} `) });
    expect(row).toHaveTextContent('Bid: 0.55 → 0.50');
    expect(row).not.toHaveTextContent('changed since');
    await user.click(within(dialog).getByRole('button', { name: 'Apply changes' }));
    await within(dialog).findByRole('heading', { name: 'Result' });
    // The before value as it was read, every other field as stored.
    expect(stored(cid)).toEqual({ ...before, payout: 0.5 });
  });

  it('undoes a change set through preview and apply, leaving fields changed since alone', async () => {
    const [first, second] = pushCampaigns(2) as [number, number];
    store(first, { payout: 0.55 });
    store(second, { payout: 0.7 }); // changed by someone else after our change
    const set = await recordBidChange([first, second]);
    const before = stored(first);
    const { user } = await renderPage(set.id);

    const { list, dialog, preview } = await openUndoPreview(user);
    expect(within(preview).getByRole('row', { name: new RegExp(`^${first} `) })).toHaveTextContent(
      'Bid: 0.55 → 0.50',
    );
    expect(within(preview).getByRole('row', { name: new RegExp(`^${second} `) })).toHaveTextContent(
      'Skipped: Bid: changed since',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Apply changes' }));
    await within(dialog).findByRole('heading', { name: 'Result' });
    expect(stored(first)).toEqual({ ...before, payout: 0.5 });
    expect(stored(second).payout).toBe(0.7);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    // The undo is itself a change set, at the top of the list.
    await waitFor(() =>
      expect(within(list).getAllByRole('row')[1]).toHaveTextContent(
        'Undo: Undo of “Bid: increase by 10 %”',
      ),
    );
  });

  it('undoes a status change: the campaigns go back to their status, every other field as it was', async () => {
    const cids = pushCampaigns(2);
    for (const cid of cids) store(cid, { status: 1 }); // the change being undone: Paused → Active
    const before = cids.map(stored);
    const set = await recordChange(
      cids,
      {
        kind: 'bulk-status',
        summary: 'Status: set to Active',
        field: { key: 'status', label: 'Status', before: 3, after: 1 },
      },
      { id: 'set-status' },
    );
    const { user } = await renderPage(set.id);

    const list = await screen.findByRole('table', { name: 'Change sets, newest first' });
    await user.click(within(list).getByRole('button', { name: 'Undo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo: Status: set to Active' });
    await within(dialog).findByRole('heading', { name: 'Preview' });
    expect(within(dialog).getByText(/campaigns will change/)).toHaveTextContent(
      '2 campaigns will change, 0 skipped',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Apply changes' }));
    await within(dialog).findByRole('heading', { name: 'Result' });
    expect(within(dialog).getByText(/^Done\./)).toHaveTextContent('Saved and verified: 2');
    cids.forEach((cid, i) => expect(stored(cid)).toEqual({ ...before[i], status: 3 }));
  });

  it('undoes only the ticked campaigns with "Undo selected"; "Undo" still takes the whole set', async () => {
    const [first, second, third] = pushCampaigns(3) as [number, number, number];
    for (const cid of [first, second, third]) store(cid, { payout: 0.55 });
    const set = await recordBidChange([first, second, third]);
    const { user } = await renderPage(set.id);

    const detail = await screen.findByRole('table', { name: 'Campaigns of this change (3)' });
    const undoSelected = screen.getByRole('button', { name: 'Undo selected' });
    expect(undoSelected).toHaveAttribute('aria-disabled', 'true');
    await user.click(
      within(detail).getByRole('checkbox', { name: `Undo ${first} Campaign ${first}` }),
    );
    await user.click(
      within(detail).getByRole('checkbox', { name: `Undo ${third} Campaign ${third}` }),
    );
    expect(screen.getByText('2 of 3 campaigns that can be undone selected')).toBeInTheDocument();
    await user.click(undoSelected);

    const dialog = await screen.findByRole('dialog', { name: 'Undo: Bid: increase by 10 %' });
    await within(dialog).findByRole('heading', { name: 'Preview' });
    const preview = within(dialog).getByRole('table', { name: 'Preview of the changes' });
    expect(within(preview).getAllByRole('row').slice(1)).toHaveLength(2);
    expect(within(preview).queryByRole('row', { name: new RegExp(`^${second} `) })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Apply changes' }));
    await within(dialog).findByRole('heading', { name: 'Result' });
    expect([stored(first).payout, stored(second).payout, stored(third).payout]).toEqual([
      0.5, 0.55, 0.5,
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    // Focus back on the button, the ticks cleared.
    await waitFor(() => expect(undoSelected).toHaveFocus());
    expect(undoSelected).toHaveAttribute('aria-disabled', 'true');

    const list = screen.getByRole('table', { name: 'Change sets, newest first' });
    await waitFor(() =>
      expect(within(list).getAllByRole('row')[1]).toHaveTextContent(
        'Undo: Undo of “Bid: increase by 10 %” for 2 of its 3 campaigns',
      ),
    );
    // "Undo" of the whole set: the third campaign is the one still to put back.
    const original = within(list).getAllByRole('row')[2]!;
    await user.click(within(original).getByRole('button', { name: 'Undo' }));
    const whole = await screen.findByRole('dialog', { name: 'Undo: Bid: increase by 10 %' });
    await within(whole).findByRole('heading', { name: 'Preview' });
    const wholePreview = within(whole).getByRole('table', { name: 'Preview of the changes' });
    expect(within(wholePreview).getAllByRole('row').slice(1)).toHaveLength(3);
    expect(
      within(wholePreview).getByRole('row', { name: new RegExp(`^${second} `) }),
    ).toHaveTextContent('Bid: 0.55 → 0.50');
  });

  it('offers no tick for a campaign whose change was not saved', async () => {
    const [cid] = pushCampaigns(1) as [number];
    const set = await recordBidChange([cid]);
    await (
      await changeLog()
    ).record({
      ...set,
      id: 'set-failed',
      campaigns: [{ ...set.campaigns[0]!, outcome: 'failed', detail: 'Refused' }],
    });
    await renderPage('set-failed');
    const detail = await screen.findByRole('table', { name: 'Campaigns of this change (1)' });
    expect(within(detail).queryByRole('checkbox')).toBeNull();
    expect(within(detail).getByText('Nothing saved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo selected' })).toBeNull();
  });

  it('shows one change set in detail, by its id in the URL', async () => {
    const [cid] = pushCampaigns(1) as [number];
    const set = await recordBidChange([cid]);
    await renderPage(set.id);
    const detail = await screen.findByRole('table', { name: 'Campaigns of this change (1)' });
    expect(within(detail).getByRole('row', { name: new RegExp(`^${cid} `) })).toHaveTextContent(
      'Saved and verifiedBid: 0.50 → 0.55',
    );
  });

  it("says so for a change set id that is not kept here, or is another member's", async () => {
    const [cid] = pushCampaigns(1) as [number];
    const theirs = await recordBidChange([cid], 'globex:2001');
    for (const id of ['no-such-set', theirs.id]) {
      const { unmount } = await renderPage(id);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'This change set is not kept on this browser (or is another member’s).',
      );
      expect(screen.queryByRole('table', { name: /^Campaigns of this change/ })).toBeNull();
      unmount();
    }
  });
});
