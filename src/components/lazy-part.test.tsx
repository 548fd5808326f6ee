// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyPart } from './lazy-part';

afterEach(() => {
  cleanup();
  mounts.length = 0;
});

// Every mount of the part's component, in order: a remount loses what the user did in it.
const mounts: string[] = [];

function Field({ label }: { label: string }) {
  useEffect(() => {
    mounts.push(label);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- counts mounts only
  return <input aria-label={label} />;
}

/** A module load the test settles: each call is one request for the code. */
function controlledLoad() {
  const calls: { resolve: () => void; reject: () => void }[] = [];
  const load = () =>
    new Promise<{ default: typeof Field }>((resolve, reject) => {
      calls.push({
        resolve: () => resolve({ default: Field }),
        reject: () => reject(new Error('Failed to fetch dynamically imported module')),
      });
    });
  return { load, calls };
}

function deferredModule() {
  const { load, calls } = controlledLoad();
  const part = lazyPart(load, 'The field');
  return { ...part, calls };
}

const page = (Component: ComponentType<{ label: string }>, label = 'Bid') => (
  <Suspense fallback={<p>Loading…</p>}>
    <Component label={label} />
  </Suspense>
);

describe('lazyPart', () => {
  it('renders at once when the code is already in', async () => {
    const { Component, preload, calls } = deferredModule();
    const loading = preload();
    calls[0]!.resolve();
    await loading;
    render(<Component label="Bid" />);
    // No Suspense boundary needed: nothing suspends.
    expect(screen.getByRole('textbox', { name: 'Bid' })).toBeInTheDocument();
  });

  // A render before the code arrived goes through lazy(); the instance must keep that
  // path when it re-renders after the load, or React sees a new component type and
  // remounts everything below it (the campaign table lost the focused row button and
  // any half-typed inline edit on its first re-render after the load).
  it('keeps what was mounted before the code arrived across later renders', async () => {
    const { Component, preload, calls } = deferredModule();
    const { rerender } = render(page(Component));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    const loading = preload();
    calls[0]!.resolve();
    await loading;
    const field = await screen.findByRole('textbox', { name: 'Bid' });
    await userEvent.type(field, '1.25');
    field.focus();

    rerender(page(Component, 'Daily budget'));
    const after = screen.getByRole('textbox', { name: 'Daily budget' });
    expect(after).toBe(field);
    expect(after).toHaveValue('1.25');
    expect(after).toHaveFocus();
    expect(mounts).toEqual(['Bid']);
  });

  it('shows a notice with "Try again" in its place when the code cannot be loaded, and the page around it stays', async () => {
    const { Component, calls } = deferredModule();
    function Page() {
      const [note, setNote] = useState('');
      return (
        <>
          <input aria-label="Note" value={note} onChange={(e) => setNote(e.target.value)} />
          {page(Component)}
        </>
      );
    }
    render(<Page />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'kept');
    calls[0]!.reject();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The field could not be loaded. Check the connection, then try again.',
    );
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('kept');
    expect(screen.queryByRole('textbox', { name: 'Bid' })).not.toBeInTheDocument();
  });

  it('"Try again" requests the code anew; a second failure says so, a success puts the part in place with focus in it', async () => {
    const { Component, calls } = deferredModule();
    render(page(Component));
    calls[0]!.reject();
    const retry = await screen.findByRole('button', { name: 'Try again' });

    await userEvent.click(retry);
    expect(calls).toHaveLength(2);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    // A second click while loading requests nothing more.
    await userEvent.click(retry);
    expect(calls).toHaveLength(2);
    calls[1]!.reject();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The field could not be loaded again.',
    );
    expect(retry).toHaveFocus();

    await userEvent.click(retry);
    expect(calls).toHaveLength(3);
    calls[2]!.resolve();
    const field = await screen.findByRole('textbox', { name: 'Bid' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field).toHaveFocus();
  });

  it('a failed preload is not the end: the first render requests the code again', async () => {
    const { Component, preload, calls } = deferredModule();
    const preloading = preload();
    calls[0]!.reject();
    await expect(preloading).resolves.toBeUndefined();
    render(page(Component));
    expect(calls).toHaveLength(2);
    calls[1]!.resolve();
    expect(await screen.findByRole('textbox', { name: 'Bid' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a part drawn anew after a notice requests its code again by itself', async () => {
    const { Component, calls } = deferredModule();
    const { unmount } = render(page(Component));
    calls[0]!.reject();
    await screen.findByRole('alert');
    unmount();

    render(page(Component));
    expect(calls).toHaveLength(2);
    calls[1]!.resolve();
    expect(await screen.findByRole('textbox', { name: 'Bid' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes the focus its opener took away, and after "Try again" puts it in the part, not before it', async () => {
    const { Component, calls } = deferredModule();
    // The part replaces the button that opens it (as the pencil becomes the cell's
    // editor), with no wrapper of its own: the page's search box comes first in the box.
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <div>
          <input aria-label="Search" />
          {open ? page(Component) : <button onClick={() => setOpen(true)}>Edit</button>}
        </div>
      );
    }
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    calls[0]!.reject();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    calls[1]!.resolve();
    const field = await screen.findByRole('textbox', { name: 'Bid' });
    expect(field).toHaveFocus();
    // In its place with no box of its own: the parent's layout reaches it.
    expect(field.parentElement).toBe(screen.getByRole('textbox', { name: 'Search' }).parentElement);
  });

  it('after "Try again", a part that draws nothing leaves the page\'s next control alone', async () => {
    const calls: { resolve: () => void; reject: () => void }[] = [];
    const Nothing = () => null;
    const { Component } = lazyPart(
      () =>
        new Promise<{ default: typeof Nothing }>((resolve, reject) =>
          calls.push({
            resolve: () => resolve({ default: Nothing }),
            reject: () => reject(new Error('Failed to fetch dynamically imported module')),
          }),
        ),
      'The bar',
    );
    render(
      <div>
        <Suspense fallback={null}>
          <Component />
        </Suspense>
        <button>Next</button>
      </div>,
    );
    calls[0]!.reject();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    calls[1]!.resolve();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Next' })).not.toHaveFocus();
  });

  it('leaves the focus alone when the notice comes with the page', async () => {
    const { Component, calls } = deferredModule();
    render(page(Component));
    calls[0]!.reject();
    await screen.findByRole('alert');
    expect(document.body).toHaveFocus();
  });

  it('offers the way out the part names, by its button and by Escape', async () => {
    const { load, calls } = controlledLoad();
    const { Component } = lazyPart(load, 'The editor', {
      leave: { label: 'Cancel', action: (props) => () => left.push(props.label) },
    });
    const left: string[] = [];
    render(page(Component));
    calls[0]!.reject();
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    await userEvent.click(cancel);
    expect(left).toEqual(['Bid']);
    screen.getByRole('button', { name: 'Try again' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(left).toEqual(['Bid', 'Bid']);
  });
});
