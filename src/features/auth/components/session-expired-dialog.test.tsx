// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
// Testing Library's act, not React's: it marks the environment as an act
// environment while it runs (vitest globals are off, so nothing else does).
import { act, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '@/lib/api/api-error';
import { renderWithApp } from '@/testing/render';
import { useAppContext } from '@/router-context';
import { SessionExpiredDialog } from './session-expired-dialog';

let calls = 0;
function Probe() {
  // First answer is a 401, as an expired token gets; then the data.
  const query = useQuery({
    queryKey: ['probe'],
    queryFn: async () => {
      calls += 1;
      if (calls === 1)
        throw new ApiError({ status: 401, kind: 'http', area: 'member', message: 'Token expired' });
      return 'fresh data';
    },
  });
  return <p>{query.isError ? 'failed' : (query.data ?? 'loading')}</p>;
}

/**
 * The probe's 401 comes only after "Load": the draft is typed first. Were the
 * query to start at once, the dialog could open mid-typing (CI under load did)
 * and the rest of the draft's keystrokes land in the dialog's focused field.
 */
function LoadOnClick() {
  const [load, setLoad] = useState(false);
  return load ? (
    <Probe />
  ) : (
    <button type="button" onClick={() => setLoad(true)}>
      Load
    </button>
  );
}

const listBody = { status: 'success', data: { data: [], total: 0, currentPage: 1, totalPages: 0 } };

describe('SessionExpiredDialog', () => {
  it('asks for a new member token on a 401, replaces it and refetches what failed', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json(listBody));
    const { user, context } = await renderWithApp(
      <>
        <label>
          Draft <input defaultValue="" />
        </label>
        <LoadOnClick />
        <SessionExpiredDialog />
      </>,
      { fetch },
    );
    await act(async () => {
      context.auth.credentials.signIn({ memberToken: 'old-token', persist: false });
    });
    await user.type(screen.getByLabelText('Draft'), 'unsaved text');
    await user.click(screen.getByRole('button', { name: 'Load' }));

    // The query's 401 reaches the dialog through the QueryClient cache.
    expect(await screen.findByRole('heading', { name: 'Session expired' })).toBeInTheDocument();
    expect(screen.getByText('failed')).toBeInTheDocument();
    // The form loads after the dialog opened; focus still lands in its field.
    const field = await screen.findByLabelText('Member access token');
    await waitFor(() => expect(field).toHaveFocus());
    await user.type(field, 'new-token');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Session expired' })).toBeNull(),
    );
    expect(context.auth.credentials.getSnapshot().memberToken).toBe('new-token');
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe(
      'Bearer new-token',
    );
    expect(screen.getByLabelText('Draft')).toHaveValue('unsaved text');
    expect(await screen.findByText('fresh data')).toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when the new token is rejected too', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      Response.json({ status: 'error', message: 'Invalid signature' }, { status: 401 }),
    );
    const { user, context } = await renderWithApp(<SessionExpiredDialog />, { fetch });
    await act(async () => {
      context.auth.credentials.signIn({ publisherKey: 'old-key', persist: false });
      context.auth.sessionExpiry.report('publisher');
    });

    await user.type(await screen.findByLabelText('Publisher API key'), 'bad-key');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(
      await screen.findByText('The publisher API key was rejected: Invalid signature'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Session expired' })).toBeInTheDocument();
    expect(context.auth.credentials.getSnapshot().publisherKey).toBe('old-key');
  });
  it("a new publisher key never shows the old key's reports, and brings the scopes found on it", async () => {
    // The new key: Search refuses it (an XML-only key), XML asks for a tid.
    const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
      const url = new URL(String(input));
      if (url.pathname.endsWith('/publisher/search-report'))
        return Response.json({ status: 'error', message: 'No Search scope' }, { status: 403 });
      return Response.json({ status: 'error', message: 'tid is required' }, { status: 422 });
    });
    let release = () => {};
    const newAnswer = new Promise<void>((resolve) => (release = resolve));
    function Report() {
      const { auth } = useAppContext();
      const query = useQuery({
        queryKey: ['reports', 'xml', 'probe'],
        queryFn: async () => {
          const key = auth.credentials.getSnapshot().publisherKey;
          if (key === 'new-key') await newAnswer;
          return `report of ${key}`;
        },
      });
      return <p>{query.data ?? 'loading the report'}</p>;
    }
    function OpenReport() {
      const [open, setOpen] = useState(false);
      return open ? (
        <Report />
      ) : (
        <button type="button" onClick={() => setOpen(true)}>
          Open the report
        </button>
      );
    }
    const { user, context } = await renderWithApp(
      <>
        <OpenReport />
        <SessionExpiredDialog />
      </>,
      { fetch },
    );
    await act(async () => {
      context.auth.credentials.signIn({
        publisherKey: 'old-key',
        publisherScopes: { xml: true, search: true },
        persist: false,
      });
    });
    await user.click(screen.getByRole('button', { name: 'Open the report' }));
    expect(await screen.findByText('report of old-key')).toBeInTheDocument();
    await act(async () => context.auth.sessionExpiry.report('publisher'));

    await user.type(await screen.findByLabelText('Publisher API key'), 'new-key');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // Any key may be another publisher's: its reports are read anew, the old ones gone meanwhile.
    expect(await screen.findByText('loading the report')).toBeInTheDocument();
    expect(screen.queryByText('report of old-key')).toBeNull();
    release();
    expect(await screen.findByText('report of new-key')).toBeInTheDocument();
    // The navigation follows the new key's scopes (use-allowed-areas.ts).
    expect(context.auth.credentials.getSnapshot()).toMatchObject({
      publisherKey: 'new-key',
      publisherScopes: { xml: true, search: false },
    });
  });

  it('checks the pasted credential before sending it: empty, with spaces, or with a "Bearer " prefix', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json(listBody));
    const { user, context } = await renderWithApp(<SessionExpiredDialog />, { fetch });
    await act(async () => {
      context.auth.credentials.signIn({ memberToken: 'old-token', persist: false });
      context.auth.sessionExpiry.report('member');
    });
    const field = await screen.findByLabelText('Member access token');
    const submit = screen.getByRole('button', { name: 'Continue' });

    await user.type(field, '   ');
    await user.click(submit);
    expect(await screen.findByText('Paste the new credential.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'abc def');
    await user.click(submit);
    expect(
      await screen.findByText('The member access token cannot contain spaces or line breaks.'),
    ).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, '  Bearer abc.def ');
    await user.click(submit);
    await waitFor(() => expect(context.auth.credentials.getSnapshot().memberToken).toBe('abc.def'));
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe(
      'Bearer abc.def',
    );
  });

  /** What Chromium does on Escape in a modal <dialog> (jsdom's has no key handling): close it. */
  const escape = () =>
    act(async () => {
      const dialog = screen.getByRole('dialog', { name: 'Session expired' });
      dialog.removeAttribute('open');
      dialog.dispatchEvent(new Event('close'));
    });

  it('Escape dismisses the credential asked for, then asks for the other one the server rejected', async () => {
    const { context } = await renderWithApp(<SessionExpiredDialog />, {
      fetch: vi.fn<typeof globalThis.fetch>(async () => Response.json(listBody)),
    });
    await act(async () => {
      context.auth.credentials.signIn({
        memberToken: 'old-token',
        publisherKey: 'old-key',
        persist: false,
      });
      context.auth.sessionExpiry.report('member');
      context.auth.sessionExpiry.report('publisher');
    });
    expect(await screen.findByLabelText('Member access token')).toBeInTheDocument();
    await escape();
    expect(await screen.findByLabelText('Publisher API key')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Session expired' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Member access token')).toBeNull();
    await escape();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Session expired' })).toBeNull(),
    );
    expect(context.auth.sessionExpiry.getSnapshot()).toEqual([]);
  });
});
