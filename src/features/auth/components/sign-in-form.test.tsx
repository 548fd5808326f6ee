// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithApp } from '@/testing/render';
import { useSignIn, type SignInInput, type SignInOutcome } from '../use-sign-in';
import { SignInForm } from './sign-in-form';

const ok: SignInOutcome = { ok: true };

function setup(
  signIn = vi.fn<(input: SignInInput) => Promise<SignInOutcome>>().mockResolvedValue(ok),
  props: { keepSignedInDefault?: boolean } = {},
) {
  const onSignedIn = vi.fn();
  return {
    signIn,
    onSignedIn,
    view: renderWithApp(
      <SignInForm signIn={signIn} onSignedIn={onSignedIn} demo={false} {...props} />,
    ),
  };
}

const keepBox = () => screen.getByRole('checkbox', { name: 'Keep me signed in on this tab' });

describe('SignInForm validation', () => {
  it('labels both secret fields and the checkbox exactly; the box is ticked by default', async () => {
    await setup().view;
    expect(await screen.findByLabelText('Member access token')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Publisher API key')).toHaveAttribute('type', 'password');
    expect(keepBox()).toBeChecked();
    expect(keepBox()).toHaveAccessibleDescription(/On by default: a reload keeps you signed in/);
  });

  it('asks for a credential when both are empty, at the field, without calling the API', async () => {
    const { signIn, view } = setup();
    const { user } = await view;
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));

    const token = screen.getByLabelText('Member access token');
    expect(token).toHaveAttribute('aria-invalid', 'true');
    expect(token).toHaveAccessibleDescription(
      /Enter a member access token, a publisher API key, or both\./,
    );
    expect(token).toHaveFocus();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('once submitted, checks a field again as it is corrected, and sends what was typed', async () => {
    const { signIn, view } = setup();
    const { user } = await view;
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const token = screen.getByLabelText('Member access token');
    expect(token).toHaveAttribute('aria-invalid', 'true');

    await user.type(token, 'Bearer  abc.def ');
    // Fixed as typed: the message leaves at the first character.
    expect(token).not.toHaveAttribute('aria-invalid');
    expect(token).not.toHaveAccessibleDescription(/Enter a member access token/);
    await user.type(screen.getByLabelText('Publisher API key'), 'pk 1');
    expect(screen.getByLabelText('Publisher API key')).toHaveAccessibleDescription(
      /cannot contain spaces/,
    );
    await user.clear(screen.getByLabelText('Publisher API key'));
    expect(screen.getByLabelText('Publisher API key')).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // Trimmed, without "Bearer ", and kept on this tab (the box untouched, ticked by default).
    expect(signIn).toHaveBeenCalledWith({
      memberToken: 'abc.def',
      publisherKey: undefined,
      persist: true,
    });
  });

  it('refuses a key with spaces inside', async () => {
    const { signIn, view } = setup();
    const { user } = await view;
    await user.type(await screen.findByLabelText('Publisher API key'), 'two words');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Publisher API key')).toHaveAccessibleDescription(
      /cannot contain spaces/,
    );
    expect(signIn).not.toHaveBeenCalled();
  });

  it('signs in with one credential alone and passes the choice of an unticked box (a shared computer)', async () => {
    const { signIn, onSignedIn, view } = setup();
    const { user } = await view;
    await user.type(await screen.findByLabelText('Publisher API key'), '  pk_demo_1234 ');
    await user.click(keepBox());
    expect(keepBox()).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(signIn).toHaveBeenCalledWith({
      memberToken: undefined,
      publisherKey: 'pk_demo_1234',
      persist: false,
    });
    expect(onSignedIn).toHaveBeenCalledOnce();
  });

  it('opens unticked when this tab remembers an untick, and ticking it keeps the sign-in', async () => {
    const { signIn, view } = setup(undefined, { keepSignedInDefault: false });
    const { user } = await view;
    expect(
      await screen.findByRole('checkbox', { name: 'Keep me signed in on this tab' }),
    ).not.toBeChecked();
    await user.type(screen.getByLabelText('Member access token'), 'abc.def');
    await user.click(keepBox());
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(signIn).toHaveBeenCalledWith({
      memberToken: 'abc.def',
      publisherKey: undefined,
      persist: true,
    });
  });

  it('toggles the secret between hidden and shown', async () => {
    const { view } = setup();
    const { user } = await view;
    await user.click(await screen.findByRole('button', { name: 'Show token' }));
    expect(screen.getByLabelText('Member access token')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide token' }));
    expect(screen.getByLabelText('Member access token')).toHaveAttribute('type', 'password');
  });
});

describe('SignInForm with the API', () => {
  function Harness({ onSignedIn }: { onSignedIn: () => void }) {
    return <SignInForm signIn={useSignIn()} onSignedIn={onSignedIn} demo={false} />;
  }

  it('shows the server message at the rejected field and stores nothing', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      Response.json({ status: 'error', message: 'Token expired' }, { status: 401 }),
    );
    const onSignedIn = vi.fn();
    const { user, context } = await renderWithApp(<Harness onSignedIn={onSignedIn} />, { fetch });
    await user.type(await screen.findByLabelText('Member access token'), 'expired.jwt.token');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const field = await screen.findByLabelText('Member access token');
    await vi.waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        /The member access token was rejected: Token expired/,
      ),
    );
    // The refused field has the focus, the form is usable again.
    await vi.waitFor(() => expect(field).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(context.auth.credentials.getSnapshot().memberToken).toBeUndefined();
    // The check sent the token as a bearer header, never in the URL.
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('http://api.test/api/v1/login/campaigns/campaigns?perPage=1');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer expired.jwt.token');
  });

  it('accepts a publisher key that lacks the Search scope (403) and stores it', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      Response.json({ status: 'error', message: 'Missing scope' }, { status: 403 }),
    );
    const onSignedIn = vi.fn();
    const { user, context } = await renderWithApp(<Harness onSignedIn={onSignedIn} />, { fetch });
    await user.type(await screen.findByLabelText('Publisher API key'), 'pk_xml_only');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    // Kept on this tab: the box was left ticked, as it opens.
    expect(context.auth.credentials.getSnapshot()).toMatchObject({
      publisherKey: 'pk_xml_only',
      persist: true,
    });
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(
      /\/pub\/publisher\/search-report\?date_from=\d{4}-\d\d-\d\d&date_to=/,
    );
  });

  it('says the API could not be reached on a network failure', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { user } = await renderWithApp(<Harness onSignedIn={vi.fn()} />, { fetch });
    await user.type(await screen.findByLabelText('Member access token'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/The API could not be reached/)).toBeInTheDocument();
  });
});
