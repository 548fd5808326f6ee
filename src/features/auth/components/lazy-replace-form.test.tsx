// @vitest-environment jsdom
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '@/testing/render';
import { LazyReplaceForm } from './lazy-replace-form';

describe('LazyReplaceForm', () => {
  it('after a failed load offers sign-out and "Try again", which loads the form anew', async () => {
    const load = vi
      .fn<() => Promise<typeof import('./replace-credential-form')>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(() => import('./replace-credential-form'));
    const onSignOut = vi.fn();
    const { user } = await renderWithApp(
      <Suspense fallback={<p>Loading the form…</p>}>
        <LazyReplaceForm
          area="member"
          load={load}
          onReplaced={async () => {}}
          onSignOut={onSignOut}
        />
      </Suspense>,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The form to paste a new credential could not be loaded. Check the connection, then try again.',
    );
    // Focus goes to the first control that arrived, as in the dialog.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus());
    // The notice's way out signs out, as the form's own button does.
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    const field = await screen.findByLabelText('Member access token');
    await waitFor(() => expect(field).toHaveFocus());
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(2);
  });
});
