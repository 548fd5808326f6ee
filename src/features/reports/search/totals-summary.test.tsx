// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TotalsSummary } from './totals-summary';

const totals = {
  total: '1200',
  monetized: '900',
  clicks: '300',
  revenue: '1234.5678901234',
  epc: '4.115226',
  rpm: '1028.806575',
};

afterEach(cleanup);

describe('TotalsSummary', () => {
  it('shows revenue in cents of the currency and its exact 10-digit sum beside it', () => {
    render(<TotalsSummary totals={totals} shown={10} all={10} />);
    const revenue = screen.getByText('Revenue').parentElement!;
    expect(within(revenue).getByText('$1,234.57')).toBeInTheDocument();
    expect(within(revenue).getByText('Exact: 1,234.5678901234')).toBeInTheDocument();
  });

  it('says nothing more when the shown revenue is already exact', () => {
    render(<TotalsSummary totals={{ ...totals, revenue: '12.5' }} shown={10} all={10} />);
    const revenue = screen.getByText('Revenue').parentElement!;
    expect(within(revenue).queryByText(/^Exact/)).not.toBeInTheDocument();
  });

  it('shows "—" for EPC and RPM over zero clicks or searches, as the grouped rows do', () => {
    render(
      <TotalsSummary
        totals={{ ...totals, total: '0', clicks: '0', revenue: '0', epc: '0', rpm: '0' }}
        shown={0}
        all={10}
      />,
    );
    const epc = screen.getByText('EPC').parentElement!;
    expect(within(epc).getByText('—')).toBeInTheDocument();
    expect(within(epc).getByText('no clicks')).toBeInTheDocument();
    const rpm = screen.getByText('RPM').parentElement!;
    expect(within(rpm).getByText('—')).toBeInTheDocument();
    expect(within(rpm).getByText('no searches')).toBeInTheDocument();
  });

  it('shows EPC and RPM when their sums are not zero', () => {
    render(<TotalsSummary totals={totals} shown={10} all={10} />);
    expect(within(screen.getByText('EPC').parentElement!).getByText('$4.1152')).toBeInTheDocument();
    expect(within(screen.getByText('EPC').parentElement!).queryByText('—')).toBeNull();
  });
});
