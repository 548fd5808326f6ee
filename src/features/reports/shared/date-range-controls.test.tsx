// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { presetRange, todayLocal } from './date-range';
import { DateRangeControls } from './date-range-controls';
import { UpdatedAt } from './updated-at';

afterEach(cleanup);

describe('DateRangeControls', () => {
  it('shows the matching preset and applies another', async () => {
    const onChange = vi.fn();
    const today = todayLocal();
    const last7 = presetRange('last7', today);
    render(<DateRangeControls {...last7} onChange={onChange} />);
    expect(screen.getByLabelText('Date range')).toHaveDisplayValue('Last 7 days');
    expect(screen.getByLabelText('From')).toHaveValue(last7.from);
    expect(screen.getByLabelText('To')).toHaveValue(last7.to);
    await userEvent.selectOptions(screen.getByLabelText('Date range'), 'Last 30 days');
    expect(onChange).toHaveBeenCalledWith(presetRange('last30', today));
  });

  it('shows Custom for dates that match no preset', () => {
    render(<DateRangeControls from="2001-02-03" to="2001-02-05" onChange={() => {}} />);
    expect(screen.getByLabelText('Date range')).toHaveDisplayValue('Custom');
  });
});

describe('UpdatedAt', () => {
  it('shows the time and refreshes', async () => {
    const onRefresh = vi.fn();
    render(
      <UpdatedAt
        updatedAt={new Date(2025, 0, 1, 14, 5, 12).getTime()}
        onRefresh={onRefresh}
        refreshing={false}
      />,
    );
    expect(screen.getByText(/Updated/)).toHaveTextContent('Updated 14:05:12');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledOnce();
  });
});
