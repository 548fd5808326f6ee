// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '@/testing/render';
import { DemoAccountList } from './demo-account-list';

const accounts = {
  status: 'success',
  data: {
    members: [
      { uid: 1001, name: 'Demo Advertiser', tenant: 'acme', balance: 250, token: 'member.jwt' },
    ],
    publishers: [
      {
        name: 'Publisher — both scopes',
        scopes: ['publisher:xml:read', 'publisher:search:read'],
        key: 'pk_both',
      },
    ],
  },
};

describe('DemoAccountList', () => {
  it('offers one button per demo account and signs in with one click', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json(accounts));
    const signIn = vi.fn().mockResolvedValue({ ok: true });
    const onSignedIn = vi.fn();
    const { user } = await renderWithApp(
      <DemoAccountList signIn={signIn} onSignedIn={onSignedIn} />,
      { fetch },
    );

    expect(await screen.findByRole('heading', { name: 'Demo accounts' })).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]?.[0])).toBe('http://api.test/api/v1/demo/accounts');
    await user.click(screen.getByRole('button', { name: 'Sign in as Publisher — both scopes' }));
    expect(signIn).toHaveBeenCalledWith({ publisherKey: 'pk_both' });
    expect(onSignedIn).toHaveBeenCalledOnce();
    expect(
      screen.getByRole('button', { name: 'Sign in as Demo Advertiser (acme, uid 1001)' }),
    ).toBeInTheDocument();
  });

  it('shows nothing when the API has no demo endpoint (404)', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(
      async () => new Response('Not found', { status: 404 }),
    );
    const { container } = await renderWithApp(
      <DemoAccountList signIn={vi.fn()} onSignedIn={vi.fn()} />,
      { fetch },
    );
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await vi.waitFor(() => expect(screen.queryByText(/Loading demo accounts/)).toBeNull());
    expect(container).toBeEmptyDOMElement();
  });
});
