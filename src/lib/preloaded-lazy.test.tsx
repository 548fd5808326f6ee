// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadedLazy } from './preloaded-lazy';

afterEach(cleanup);

function Field({ label }: { label: string }) {
  return <input aria-label={label} />;
}

function deferredModule() {
  let resolve!: () => void;
  const ready = new Promise<void>((done) => (resolve = done));
  const { Component, preload } = preloadedLazy(async () => {
    await ready;
    return { default: Field };
  });
  return { Component, preload, resolve };
}

describe('preloadedLazy', () => {
  it('renders at once when the code is already in', async () => {
    const { Component, preload, resolve } = deferredModule();
    resolve();
    await preload();
    render(<Component label="Bid" />);
    // No Suspense boundary needed: nothing suspends.
    expect(screen.getByRole('textbox', { name: 'Bid' })).toBeInTheDocument();
  });

  // A render before the code arrived goes through lazy(); the instance must keep that
  // path when it re-renders after the load, or React sees a new component type and
  // remounts everything below it (the campaign table lost the focused row button and
  // any half-typed inline edit on its first re-render after the load).
  it('keeps what was mounted before the code arrived across later renders', async () => {
    const { Component, preload, resolve } = deferredModule();
    const page = (label: string) => (
      <Suspense fallback={<p>Loading…</p>}>
        <Component label={label} />
      </Suspense>
    );
    const { rerender } = render(page('Bid'));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    const loading = preload();
    resolve();
    await loading;
    const field = await screen.findByRole('textbox', { name: 'Bid' });
    await userEvent.type(field, '1.25');
    field.focus();

    rerender(page('Daily budget'));
    const after = screen.getByRole('textbox', { name: 'Daily budget' });
    expect(after).toBe(field);
    expect(after).toHaveValue('1.25');
    expect(after).toHaveFocus();
  });
});
