// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { CampaignListDataSchema, type CampaignListRow } from '@contract/campaigns';
import { createAuthServices } from '@/lib/session/auth-services';
import { createApiClient } from '@/lib/api/client';
import { useAppContext } from '@/router-context';
import { renderWithApp } from '@/testing/render';
import { createTestApp, type TestApp } from '@/testing/reference-api';
import { campaignQueries } from '../api/campaign-queries';
import type { CampaignListParams } from '../api/list-params';
import { BulkStatusToolbar } from './bulk-status-toolbar';
import { RowStatusAction } from '../bulk-status/row-status-action';
import { useCampaignSelection } from '../bulk-status/use-campaign-selection';

// A list page reduced to what this feature needs: the real list query, the
// selection, the toolbar above the table and a quick action per row.
function ListHarness({
  params,
  withToolbar = true,
  redrawOnData = false,
}: {
  params: CampaignListParams;
  withToolbar?: boolean;
  /** Every list answer draws the rows anew (new elements), as a remounted table would. */
  redrawOnData?: boolean;
}) {
  const { api } = useAppContext();
  const list = useQuery(campaignQueries.list(api, params));
  const selection = useCampaignSelection(JSON.stringify([params.status, params.query]));
  return (
    <>
      {withToolbar ? <BulkStatusToolbar selection={selection} /> : null}
      <table>
        <tbody key={redrawOnData ? list.dataUpdatedAt : undefined}>
          {list.data?.data.map((row) => (
            <tr key={row.cid}>
              <td>
                <input
                  type="checkbox"
                  aria-label={`Select campaign ${row.cid}`}
                  checked={selection.isSelected(row.cid)}
                  disabled={Boolean(selection.disabledReason(row))}
                  onChange={() => selection.toggle(row)}
                />
              </td>
              <td>{row.name}</td>
              <td data-testid={`status-${row.cid}`}>{row.status_name}</td>
              <td>
                <RowStatusAction row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

let server: TestApp;
let puts: unknown[];
// The status dialog is loaded on the first status change: loaded here first, so each test starts with it in place.
beforeAll(async () => {
  await Promise.all([
    import('../bulk-status/status-change-host'),
    import('../bulk-edit/components/bulk-edit-dialog'),
  ]);
});
beforeEach(async () => {
  // A fresh database per test: changes of one test never leak into the next.
  server = await createTestApp();
  puts = [];
});

type Interceptor = (
  url: string,
  init: RequestInit | undefined,
  real: () => Promise<Response>,
) => Promise<Response>;

async function renderList(
  params: Partial<CampaignListParams>,
  options: {
    token?: string;
    intercept?: Interceptor;
    withToolbar?: boolean;
    redrawOnData?: boolean;
  } = {},
) {
  const auth = createAuthServices({ storage: null });
  auth.credentials.signIn({ memberToken: options.token ?? server.tokens.demo, persist: false });
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = String(input);
    if (init?.method === 'PUT') puts.push(JSON.parse(String(init.body)));
    const real = () => server.fetch(input, init);
    return options.intercept ? options.intercept(url, init, real) : real();
  };
  const api = createApiClient({
    config: { baseUrl: 'http://api.test/api/v1', apiUrl: 'http://api.test/pub', authMode: 'token' },
    getCredentials: () => auth.credentials.getSnapshot(),
    fetch,
    sleep: async () => {},
  });
  const full: CampaignListParams = { page: 1, perPage: 20, sort: 'cid', order: 'asc', ...params };
  const result = await renderWithApp(
    <ListHarness
      params={full}
      withToolbar={options.withToolbar}
      redrawOnData={options.redrawOnData}
    />,
    { context: { auth, api } },
  );
  await screen.findAllByRole('checkbox');
  return result;
}

async function rowsWith(status: number, token = server.tokens.demo): Promise<CampaignListRow[]> {
  const api = createApiClient({
    config: { baseUrl: 'http://api.test/api/v1', apiUrl: 'http://api.test/pub', authMode: 'token' },
    getCredentials: () => ({ memberToken: token }),
    fetch: server.fetch,
  });
  const page = await api.member.get('/login/campaigns/campaigns', {
    query: { status, perPage: 20, sort: 'cid', order: 'asc' },
    schema: CampaignListDataSchema,
  });
  return page.data;
}

function storedStatus(cid: number): number {
  const row = server.db.prepare('SELECT status FROM campaigns WHERE cid = ?').get(cid) as {
    status: number;
  };
  return row.status;
}

const toolbar = () => screen.getByRole('region', { name: 'Bulk actions' });
const dialog = () => screen.getByRole('dialog');

describe('BulkStatusToolbar', () => {
  it('"Edit selected" that saved clears the selection and says how many were saved', async () => {
    const { user } = await renderList({ status: 1 });
    const cids = (await rowsWith(1)).slice(0, 2).map((row) => row.cid);
    for (const cid of cids) await user.click(screen.getByLabelText(`Select campaign ${cid}`));
    await user.click(within(toolbar()).getByRole('button', { name: 'Edit selected' }));
    await screen.findByRole('dialog');
    await user.click(within(dialog()).getByRole('checkbox', { name: 'Bid' }));
    await user.selectOptions(
      within(dialog()).getByLabelText('How to change the bid'),
      'Increase by %',
    );
    await user.type(within(dialog()).getByLabelText('Bid value'), '1');
    await user.click(within(dialog()).getByRole('button', { name: 'Preview changes' }));
    await user.click(await screen.findByRole('button', { name: 'Apply changes' }));
    await screen.findByRole('heading', { name: 'Result' });
    // The selection stays while the result is read.
    expect(within(toolbar()).getByText('2 selected')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));

    const note = await screen.findByText('Selection cleared: 2 campaigns saved.');
    expect(note).toHaveAttribute('role', 'status');
    await waitFor(() => expect(note).toHaveFocus());
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
    for (const cid of cids)
      expect(screen.getByLabelText(`Select campaign ${cid}`)).not.toBeChecked();

    // A new selection retires the note.
    await user.click(screen.getByLabelText(`Select campaign ${cids[0]}`));
    expect(screen.queryByText(/Selection cleared/)).toBeNull();
  });

  it('pauses three Active campaigns, verifies them and clears them from the selection', async () => {
    const { user } = await renderList({ status: 1 });
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
    const cids = (await rowsWith(1)).slice(0, 3).map((row) => row.cid);
    for (const cid of cids) await user.click(screen.getByLabelText(`Select campaign ${cid}`));
    expect(within(toolbar()).getByText('3 selected')).toBeInTheDocument();

    const pause = within(toolbar()).getByRole('button', { name: 'Pause' });
    await user.click(pause);
    // The dialog's code comes on the first status change (lazy-status-change-host.tsx).
    await screen.findByRole('dialog');
    const confirm = within(dialog()).getByRole('button', { name: 'Confirm' });
    expect(within(dialog()).getByRole('heading', { name: 'Pause 3 campaigns?' })).toBeVisible();
    for (const cid of cids) {
      const row = within(dialog()).getByRole('row', { name: new RegExp(`^${cid} `) });
      expect(row).toHaveTextContent('Active → Paused');
    }
    expect(dialog()).toHaveFocus();

    await user.click(confirm);
    expect(
      await screen.findByText('Paused 3 campaigns — verified: all 3 now show Paused'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('verified: all 3 now show Paused');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(puts).toEqual([{ ids: cids, status: 3 }]);
    for (const cid of cids) expect(storedStatus(cid)).toBe(3);
    // Filtered to Active, the paused rows leave the list; the selection is empty,
    // so focus goes to the result instead of a vanished button.
    await waitFor(() => expect(screen.queryByLabelText(`Select campaign ${cids[0]}`)).toBeNull());
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
  });

  it('marks campaigns already in the target status as "no change" and does not send them', async () => {
    const { user } = await renderList({});
    const [active] = await rowsWith(1);
    const [paused] = await rowsWith(3);
    await user.click(screen.getByLabelText(`Select campaign ${active!.cid}`));
    await user.click(screen.getByLabelText(`Select campaign ${paused!.cid}`));
    await user.click(within(toolbar()).getByRole('button', { name: 'Pause' }));
    expect(
      within(dialog()).getByRole('row', { name: new RegExp(`^${paused!.cid} `) }),
    ).toHaveTextContent('Paused — no change');
    await user.click(within(dialog()).getByRole('button', { name: 'Confirm' }));
    await screen.findByText(/^Paused 1 campaign — verified/);
    expect(puts).toEqual([{ ids: [active!.cid], status: 3 }]);
    // The unchanged one stays selected.
    expect(within(toolbar()).getByText('1 selected')).toBeInTheDocument();
  });

  it('disables a move that applies to none of the selection, with the reason', async () => {
    const { user } = await renderList({ status: 3 });
    const [paused] = await rowsWith(3);
    await user.click(screen.getByLabelText(`Select campaign ${paused!.cid}`));
    const pause = within(toolbar()).getByRole('button', { name: 'Pause' });
    expect(pause).toHaveAttribute('aria-disabled', 'true');
    expect(pause).toHaveAccessibleDescription('Pause: The selected campaign is already Paused');
    await user.click(pause);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(toolbar()).getByRole('button', { name: 'Activate' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('402: shows the balance message, changes nothing and keeps the selection', async () => {
    const [paused] = await rowsWith(3, server.tokens.lowBalance);
    const { user } = await renderList({}, { token: server.tokens.lowBalance });
    await user.click(screen.getByLabelText(`Select campaign ${paused!.cid}`));
    await user.click(within(toolbar()).getByRole('button', { name: 'Activate' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Confirm' }));

    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Insufficient balance: activating needs at least 1.00 available balance (available: 0.50)',
    );
    expect(within(dialog()).queryByRole('button', { name: 'Confirm' })).toBeNull();
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(toolbar()).getByText('1 selected')).toBeInTheDocument();
    // Focus returns on the next frame, once the modal dialog has left the page.
    await waitFor(() =>
      expect(within(toolbar()).getByRole('button', { name: 'Activate' })).toHaveFocus(),
    );
    expect(storedStatus(paused!.cid)).toBe(3);
    expect(puts).toHaveLength(1);
  });

  it('403: says which campaigns could not be changed and why', async () => {
    const { user } = await renderList({});
    const [a, b] = await rowsWith(1);
    await user.click(screen.getByLabelText(`Select campaign ${a!.cid}`));
    await user.click(screen.getByLabelText(`Select campaign ${b!.cid}`));
    // Meanwhile a reviewer moved one back to Pending; the page has not refetched.
    server.db.prepare('UPDATE campaigns SET status = 0 WHERE cid = ?').run(b!.cid);
    await user.click(within(toolbar()).getByRole('button', { name: 'Suspend' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Confirm' }));

    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Not changed: Pending campaigns await review: members cannot change their status',
    );
    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      `Campaign ${b!.cid} (${b!.name}): Campaign ${b!.cid} is Pending and awaits review`,
    );
    expect(storedStatus(a!.cid)).toBe(1);
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(within(toolbar()).getByText('2 selected')).toBeInTheDocument();
  });

  it('reports a campaign that does not show the new status after a "successful" answer', async () => {
    const [active] = await rowsWith(1);
    // A server that answers success without applying anything.
    const { user } = await renderList(
      {},
      {
        intercept: (_url, init, real) =>
          init?.method === 'PUT'
            ? Promise.resolve(Response.json({ status: 'success', message: 'ok' }))
            : real(),
      },
    );
    await user.click(screen.getByLabelText(`Select campaign ${active!.cid}`));
    await user.click(within(toolbar()).getByRole('button', { name: 'Pause' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Confirm' }));

    const status = await screen.findByText(/^Paused 1 campaign — verified 0 of 1/);
    expect(status.closest('[role="status"]')).toHaveTextContent(
      `Campaign ${active!.cid} still shows Active`,
    );
    expect(within(toolbar()).getByText('1 selected')).toBeInTheDocument();
  });

  it('no answer: says the change may not have been applied, never resends, and checks on request', async () => {
    const [active] = await rowsWith(1);
    // The server applies the change, then the connection drops before the answer.
    const { user } = await renderList(
      {},
      {
        intercept: async (_url, init, real) => {
          if (init?.method !== 'PUT') return real();
          await real();
          throw new TypeError('Failed to fetch');
        },
      },
    );
    await user.click(screen.getByLabelText(`Select campaign ${active!.cid}`));
    await user.click(within(toolbar()).getByRole('button', { name: 'Pause' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Confirm' }));

    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('The change may not have been applied');
    expect(puts).toHaveLength(1);
    await user.click(within(dialog()).getByRole('button', { name: 'Check statuses' }));
    expect(
      await screen.findByText(
        `Checked 1 campaign — verified: campaign ${active!.cid} now shows Paused`,
      ),
    ).toBeInTheDocument();
    expect(puts).toHaveLength(1);
  });

  it('Confirm cannot be pressed twice while the request is in flight', async () => {
    const [active] = await rowsWith(1);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { user } = await renderList(
      {},
      {
        intercept: async (_url, init, real) => {
          if (init?.method === 'PUT') await held;
          return real();
        },
      },
    );
    await user.click(screen.getByLabelText(`Select campaign ${active!.cid}`));
    await user.click(within(toolbar()).getByRole('button', { name: 'Pause' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Confirm' }));
    const busy = within(dialog()).getByRole('button', { name: 'Applying…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(dialog()).toBeInTheDocument();
    release();
    await screen.findByText(/^Paused 1 campaign — verified/);
    expect(puts).toHaveLength(1);
  });
});

describe('RowStatusAction', () => {
  it('pauses one campaign from its row, through the same dialog', async () => {
    const { user } = await renderList({ status: 1 });
    const [active] = await rowsWith(1);
    const quick = screen.getByRole('button', { name: `Pause campaign ${active!.cid}` });
    await user.click(quick);
    expect(
      within(dialog()).getByRole('heading', { name: `Pause campaign ${active!.cid}?` }),
    ).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(quick).toHaveFocus());

    await user.click(quick);
    await user.click(within(dialog()).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(
        `Paused 1 campaign — verified: campaign ${active!.cid} now shows Paused`,
      ),
    ).toBeInTheDocument();
    expect(puts).toEqual([{ ids: [active!.cid], status: 3 }]);
  });

  it("gives focus to the row's new action when the rows were drawn anew meanwhile", async () => {
    const [active] = await rowsWith(1);
    const { user } = await renderList({ query: String(active!.cid) }, { redrawOnData: true });
    const quick = screen.getByRole('button', { name: `Pause campaign ${active!.cid}` });
    await user.click(quick);
    const confirm = within(await screen.findByRole('dialog')).getByRole('button', {
      name: 'Confirm',
    });
    await user.click(confirm);
    await screen.findByText(
      `Paused 1 campaign — verified: campaign ${active!.cid} now shows Paused`,
    );
    // The pressed button left the page with the old rows; its row is still listed.
    expect(quick.isConnected).toBe(false);
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: `Activate campaign ${active!.cid}` }),
      ).toHaveFocus(),
    );
  });

  it('offers Activate for stopped campaigns and nothing for Pending', async () => {
    await renderList({});
    const [pending] = await rowsWith(0);
    const [suspended] = await rowsWith(2);
    const [scheduled] = await rowsWith(4);
    expect(
      screen.getByRole('button', { name: `Activate campaign ${suspended!.cid}` }),
    ).toBeVisible();
    expect(
      screen.getByRole('button', { name: `Activate campaign ${scheduled!.cid}` }),
    ).toBeVisible();
    expect(screen.getByLabelText(`Select campaign ${pending!.cid}`)).toBeDisabled();
    expect(
      screen.queryByRole('button', { name: new RegExp(`campaign ${pending!.cid}$`) }),
    ).toBeNull();
  });

  it('still works on a page without the toolbar: the row hosts its own dialog', async () => {
    // Unfiltered, so the row (and the dialog it hosts) stays on the page after the change.
    const { user } = await renderList({}, { withToolbar: false });
    const [paused] = await rowsWith(3);
    await user.click(screen.getByRole('button', { name: `Activate campaign ${paused!.cid}` }));
    await user.click(within(dialog()).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(
        `Activated 1 campaign — verified: campaign ${paused!.cid} now shows Active`,
      ),
    ).toBeInTheDocument();
    expect(storedStatus(paused!.cid)).toBe(1);
  });
});
