// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createAuthServices } from '@/lib/session/auth-services';
import { memberKeyOf } from '@/features/auth/member-key';
import { createApiClient } from '@/lib/api/client';
import { renderWithApp } from '@/testing/render';
import { createTestApp, type TestApp } from '@/testing/reference-api';
import { changeLog } from '@/features/campaigns/write/change-log/change-log';
import { InlineEditCell } from './inline-edit-cell';

let server: TestApp;
let puts: number;
beforeEach(async () => {
  server = await createTestApp();
  puts = 0;
});

function stored(cid: number): Record<string, unknown> {
  const row = server.db.prepare('SELECT doc FROM campaigns WHERE cid = ?').get(cid) as {
    doc: string;
  };
  return JSON.parse(row.doc) as Record<string, unknown>;
}

/** A Push CPC campaign (bid range 0.01–2) of the demo member. */
function pushCampaign(): number {
  const row = server.db
    .prepare(
      'SELECT cid FROM campaigns WHERE uid = 1001 AND status = 3 AND type = 1 ORDER BY cid LIMIT 1',
    )
    .get() as { cid: number };
  return row.cid;
}

async function renderCell(cid: number, field: 'payout' | 'd_revenue') {
  const auth = createAuthServices({ storage: null });
  auth.credentials.signIn({ memberToken: server.tokens.demo, persist: false });
  const api = createApiClient({
    config: { baseUrl: 'http://api.test/api/v1', apiUrl: 'http://api.test/pub', authMode: 'token' },
    getCredentials: () => auth.credentials.getSnapshot(),
    fetch: (input, init) => {
      if (init?.method === 'PUT') puts++;
      return server.fetch(input, init);
    },
    sleep: async () => {},
  });
  const raw = Number(stored(cid)[field]);
  const result = await renderWithApp(
    <InlineEditCell cid={cid} field={field} raw={raw}>
      {String(raw)}
    </InlineEditCell>,
    { context: { auth, api } },
  );
  return { ...result, auth, raw };
}

describe('InlineEditCell', () => {
  it('saves a bid with Enter, verifies it and records it in the change log', async () => {
    const cid = pushCampaign();
    const before = stored(cid);
    const { user, auth } = await renderCell(cid, 'payout');
    await user.click(screen.getByRole('button', { name: `Edit bid of campaign ${cid}` }));
    const input = await screen.findByRole('textbox', { name: `Bid of campaign ${cid}` });
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.type(input, '1.25{Enter}');
    expect(await screen.findByText('Saved and verified')).toBeInTheDocument();
    expect(puts).toBe(1);
    const after = stored(cid);
    expect(after.payout).toBe(1.25);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect({ ...after, payout: before.payout }).toEqual(before);

    const key = memberKeyOf(auth.credentials.getSnapshot()).key;
    await waitFor(async () => expect(await (await changeLog()).list(key)).toHaveLength(1));
    expect((await (await changeLog()).list(key))[0]).toMatchObject({
      kind: 'inline',
      summary: 'Bid set to 1.25',
    });
  });

  it('refuses a bid outside the type range before sending, in the cell', async () => {
    const cid = pushCampaign();
    const { user } = await renderCell(cid, 'payout');
    await user.click(screen.getByRole('button', { name: `Edit bid of campaign ${cid}` }));
    const input = await screen.findByRole('textbox', { name: `Bid of campaign ${cid}` });
    await user.clear(input);
    await user.type(input, '5{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(/between 0\.01 and 2/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(puts).toBe(0);
  });

  it('refuses a daily budget under the account minimum', async () => {
    const cid = pushCampaign();
    server.db
      .prepare('UPDATE campaigns SET doc = ? WHERE cid = ?')
      .run(JSON.stringify({ ...stored(cid), enable_budget: 1, d_revenue: 50 }), cid);
    const { user } = await renderCell(cid, 'd_revenue');
    await user.click(screen.getByRole('button', { name: `Edit daily budget of campaign ${cid}` }));
    const input = await screen.findByRole('textbox', { name: `Daily budget of campaign ${cid}` });
    await user.clear(input);
    await user.type(input, '5{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(/10/);
    expect(puts).toBe(0);
  });

  it('saves a daily budget, every other field as read; the same value again sends nothing', async () => {
    const cid = pushCampaign();
    server.db
      .prepare('UPDATE campaigns SET doc = ? WHERE cid = ?')
      .run(JSON.stringify({ ...stored(cid), enable_budget: 1, d_revenue: 50 }), cid);
    const before = stored(cid);
    const { user } = await renderCell(cid, 'd_revenue');
    await user.click(screen.getByRole('button', { name: `Edit daily budget of campaign ${cid}` }));
    let input = await screen.findByRole('textbox', { name: `Daily budget of campaign ${cid}` });
    await user.clear(input);
    await user.type(input, '62.5{Enter}');
    expect(await screen.findByText('Saved and verified')).toBeInTheDocument();
    expect(puts).toBe(1);
    expect(stored(cid)).toEqual({ ...before, d_revenue: 62.5 });

    await user.click(screen.getByRole('button', { name: `Edit daily budget of campaign ${cid}` }));
    input = await screen.findByRole('textbox', { name: `Daily budget of campaign ${cid}` });
    await user.clear(input);
    await user.type(input, '62.5{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('That is the current value');
    expect(puts).toBe(1);
  });

  it('Escape cancels without a request and gives focus back to the button', async () => {
    const cid = pushCampaign();
    const { user } = await renderCell(cid, 'payout');
    await user.click(screen.getByRole('button', { name: `Edit bid of campaign ${cid}` }));
    await user.type(
      await screen.findByRole('textbox', { name: `Bid of campaign ${cid}` }),
      '9{Escape}',
    );
    const button = await screen.findByRole('button', { name: `Edit bid of campaign ${cid}` });
    await waitFor(() => expect(button).toHaveFocus());
    expect(puts).toBe(0);
  });
});
