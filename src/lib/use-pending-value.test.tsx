// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StatusFilter } from '../features/campaigns/list/status-filter';
import { PageSizeSelect } from '../features/campaigns/list/page-size-select';
import { DateRangeControls } from '../features/reports/shared/date-range-controls';
import { usePendingValue } from './use-pending-value';

afterEach(cleanup);

describe('usePendingValue', () => {
  it('shows the pending value until the source changes, then the source', () => {
    const { result, rerender } = renderHook(({ value }) => usePendingValue(value, Object.is), {
      initialProps: { value: 'a' },
    });
    expect(result.current[0]).toBe('a');
    act(() => result.current[1]('b'));
    expect(result.current[0]).toBe('b');
    // A render with the same source keeps what the user chose.
    rerender({ value: 'a' });
    expect(result.current[0]).toBe('b');
    // The source moved (committed, Back, a link): it wins over the pending one.
    rerender({ value: 'c' });
    expect(result.current[0]).toBe('c');
    act(() => result.current[1]('d'));
    expect(result.current[0]).toBe('d');
  });

  it('compares with the given equality, so a new but equal array is no change', () => {
    const same = (a: number[], b: number[]) => a.join() === b.join();
    const { result, rerender } = renderHook(({ value }) => usePendingValue(value, same), {
      initialProps: { value: [1] },
    });
    act(() => result.current[1]([1, 2]));
    rerender({ value: [1] });
    expect(result.current[0]).toEqual([1, 2]);
  });
});

/** A parent that keeps the value the way the router keeps the URL: committed later. */
function Lagging<T>({
  initial,
  render: renderControl,
}: {
  initial: T;
  render: (value: T, onChange: (next: T) => void) => React.ReactNode;
}) {
  const [committed, setCommitted] = useState(initial);
  const [queued, setQueued] = useState<T[]>([]);
  return (
    <>
      {renderControl(committed, (next) => setQueued((q) => [...q, next]))}
      <output aria-label="queued">{JSON.stringify(queued)}</output>
      <button type="button" onClick={() => queued.forEach((v) => setCommitted(v))}>
        commit
      </button>
    </>
  );
}

describe('URL-driven controls before the URL is committed', () => {
  it('Status shows the chosen status at once, and again after the commit', async () => {
    const user = userEvent.setup();
    render(
      <Lagging<number | undefined>
        initial={undefined}
        render={(value, onChange) => (
          <StatusFilter value={value as never} onChange={(s) => onChange(s)} />
        )}
      />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Paused');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Paused');
    expect(screen.getByLabelText('queued')).toHaveTextContent('[3]');
    await user.click(screen.getByRole('button', { name: 'commit' }));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Paused');
  });

  it('"Rows per page" shows the chosen size at once', async () => {
    const user = userEvent.setup();
    render(
      <Lagging
        initial={20}
        render={(value, onChange) => (
          <PageSizeSelect value={value as never} onChange={(size) => onChange(size)} />
        )}
      />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '200');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveDisplayValue('200');
  });

  it('a date range keeps the picked preset and days, and a second change builds on them', async () => {
    const user = userEvent.setup();
    render(
      <Lagging
        initial={{ from: '2001-02-03', to: '2001-02-05' }}
        render={(value, onChange) => (
          <DateRangeControls from={value.from} to={value.to} onChange={onChange} />
        )}
      />,
    );
    await user.selectOptions(screen.getByLabelText('Date range'), 'Last 7 days');
    expect(screen.getByLabelText('Date range')).toHaveDisplayValue('Last 7 days');
    const to = (screen.getByLabelText('To') as HTMLInputElement).value;
    expect(to).not.toBe('2001-02-05');
    // From moves past nothing: To is the pending one, not the committed 2001-02-05.
    // (A date input reports a whole day at once, as the browser's picker does.)
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2000-01-01' } });
    expect(screen.getByLabelText('From')).toHaveValue('2000-01-01');
    expect(screen.getByLabelText('To')).toHaveValue(to);
    const queued = JSON.parse(screen.getByLabelText('queued').textContent ?? '[]');
    expect(queued.at(-1)).toEqual({ from: '2000-01-01', to });
  });
});
