// @vitest-environment jsdom
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createAuthServices } from '../../auth/auth-services';
import { renderWithApp } from '../../../testing/render';
import { createTestApp, type TestApp } from '../../../testing/reference-api';
import { CAMPAIGN_COLUMNS } from './campaign-columns';
import { CampaignListPage } from './campaign-list-page';
import { ExportListButton } from './export-list-button';
import { ListSearchSchema } from './list-search';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});

function Harness({ initial }: { initial: Record<string, unknown> }) {
  const [search, setSearch] = useState(() => ListSearchSchema.parse(initial));
  return (
    <CampaignListPage
      search={search}
      navigate={(update) => setSearch((prev) => ListSearchSchema.parse(update(prev)))}
    />
  );
}

function signedIn() {
  const auth = createAuthServices({ storage: null });
  auth.credentials.signIn({ memberToken: server.tokens.demo, persist: false });
  return auth;
}

/** The text of a CSV blob, read the way a spreadsheet would split it (no quoted commas here). */
async function csvLines(blob: Blob): Promise<string[]> {
  return (await blob.text()).split('\r\n').filter(Boolean);
}

describe('Export CSV', () => {
  it('writes every campaign of the filtered list, with the visible columns', async () => {
    const saved: { blob: Blob; filename: string }[] = [];
    const columns = [CAMPAIGN_COLUMNS.cid, CAMPAIGN_COLUMNS.status, CAMPAIGN_COLUMNS.payout];
    const { user } = await renderWithApp(
      <ExportListButton
        view={{ sort: 'cid', order: 'asc', status: 3 }}
        columns={columns}
        total={65}
        save={(blob, filename) => saved.push({ blob, filename })}
      />,
      { fetch: server.fetch, context: { auth: signedIn() } },
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(/^Exported \d+ campaigns$/)).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0]?.filename).toMatch(/^campaigns_\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = await csvLines(saved[0]!.blob);
    expect(lines[0]).toBe('ID,Status,Bid');
    const paused = server.db
      .prepare('SELECT COUNT(*) AS n FROM campaigns WHERE uid = 1001 AND status = 3')
      .get() as { n: number };
    expect(lines).toHaveLength(paused.n + 1);
    expect(lines.slice(1).every((line) => /^\d+,Paused,\d+(\.\d+)?$/.test(line))).toBe(true);
  });

  it('Cancel stops the export and saves nothing', async () => {
    const saved: Blob[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const fetch: typeof globalThis.fetch = async (input, init) => {
      // The second page waits, so Cancel lands while the export runs.
      if (String(input).includes('page=2')) await held;
      return server.fetch(input, init);
    };
    const { user } = await renderWithApp(
      <ExportListButton
        view={{ sort: 'cid', order: 'asc' }}
        columns={[CAMPAIGN_COLUMNS.cid]}
        total={324}
        save={(blob) => saved.push(blob)}
      />,
      { fetch, context: { auth: signedIn() } },
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exporting 200 of 324 campaigns…')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    release();
    expect(await screen.findByText('Export cancelled')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});

describe('Select all N matching', () => {
  it('selects every selectable campaign of the filter across pages', async () => {
    const { user } = await renderWithApp(<Harness initial={{ status: 3, perPage: 20 }} />, {
      fetch: server.fetch,
      context: { auth: signedIn() },
    });
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select all campaigns on this page' }),
    );
    const paused = server.db
      .prepare('SELECT COUNT(*) AS n FROM campaigns WHERE uid = 1001 AND status = 3')
      .get() as { n: number };
    await user.click(screen.getByRole('button', { name: `Select all ${paused.n} matching` }));
    const toolbar = screen.getByRole('region', { name: 'Bulk actions' });
    await waitFor(() =>
      expect(within(toolbar).getByText(`${paused.n} selected`)).toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: /matching$/ })).toBeNull();
  });
});
