// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SearchReportRow } from '@contract/reports';
import { searchRow } from '@/testing/search-rows';
import { createRowModel, type RowModel } from './row-model';
import { useSlicedSummary } from './use-sliced-summary';

afterEach(cleanup);

function Totals({ shown }: { shown: { model: RowModel; view: Int32Array } }) {
  const summed = useSlicedSummary(shown);
  if (summed?.summary) return <p>Total {summed.summary.totals.total}</p>;
  if (summed?.error) return <p role="alert">{String(summed.error)}</p>;
  return <p>Computing totals…</p>;
}

function renderTotals(rows: SearchReportRow[]) {
  const model = createRowModel(rows);
  render(<Totals shown={{ model, view: model.view('date', 'asc', undefined) }} />);
}

// Rows the contract schema refuses: should one get through, the sum fails and says so.
describe('useSlicedSummary', () => {
  it('says why the sum failed instead of computing forever', async () => {
    renderTotals([searchRow({ total: '5' }), searchRow({ revenue: 'abc' })]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Not a decimal: "abc"');
  });

  it('fails on a count that is no whole number, never counting it as 0', async () => {
    renderTotals([searchRow({ total: '5' }), searchRow({ clicks: '2.5' })]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Not a whole number: "2.5"');
  });

  it('gives the totals of readable rows', async () => {
    renderTotals([searchRow({ total: '5' }), searchRow({ total: '7' })]);
    expect(await screen.findByText('Total 12')).toBeInTheDocument();
  });
});
