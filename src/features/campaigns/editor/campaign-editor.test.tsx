// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import type { Campaign } from '@contract/campaigns';
import { createAuthServices } from '@/lib/session/auth-services';
import { createTestApp, type TestApp } from '@/testing/reference-api';
import { renderWithApp } from '@/testing/render';
import {
  memberCall,
  openCampaignEditor,
  reviewChanges,
  reviewedFields,
  saveAndConfirm,
  type EditorIntercept,
  type EditorRequest,
} from '@/testing/campaign-editor';
import { CampaignEditPage } from './campaign-edit-page';

// The editor's save path against the real reference API, in-process: the
// payload, the 422s and the reads are the server's own. A fetch wrapper only
// records requests or injects the answers the server cannot be made to give.
let server: TestApp;
let requests: EditorRequest[];
const BASE = 'http://api.test/api/v1';

beforeAll(async () => {
  server = await createTestApp();
  // A save is three to five requests to the in-process API: 1.3–2.5 s on two busy
  // cores (measured on main and with the section list alike), so the default 1 s
  // wait of findBy* passed or failed by timer luck.
  configure({ asyncUtilTimeout: 10_000 });
});
beforeEach(() => {
  requests = [];
  window.sessionStorage.clear();
});

const call = (method: string, path: string, body?: unknown) =>
  memberCall(server, method, path, body);

async function serverCampaign(cid: number): Promise<Campaign> {
  const { json } = await call('GET', `/login/campaigns/${cid}`);
  return (json.data as { campaign: Campaign }).campaign;
}

const openEditor = (cid: number, intercept?: EditorIntercept, token?: string) =>
  openCampaignEditor(server, cid, { intercept, token, onRequest: (r) => requests.push(r) });

const puts = () => requests.filter((r) => r.method === 'PUT');
const field = (name: string) => screen.getByLabelText(name, { exact: true });
const jsonError = (status: number, message: string, errors?: Record<string, string[]>) =>
  new Response(JSON.stringify({ status: 'error', message, errors }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

describe('campaign editor: save path', () => {
  it('saves name and bid after review, sends the complete object, and verifies', async () => {
    const cid = 10004; // Native CPV, Paused, bid control on
    const before = await serverCampaign(cid);
    const { user } = await openEditor(cid);

    await user.clear(field('Name'));
    await user.type(field('Name'), 'Editor test name');
    await user.clear(field('Bid'));
    await user.type(field('Bid'), '0.123');
    const review = await reviewChanges(user);
    const rows = within(review).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Name',
      'Bid',
    ]);
    expect(puts()).toHaveLength(0);
    await user.click(within(review).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Saved and verified')).toBeInTheDocument();
    expect(puts()).toHaveLength(1);
    const sent = puts()[0]?.body as Campaign;
    // Every key of the read goes back, in order, with only the two edits.
    expect(Object.keys(sent)).toEqual(Object.keys(before));
    expect(sent).toEqual({ ...before, name: 'Editor test name', payout: 0.123 });
    const after = await serverCampaign(cid);
    expect(after.name).toBe('Editor test name');
    expect(after.payout).toBe(0.123);
    expect(JSON.stringify(after.bidControl)).toBe(JSON.stringify(before.bidControl));
    expect(JSON.stringify(after.x_legacy_meta)).toBe(JSON.stringify(before.x_legacy_meta));
    expect(JSON.stringify(after.ip_whitelist)).toBe(JSON.stringify(before.ip_whitelist));
    // The form now stands on the new read: nothing left to save.
    expect(screen.getByText('No unsaved changes')).toBeInTheDocument();
  });

  it('blocks a bid outside the range at the field, focused, before any request', async () => {
    const { user } = await openEditor(10008);
    const bid = field('Bid');
    await user.clear(bid);
    await user.type(bid, '99');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(bid).toHaveAttribute('aria-invalid', 'true'));
    expect(bid).toHaveAccessibleDescription(/between/i);
    expect(bid).toHaveFocus();
    expect(screen.queryByRole('dialog', { name: 'Review changes' })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
    // Typing again clears the stale message.
    await user.type(bid, '{backspace}');
    expect(bid).not.toHaveAttribute('aria-invalid');
  });

  it('blocks a negative count at its field while frequency cap and pacing are off', async () => {
    const cid = 10041; // Push CPC, Paused, frequency cap and traffic speed off
    const before = await serverCampaign(cid);
    expect([before.freq_cap, before.traffic_speed]).toEqual([0, 0]);
    const { user } = await openEditor(cid);
    const freq = field('Frequency cap count');
    const speed = field('Traffic speed count');
    await user.clear(freq);
    await user.type(freq, '-5');
    await user.clear(speed);
    await user.type(speed, '-1000');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(freq).toHaveAttribute('aria-invalid', 'true'));
    expect(freq).toHaveAccessibleDescription(/Frequency cap cannot be negative/);
    expect(speed).toHaveAttribute('aria-invalid', 'true');
    expect(speed).toHaveAccessibleDescription(/Traffic speed cannot be negative/);
    expect(freq).toHaveFocus();
    expect(screen.queryByRole('dialog', { name: 'Review changes' })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });

  it('puts a server-only 422 on its field and keeps the form', async () => {
    const { user } = await openEditor(10016);
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Promo [[server-422]');
    await saveAndConfirm(user);
    await waitFor(() => expect(field('Name')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Name')).toHaveValue('Promo [server-422]');
    expect(field('Name')).toHaveFocus();
    expect(puts()).toHaveLength(1);
    expect(screen.getByText('1 unsaved change')).toBeInTheDocument();
  });

  it('stops on a change made meanwhile and merges theirs with mine on request', async () => {
    const cid = 10033;
    const { user } = await openEditor(cid);
    const theirs = await serverCampaign(cid);
    expect(
      (await call('PUT', `/login/campaigns/${cid}`, { ...theirs, name: 'Changed by someone else' }))
        .status,
    ).toBe(200);

    await user.clear(field('Bid'));
    await user.type(field('Bid'), '0.5');
    await saveAndConfirm(user);
    const conflict = await screen.findByRole('dialog', {
      name: 'The campaign changed since you opened it',
    });
    expect(within(conflict).getByRole('rowheader', { name: 'Name' })).toBeInTheDocument();
    expect(within(conflict).getByText('Changed by someone else')).toBeInTheDocument();
    expect(puts()).toHaveLength(0);

    await user.click(within(conflict).getByRole('button', { name: 'Keep theirs plus my edits' }));
    const review = await screen.findByRole('dialog', { name: 'Review changes' });
    expect(reviewedFields(review)).toEqual(['Bid']);
    await user.click(within(review).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Saved and verified')).toBeInTheDocument();
    const after = await serverCampaign(cid);
    expect(after.name).toBe('Changed by someone else');
    expect(after.payout).toBe(0.5);
  });

  it('a write landing between the check and the PUT is refused by If-Match and shown as a conflict', async () => {
    const cid = 10034;
    const { user } = await openEditor(cid, (method, path, forward) => {
      if (method !== 'PUT') return undefined;
      // Another client saves in the gap between our check read and our PUT.
      return serverCampaign(cid)
        .then((theirs) => call('PUT', path, { ...theirs, name: 'Saved in the gap' }))
        .then(forward);
    });
    await user.clear(field('Bid'));
    await user.type(field('Bid'), '0.5');
    await saveAndConfirm(user);
    const conflict = await screen.findByRole('dialog', {
      name: 'The campaign changed since you opened it',
    });
    expect(within(conflict).getByText('Saved in the gap')).toBeInTheDocument();
    expect(puts()).toHaveLength(1);
    const after = await serverCampaign(cid);
    expect(after.name).toBe('Saved in the gap');
    expect(after.payout).not.toBe(0.5);
    expect(field('Bid')).toHaveValue('0.5');
  });

  it('offers "Reload and reapply my changes" after a 400, and sends nothing by itself', async () => {
    const cid = 10041;
    let refuse = true;
    const { user } = await openEditor(cid, (method) =>
      method === 'PUT' && refuse ? jsonError(400, 'Campaign is locked by billing') : undefined,
    );
    await user.clear(field('Name'));
    await user.type(field('Name'), 'After a 400');
    await saveAndConfirm(user);
    expect(await screen.findByText('Campaign is locked by billing')).toBeInTheDocument();
    expect(puts()).toHaveLength(1);
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Reload and reapply my changes' }));
    expect(await screen.findByText(/Reloaded: your changes are applied/)).toBeInTheDocument();
    expect(field('Name')).toHaveValue('After a 400');
    expect(puts()).toHaveLength(1);
  });

  it('on a 401 opens the session dialog and keeps every edit', async () => {
    const { user, auth } = await openEditor(10013, (method) =>
      method === 'PUT' ? jsonError(401, 'Member access token expired') : undefined,
    );
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Kept across 401');
    await saveAndConfirm(user);
    expect(await screen.findByText('Your session expired')).toBeInTheDocument();
    expect(auth.sessionExpiry.getSnapshot()).toEqual(['member']);
    expect(field('Name')).toHaveValue('Kept across 401');
    expect(puts()).toHaveLength(1);
  });

  it('after a lost answer offers a check that only reads, and finds the save applied', async () => {
    const cid = 10053;
    const { user } = await openEditor(cid, (method, _path, forward) =>
      method === 'PUT'
        ? forward().then(() => Promise.reject(new TypeError('Failed to fetch')))
        : undefined,
    );
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Answer lost');
    await saveAndConfirm(user);
    expect(await screen.findByText('The save may not have gone through')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check whether it was saved' }));
    expect(await screen.findByText('Saved and verified')).toBeInTheDocument();
    expect(puts()).toHaveLength(1);
    expect(screen.getByText('No unsaved changes')).toBeInTheDocument();
  });

  it('a 200 whose envelope says "error" is the server refusing: its message shows and every edit stays', async () => {
    const cid = 10045;
    const before = await serverCampaign(cid);
    const { user } = await openEditor(cid, (method) =>
      method === 'PUT'
        ? new Response(
            JSON.stringify({ status: 'error', message: 'Bid below the floor for this geo' }),
            { status: 200, headers: { 'Content-Type': 'application/json' } },
          )
        : undefined,
    );
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Refused inside a 200');
    await saveAndConfirm(user);
    expect(await screen.findByText('The save was refused')).toBeInTheDocument();
    expect(screen.getByText('Bid below the floor for this geo')).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Refused inside a 200');
    expect(screen.getByText('1 unsaved change')).toBeInTheDocument();
    expect(puts()).toHaveLength(1);
    expect(await serverCampaign(cid)).toEqual(before);
  });

  it('a 200 after which the campaign reads as before is "Not saved", with the typed values and the draft kept', async () => {
    const cid = 10046;
    const before = await serverCampaign(cid);
    // A backend that answers the PUT 200 with no body and stores nothing.
    const { user } = await openEditor(cid, (method) =>
      method === 'PUT' ? new Response('', { status: 200 }) : undefined,
    );
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Not stored after all');
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    await saveAndConfirm(user);
    expect(await screen.findByText('Not saved')).toBeInTheDocument();
    expect(
      screen.getByText(/the campaign is unchanged. Your changes are kept/),
    ).toBeInTheDocument();
    expect(screen.queryByText('Saved, but the server shows different values')).toBeNull();
    // Nothing lost: the value is in the field, counted as unsaved, and kept in the draft.
    expect(field('Name')).toHaveValue('Not stored after all');
    expect(screen.getByText('1 unsaved change')).toBeInTheDocument();
    expect(JSON.stringify({ ...window.sessionStorage })).toContain('Not stored after all');
    expect(await serverCampaign(cid)).toEqual(before);
  });

  it('a save stored with other values says which, and keeps the typed values as unsaved changes', async () => {
    const cid = 10050;
    // A backend that stores the name cut to its first 12 characters.
    const { user } = await openEditor(cid, (method, path) => {
      if (method !== 'PUT') return undefined;
      const sent = puts().at(-1)?.body as Campaign;
      return call('PUT', path, { ...sent, name: String(sent.name).slice(0, 12) }).then(() =>
        Response.json({ status: 'success', message: 'Saved' }),
      );
    });
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Cut short by the backend');
    await saveAndConfirm(user);
    expect(
      await screen.findByText('Saved, but the server shows different values'),
    ).toBeInTheDocument();
    expect(screen.getByText(/sent Cut short by the backend, now Cut short by/)).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Cut short by the backend');
    expect(screen.getByText('1 unsaved change')).toBeInTheDocument();
    expect((await serverCampaign(cid)).name).toBe('Cut short by');
  });

  it('a save that cannot be read back keeps the draft until a read shows it stored', async () => {
    const cid = 10047;
    let afterPut = false;
    const html = () => new Response('<html>Bad gateway page</html>', { status: 200 });
    const { user } = await openEditor(cid, (method) => {
      if (method === 'PUT') {
        afterPut = true;
        return html();
      }
      return afterPut ? html() : undefined;
    });
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Unverified name');
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    await saveAndConfirm(user);
    expect(await screen.findByText('Saved, not verified')).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Unverified name');
    // Past the autosave's delay too: the form stands on what was sent (nothing unsaved), and
    // the autosave must not take that for a reason to drop the draft (it did, 500 ms later).
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(JSON.stringify({ ...window.sessionStorage })).toContain('Unverified name');
  });

  it('explains a 404 on open and does not retry', async () => {
    const auth = createAuthServices({ storage: null });
    auth.credentials.signIn({ memberToken: server.tokens.otherTenant, persist: false });
    const fetch: typeof globalThis.fetch = (input, init) => {
      requests.push({ method: 'GET', path: new URL(String(input)).pathname });
      return server.fetch(String(input), init);
    };
    await renderWithApp(<CampaignEditPage cid={10004} requestedAt={0} />, {
      fetch,
      context: { auth },
    });
    expect(await screen.findByText('Campaign not found or not yours')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your campaigns' })).toHaveAttribute(
      'href',
      '/campaigns',
    );
    expect(requests).toHaveLength(1);
  });
});

describe('campaign editor: fields from the read', () => {
  it('shows a Pending status read-only, Push creative with counters and kept images', async () => {
    const cid = 10001; // Push CPC, Pending
    const campaign = await serverCampaign(cid);
    await openEditor(cid);
    const status = field('Status');
    expect(status.tagName).toBe('INPUT');
    expect(status).toHaveValue('Pending');
    expect(status).toHaveAttribute('readonly');
    expect(status).toHaveAccessibleDescription(/under review/);
    const title = field('Title');
    expect(title).toHaveAccessibleDescription(
      new RegExp(`^${Array.from(String(campaign.title)).length}/25`),
    );
    expect(field('Description')).toHaveAccessibleDescription(/\/75/);
    expect(screen.getByRole('img', { name: 'Icon preview' })).toHaveAttribute(
      'src',
      (campaign.icon as { url: string }).url,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining([
        'Basics',
        'Creative',
        'Budget',
        'Dates',
        'Weekly schedule',
        'Targeting',
      ]),
    );
  });

  it('never offers Pending, and keeps Click URL read-only where the tenant says so', async () => {
    const auth = { token: server.tokens.otherTenant };
    const list = await server.fetch(`${BASE}/login/campaigns/campaigns?perPage=50&status=3`, {
      headers: { Authorization: `Bearer ${auth.token}` },
    });
    const rows = ((await list.json()) as { data: { data: { cid: number; type_name: string }[] } })
      .data.data;
    const row = rows.find((r) => /CPC|CPV/.test(r.type_name));
    if (!row) throw new Error('globex has no paused CPC/CPV campaign');
    await openEditor(row.cid, undefined, auth.token);
    const options = within(field('Status'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).not.toContain('Pending');
    expect(field('Click URL')).toHaveAttribute('readonly');
    expect(field('Click URL')).toHaveAccessibleDescription(/not enabled/);
    expect(
      screen.queryByRole('heading', { name: 'Frequency cap and pacing' }),
    ).not.toBeInTheDocument();
  });
});

describe('campaign editor: a section switched off', () => {
  it('disables its fields, drops their errors, does not block Save, and sends them as read', async () => {
    const cid = 10031; // Push CPC with the start/end window on
    const before = await serverCampaign(cid);
    expect([before.enable_time, before.create_time, before.expire_time]).toEqual([
      1,
      '08:00',
      '23:59:59',
    ]);
    const { user } = await openEditor(cid);
    const start = field('Start time');
    expect(field('End time')).toHaveValue('23:59');
    await user.clear(start);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(start).toHaveAttribute('aria-invalid', 'true'));
    expect(start).toHaveAccessibleDescription(/Start time is required/);

    await user.click(field('Enable start/end'));
    expect(start).toBeDisabled();
    expect(start).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Start time is required')).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(nav).getByRole('link', { name: /^Dates/ })).not.toHaveAccessibleName(/error/);
    // Off, the rules do not judge the window: Save goes on to the review.
    let review = await reviewChanges(user);
    expect(reviewedFields(review)).toEqual(['Enable start/end', 'Start time']);
    await user.click(within(review).getByRole('button', { name: 'Cancel' }));

    // The time typed back as read is no change, and the window's values go back byte for byte.
    await user.click(field('Enable start/end'));
    await user.type(start, '8:00');
    await user.click(field('Enable start/end'));
    review = await reviewChanges(user);
    expect(reviewedFields(review)).toEqual(['Enable start/end']);
    await user.click(within(review).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Saved and verified')).toBeInTheDocument();
    expect(puts()[0]?.body).toEqual({ ...before, enable_time: 0 });
    expect(JSON.stringify(puts()[0]?.body)).toBe(JSON.stringify({ ...before, enable_time: 0 }));
  });
});

describe('campaign editor: type change and conflicts', () => {
  it('switching to a type without bid control shows its fields and empties bidControl in the review', async () => {
    const cid = 10003; // Contextual CPC, Suspended, one bid control rule
    const before = await serverCampaign(cid);
    expect(before.bidControl).toHaveLength(1);
    const { user } = await openEditor(cid);
    expect(screen.queryByLabelText('Website', { exact: true })).not.toBeInTheDocument();

    await user.selectOptions(field('Type'), '2'); // Popunder CPM
    expect(field('Bid')).toHaveAccessibleDescription('Between 0.5 and 10 for Popunder CPM');
    expect(screen.queryByLabelText('Click URL', { exact: true })).not.toBeInTheDocument();
    expect(screen.getByText(/saving will empty the rule/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('Website')).toHaveAttribute('aria-invalid', 'true'));

    await user.type(field('Website'), 'https://shop.example.com');
    await user.clear(field('Bid'));
    await user.type(field('Bid'), '1.5');
    const review = await reviewChanges(user);
    expect(reviewedFields(review)).toEqual(['Type', 'Bid', 'Website', 'Bid control']);
    expect(within(review).getByRole('row', { name: /^Bid control/ })).toHaveTextContent(
      '1 entry→ (none)',
    );
    await user.click(within(review).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Saved and verified')).toBeInTheDocument();
    const after = await serverCampaign(cid);
    expect(after).toMatchObject({ type: 2, payout: 1.5, website: 'https://shop.example.com' });
    expect(after.bidControl).toEqual([]);
    expect(after.title).toBe(before.title);
  });

  it('"Take theirs" drops my edit of the field they changed and keeps my other edits', async () => {
    const cid = 10038;
    const { user } = await openEditor(cid);
    const theirs = await serverCampaign(cid);
    await call('PUT', `/login/campaigns/${cid}`, { ...theirs, name: 'Their name' });

    await user.clear(field('Name'));
    await user.type(field('Name'), 'My name');
    await user.clear(field('Bid'));
    await user.type(field('Bid'), '0.25');
    await saveAndConfirm(user);
    const conflict = await screen.findByRole('dialog', {
      name: 'The campaign changed since you opened it',
    });
    const row = within(conflict).getByRole('row', { name: /^Name/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([theirs.name, 'Their name', 'My name']);
    await user.click(within(conflict).getByRole('button', { name: 'Take theirs' }));
    expect(field('Name')).toHaveValue('Their name');
    expect(field('Bid')).toHaveValue('0.25');
    expect(puts()).toHaveLength(0);
    expect(screen.getByText(/now shows their version of Name/)).toBeInTheDocument();
  });
});

describe('campaign editor: draft', () => {
  it('keeps edits in sessionStorage and offers them back', async () => {
    const cid = 10044;
    const first = await openEditor(cid);
    await first.user.clear(field('Name'));
    await first.user.type(field('Name'), 'Drafted name');
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    first.unmount();
    const stored = Object.keys(window.sessionStorage).filter((k) => k.includes(`:${cid}`));
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain(server.tokens.demo);

    const second = await openEditor(cid);
    expect(field('Name')).not.toHaveValue('Drafted name');
    const banner = await screen.findByRole('region', { name: 'Unsaved changes' });
    expect(banner).toHaveTextContent(/You have unsaved changes from/);
    await second.user.click(within(banner).getByRole('button', { name: 'Restore' }));
    expect(field('Name')).toHaveValue('Drafted name');
    expect(screen.getByText('1 unsaved change')).toBeInTheDocument();
  });

  /** A draft of Bid 0.3 kept on this tab, then the campaign renamed on the server, then the editor opened again. */
  async function draftBeforeServerChange(cid: number) {
    const first = await openEditor(cid);
    await first.user.clear(field('Bid'));
    await first.user.type(field('Bid'), '0.3');
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    first.unmount();
    const current = await serverCampaign(cid);
    await call('PUT', `/login/campaigns/${cid}`, { ...current, name: 'Renamed meanwhile' });
    const second = await openEditor(cid);
    const banner = await screen.findByRole('region', { name: 'Unsaved changes' });
    return { current, second, banner };
  }

  it('a draft made before a server change goes through the conflict view when saved', async () => {
    const cid = 10048;
    const { second, banner } = await draftBeforeServerChange(cid);
    expect(banner).toHaveTextContent(/changed on the server since then/);
    await second.user.click(within(banner).getByRole('button', { name: 'Restore' }));
    expect(field('Bid')).toHaveValue('0.3');
    await saveAndConfirm(second.user);
    const conflict = await screen.findByRole('dialog', {
      name: 'The campaign changed since you opened it',
    });
    expect(within(conflict).getByText('Renamed meanwhile')).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
  });

  it('"Discard changes" after restoring a draft made before a server change shows the campaign as it is now', async () => {
    const cid = 10052;
    const { current, second, banner } = await draftBeforeServerChange(cid);
    await second.user.click(within(banner).getByRole('button', { name: 'Restore' }));
    expect(field('Bid')).toHaveValue('0.3');
    await second.user.click(screen.getByRole('button', { name: 'Discard changes' }));
    // Not the read the draft was made on: the server's copy, with its new name.
    await waitFor(() => expect(field('Name')).toHaveValue('Renamed meanwhile'));
    expect(field('Bid')).toHaveValue(String(current.payout));
    expect(screen.getByText('No unsaved changes')).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
  });
});
