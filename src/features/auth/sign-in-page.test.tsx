// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoute } from '@/testing/render-route';
import { createAuthServices } from '@/lib/session/auth-services';
import { STORAGE_KEY } from '@/lib/session/credentials-store';

// Issue 25 item 8: the /sign-in page keeps the user signed in across a reload
// by default ("Keep me signed in on this tab" ticked), in this tab's
// sessionStorage only; an untick (a shared computer) is remembered for the tab.

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const TOKEN = 'member.jwt.token';
const keepBox = () => screen.findByRole('checkbox', { name: 'Keep me signed in on this tab' });

/** The app on /sign-in with this tab's real sessionStorage (as after a reload of the tab). */
function openSignIn() {
  // The member check (one campaign row) is the only request that matters here;
  // the page signed into answers empty.
  const fetch = vi.fn<typeof globalThis.fetch>(async () =>
    Response.json({ status: 'success', data: [], total: 0 }),
  );
  return renderRoute('/sign-in', { context: { auth: createAuthServices() }, fetch });
}

async function signInWithToken(user: Awaited<ReturnType<typeof openSignIn>>['user']) {
  await user.type(await screen.findByLabelText('Member access token'), TOKEN);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the sign-in page on this tab', () => {
  it('opens with the box ticked and, untouched, keeps the sign-in across a reload in sessionStorage only', async () => {
    const { user, context } = await openSignIn();
    expect(await keepBox()).toBeChecked();
    await signInWithToken(user);

    await vi.waitFor(() => expect(context.auth.credentials.getSnapshot().memberToken).toBe(TOKEN));
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}')).toEqual({ memberToken: TOKEN });
    expect(JSON.stringify({ ...localStorage })).not.toContain(TOKEN);
    // A reload builds the store again from this tab's storage: still signed in.
    expect(createAuthServices().credentials.getSnapshot()).toMatchObject({
      memberToken: TOKEN,
      persist: true,
    });
  });

  it('unticked, keeps the token in memory only; after a reload the box opens unticked again', async () => {
    const first = await openSignIn();
    await first.user.click(await keepBox());
    await signInWithToken(first.user);
    await vi.waitFor(() =>
      expect(first.context.auth.credentials.getSnapshot().memberToken).toBe(TOKEN),
    );
    expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toContain(TOKEN);
    first.unmount();

    // The reload: signed out, and the box as the user left it.
    const reloaded = await openSignIn();
    expect(reloaded.context.auth.credentials.getSnapshot().memberToken).toBeUndefined();
    expect(await keepBox()).not.toBeChecked();
  });

  it('after a kept sign-in and Sign out, the box opens ticked again and nothing is stored', async () => {
    const auth = createAuthServices();
    auth.credentials.signIn({ memberToken: TOKEN, persist: true });
    auth.credentials.signOut();
    expect(sessionStorage.length).toBe(0);

    await openSignIn();
    expect(await keepBox()).toBeChecked();
  });
});
