// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createAuthServices } from '@/lib/session/auth-services';
import { renderWithApp } from '@/testing/render';
import { createTestApp, type TestApp } from '@/testing/reference-api';
import { CAMPAIGN_COLUMNS, COLUMN_IDS, type CampaignColumn } from './campaign-columns';
import { ExportListButton } from './export-list-button';

// The button against the real reference API, in-process. The demo member
// (uid 1001) owns 324 campaigns.
let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});

interface Setup {
  view?: Parameters<typeof ExportListButton>[0]['view'];
  columns?: readonly CampaignColumn[];
  total: number | undefined;
  /** Stands between the client and the server (to hold or fail a page). */
  through?: (url: URL, init?: RequestInit) => Promise<Response>;
}

async function renderButton({
  view = { sort: 'cid', order: 'asc' },
  columns,
  total,
  through,
}: Setup) {
  const auth = createAuthServices({ storage: null });
  auth.credentials.signIn({ memberToken: server.tokens.demo, persist: false });
  const requests: URL[] = [];
  const saved: { blob: Blob; filename: string }[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = new URL(String(input));
    requests.push(url);
    return through ? through(url, init) : server.fetch(url.href, init);
  };
  const rendered = await renderWithApp(
    <ExportListButton
      view={view}
      columns={columns ?? [CAMPAIGN_COLUMNS.cid, CAMPAIGN_COLUMNS.name]}
      total={total}
      save={(blob, filename) => saved.push({ blob, filename })}
    />,
    { fetch, context: { auth } },
  );
  return { ...rendered, requests, saved };
}

const exportButton = () => screen.getByRole('button', { name: 'Export CSV' });

/** The file's lines; the seeded names hold no line breaks. */
async function lines(blob: Blob): Promise<string[]> {
  return (await blob.text()).split('\r\n').filter(Boolean);
}

function countPaused(): number {
  const row = server.db
    .prepare('SELECT COUNT(*) AS n FROM campaigns WHERE uid = 1001 AND status = 3')
    .get() as { n: number };
  return row.n;
}

describe('ExportListButton', () => {
  it('saves one CSV of every campaign matching the filters, with the visible columns', async () => {
    const paused = countPaused();
    const columns = [CAMPAIGN_COLUMNS.cid, CAMPAIGN_COLUMNS.status, CAMPAIGN_COLUMNS.payout];
    const { user, saved, requests } = await renderButton({
      view: { sort: 'cid', order: 'asc', status: 3 },
      columns,
      total: paused,
    });
    await user.click(exportButton());
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(`Exported ${paused} campaigns`),
    );
    expect(saved).toHaveLength(1);
    expect(saved[0]?.filename).toMatch(/^campaigns_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(saved[0]?.blob.type).toBe('text/csv;charset=utf-8');
    const [header, ...rows] = await lines(saved[0]!.blob);
    expect(header).toBe('ID,Status,Bid');
    expect(rows).toHaveLength(paused);
    expect(rows.every((line) => /^\d+,Paused,\d+(\.\d+)?$/.test(line))).toBe(true);
    expect(requests).toHaveLength(Math.ceil(paused / 200));
    expect(requests.every((url) => url.searchParams.get('status') === '3')).toBe(true);
  });

  it('pages through the whole list in its order, all columns in display order', async () => {
    const columns = COLUMN_IDS.map((id) => CAMPAIGN_COLUMNS[id]);
    const { user, saved, requests } = await renderButton({
      view: { sort: 'cid', order: 'desc' },
      columns,
      total: 324,
    });
    await user.click(exportButton());
    await screen.findByText('Exported 324 campaigns');
    const [header, ...rows] = await lines(saved[0]!.blob);
    expect(header).toBe(columns.map((column) => column.label).join(','));
    expect(rows).toHaveLength(324);
    const cids = rows.map((line) => Number(line.split(',')[0]));
    expect(cids).toEqual([...cids].sort((a, b) => b - a));
    expect(requests.map((url) => url.searchParams.get('perPage'))).toEqual(['200', '200']);
  });

  it('shows progress, and Cancel saves nothing and says so', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { user, saved, requests } = await renderButton({
      total: 324,
      // The second page waits, so Cancel lands while the export runs.
      through: async (url, init) => {
        if (url.searchParams.get('page') === '2') await held;
        return server.fetch(url.href, init);
      },
    });
    await user.click(exportButton());
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Exporting 200 of 324 campaigns…'),
    );
    const progress = screen.getByRole('progressbar', { name: 'Export progress' });
    expect(progress).toHaveAttribute('value', '200');
    expect(progress).toHaveAttribute('max', '324');
    expect(exportButton()).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    release();
    expect(await screen.findByText('Export cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(exportButton()).toHaveFocus();
    expect(exportButton()).not.toHaveAttribute('aria-disabled');
    // Give a late answer every chance to be (wrongly) saved.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(saved).toHaveLength(0);
    expect(requests).toHaveLength(2);
  });

  it('says why it failed, saves nothing, and can be pressed again', async () => {
    let failing = true;
    const { user, saved } = await renderButton({
      total: 324,
      through: async (url, init) =>
        failing && url.searchParams.get('page') === '2'
          ? Response.json({ status: 'error', message: 'The database is busy.' }, { status: 500 })
          : server.fetch(url.href, init),
    });
    await user.click(exportButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The export failed and nothing was saved.');
    expect(alert).toHaveTextContent('The database is busy.');
    expect(saved).toHaveLength(0);

    failing = false;
    await user.click(exportButton());
    await screen.findByText('Exported 324 campaigns');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(saved).toHaveLength(1);
  });

  it.each([
    [0, 'No campaigns to export.'],
    [undefined, 'Available once the list has loaded.'],
  ])('with a total of %s it stays focusable, says why, and does nothing', async (total, why) => {
    const { user, saved, requests } = await renderButton({ total });
    expect(exportButton()).toHaveAttribute('aria-disabled', 'true');
    expect(exportButton()).toHaveAccessibleDescription(why);
    expect(screen.getByText(why)).toBeVisible();
    await user.click(exportButton());
    expect(exportButton()).toHaveFocus();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(requests).toHaveLength(0);
    expect(saved).toHaveLength(0);
  });
});
