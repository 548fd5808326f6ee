// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { PaginationView } from './pagination-view';

afterEach(cleanup);

const page = (offset: number, complete: boolean) => ({
  complete,
  total: 7,
  offset,
  limit: 5,
  returned: complete ? 2 : 5,
  nextOffset: complete ? null : offset + 5,
});

describe('PaginationView "Next page"', () => {
  it('keeps focus when the last page arrives: aria-disabled while focused, disabled once left', () => {
    const onNextPage = vi.fn();
    const { rerender } = render(
      <PaginationView pagination={page(0, false)} busy={false} onNextPage={onNextPage} />,
    );
    const next = screen.getByRole('button', { name: 'Next page' });
    act(() => next.focus());
    rerender(<PaginationView pagination={page(0, false)} busy onNextPage={onNextPage} />);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();

    rerender(<PaginationView pagination={page(5, true)} busy={false} onNextPage={onNextPage} />);
    expect(next).toHaveFocus();
    expect(next).not.toBeDisabled();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    act(() => next.click());
    expect(onNextPage).not.toHaveBeenCalled();

    act(() => next.blur());
    expect(next).toBeDisabled();
  });

  it('is disabled outright on a last page it never had focus on', () => {
    render(<PaginationView pagination={page(5, true)} busy={false} onNextPage={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });
});
