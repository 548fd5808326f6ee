// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setFormatLocale } from '@/lib/format/locale';
import { setReportTimeZone } from '@/lib/report-time-zone';
import { Lagging } from '@/testing/lagging-parent';
import { presetRange, reportToday } from './date-range';
import { DateRangeControls } from './date-range-controls';
import { UpdatedAt } from './updated-at';

afterEach(cleanup);

describe('DateRangeControls', () => {
  it('shows the matching preset and applies another', async () => {
    const onChange = vi.fn();
    const today = reportToday();
    const last7 = presetRange('last7', today);
    render(<DateRangeControls {...last7} onChange={onChange} />);
    expect(screen.getByLabelText('Date range')).toHaveDisplayValue('Last 7 days');
    expect(screen.getByLabelText('From')).toHaveValue(last7.from);
    expect(screen.getByLabelText('To')).toHaveValue(last7.to);
    // Complete days: the range ends yesterday, and the date line says so.
    expect(last7.to < today).toBe(true);
    expect(screen.getByTestId('covered-days')).toHaveTextContent(
      /: 7 complete days, up to yesterday\.$/,
    );
    await userEvent.selectOptions(screen.getByLabelText('Date range'), 'Last 30 days');
    expect(onChange).toHaveBeenCalledWith(presetRange('last30', today), false);
  });

  it('states the report time zone and computes "Today" there, not in the browser', async () => {
    // 23:30 UTC: already tomorrow in Tokyo. The browser's own zone plays no part.
    vi.useFakeTimers({ now: new Date(Date.UTC(2026, 10, 24, 23, 30)), toFake: ['Date'] });
    try {
      setReportTimeZone('Asia/Tokyo');
      const onChange = vi.fn();
      render(<DateRangeControls from="2001-02-03" to="2001-02-05" onChange={onChange} />);
      expect(screen.getByLabelText('From')).toHaveAccessibleDescription(
        'Dates are days in Asia/Tokyo (GMT+9).',
      );
      fireEvent.change(screen.getByLabelText('Date range'), { target: { value: 'today' } });
      expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-25', to: '2026-11-25' }, false);
      cleanup();
      setReportTimeZone('UTC');
      render(<DateRangeControls from="2001-02-03" to="2001-02-05" onChange={onChange} />);
      expect(screen.getByText('Dates are days in UTC.')).toBeInTheDocument();
      fireEvent.change(screen.getByLabelText('Date range'), { target: { value: 'today' } });
      expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-24', to: '2026-11-24' }, false);
    } finally {
      setReportTimeZone('UTC');
      vi.useRealTimers();
    }
  });

  it('moving one end past the other moves both, so the range stays in order', () => {
    const onChange = vi.fn();
    render(<DateRangeControls from="2001-02-03" to="2001-02-05" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2001-02-01' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2001-02-01', to: '2001-02-01' }, false);
    expect(screen.getByLabelText('From')).toHaveValue('2001-02-01');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2001-03-10' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2001-03-10', to: '2001-03-10' }, false);
    expect(screen.getByLabelText('To')).toHaveValue('2001-03-10');
    // A cleared field (mid-typing) changes nothing.
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '' } });
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('says when a change refines the date being typed, so a page adds one history entry per date', () => {
    const onChange = vi.fn();
    render(<DateRangeControls from="2001-02-03" to="2001-02-05" onChange={onChange} />);
    const from = screen.getByLabelText('From');
    // A year typed digit by digit: the first change is new, the next ones refine it.
    for (const value of ['0002-02-03', '0020-02-03', '0200-02-03', '2000-02-03'])
      fireEvent.change(from, { target: { value } });
    expect(onChange.mock.calls.map(([range, refine]) => [range.from, refine])).toEqual([
      ['0002-02-03', false],
      ['0020-02-03', true],
      ['0200-02-03', true],
      ['2000-02-03', true],
    ]);
    // Another field, a preset, or the same field after it lost focus: new again.
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2000-02-09' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2000-02-03', to: '2000-02-09' }, false);
    fireEvent.blur(screen.getByLabelText('To'));
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2000-02-10' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2000-02-03', to: '2000-02-10' }, false);
    fireEvent.change(screen.getByLabelText('Date range'), { target: { value: 'last7' } });
    expect(onChange.mock.lastCall?.[1]).toBe(false);
  });

  it('shows Custom for dates that match no preset', () => {
    render(<DateRangeControls from="2001-02-03" to="2001-02-05" onChange={() => {}} />);
    expect(screen.getByLabelText('Date range')).toHaveDisplayValue('Custom');
  });
});

describe('UpdatedAt', () => {
  afterEach(() => setFormatLocale(undefined));

  it("shows the time in the reader's locale and refreshes", async () => {
    setFormatLocale('de-DE');
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

describe('DateRangeControls before the URL is committed', () => {
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
