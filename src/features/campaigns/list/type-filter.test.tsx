// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';

afterEach(cleanup);
import userEvent from '@testing-library/user-event';
import { TypeFilter } from './type-filter';

const OPTIONS = [
  { id: 1, label: 'Native CPV' },
  { id: 2, label: 'Push CPC' },
  { id: 3, label: 'Popunder CPM' },
];

/**
 * The URL, as the router keeps it: a navigation is committed later than the
 * click, and only when `commit` is called.
 */
function Harness({ initial, log }: { initial?: number[]; log: (number[] | undefined)[] }) {
  const [url, setUrl] = useState<number[] | undefined>(initial);
  const [pending, setPending] = useState<(number[] | undefined)[]>([]);
  return (
    <>
      <TypeFilter
        options={OPTIONS}
        value={url}
        onChange={(types) => {
          log.push(types);
          setPending((p) => [...p, types]);
        }}
      />
      <button type="button" onClick={() => pending.forEach((types) => setUrl(types))}>
        commit
      </button>
      <button type="button" onClick={() => setUrl([3])}>
        back
      </button>
      <output aria-label="url">{JSON.stringify(url ?? null)}</output>
    </>
  );
}

async function open() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /^Type:/ }));
  return user;
}

describe('TypeFilter while the URL lags behind', () => {
  it('keeps each tick and builds the next change on it, not on the old URL', async () => {
    const log: (number[] | undefined)[] = [];
    render(<Harness log={log} />);
    const user = await open();
    await user.click(screen.getByRole('checkbox', { name: 'Native CPV' }));
    expect(screen.getByRole('checkbox', { name: 'Native CPV' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Push CPC' }));
    expect(screen.getByRole('checkbox', { name: 'Native CPV' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Push CPC' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Type: 2 selected' })).toBeInTheDocument();
    // The second change carries the first: nothing is lost when both land.
    expect(log).toEqual([[1], [1, 2]]);
    await user.click(screen.getByRole('button', { name: 'commit' }));
    expect(screen.getByLabelText('url')).toHaveTextContent('[1,2]');
    // (The panel closed on the click outside it; its summary still says two.)
    expect(screen.getByRole('button', { name: 'Type: 2 selected' })).toBeInTheDocument();
  });

  it('unticking and "Show all types" work from the pending value too', async () => {
    const log: (number[] | undefined)[] = [];
    render(<Harness initial={[1, 2]} log={log} />);
    const user = await open();
    await user.click(screen.getByRole('checkbox', { name: 'Native CPV' }));
    expect(screen.getByRole('checkbox', { name: 'Native CPV' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Show all types' }));
    expect(screen.getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked)).toEqual(
      [],
    );
    expect(log).toEqual([[2], undefined]);
  });

  it('follows the URL when the URL itself changes (Back, a link)', async () => {
    const log: (number[] | undefined)[] = [];
    render(<Harness log={log} />);
    const user = await open();
    await user.click(screen.getByRole('checkbox', { name: 'Native CPV' }));
    await act(async () => {
      screen.getByRole('button', { name: 'back' }).click();
    });
    expect(screen.getByRole('checkbox', { name: 'Native CPV' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Popunder CPM' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Type: Popunder CPM' })).toBeInTheDocument();
  });
});
