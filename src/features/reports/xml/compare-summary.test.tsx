// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setFormatLocale } from '@/lib/format/locale';
import { createTestApp, TEST_TODAY, type TestApp } from '@/testing/reference-api';
import { renderRoute } from '@/testing/render-route';
import { columnsOf, totalsOf } from './columns';
import { CompareSummary } from './compare-summary';

const current = [
  {
    date: '2026-11-08',
    gross_requests: 1125,
    gross_clicks: 97,
    gross_invalid: 12,
    gross_revenue: 0.3,
    net_revenue: 0.25,
  },
];
const previous = [
  {
    date: '2026-11-01',
    gross_requests: 1000,
    gross_clicks: 100,
    gross_invalid: 10,
    gross_revenue: 0.1,
    net_revenue: 0,
  },
];

/** The description list group of one metric, by its term. */
function metric(name: string) {
  const dt = screen.getAllByRole('term').find((t) => t.textContent === name);
  if (!dt?.parentElement) throw new Error(`No total named ${name}`);
  return dt.parentElement;
}

afterEach(() => {
  cleanup();
  setFormatLocale(undefined);
});

describe('CompareSummary', () => {
  beforeEach(() => setFormatLocale('en-US'));

  function renderSummary() {
    const columns = columnsOf(current, 'date');
    render(
      <CompareSummary
        columns={columns}
        totals={totalsOf(current, columns)}
        previousTotals={totalsOf(previous, columnsOf(previous, 'date'))}
        from="2026-11-08"
        to="2026-11-14"
      />,
    );
  }

  it('shows each total with the previous value and the change in words', () => {
    renderSummary();
    expect(
      screen.getByRole('heading', { name: 'Compared with the previous period' }),
    ).toBeVisible();
    expect(
      screen.getByText('Nov 8, 2026 – Nov 14, 2026 against Nov 1, 2026 – Nov 7, 2026.'),
    ).toBeVisible();

    const requests = metric('Gross requests');
    expect(within(requests).getByText('1,125')).toBeVisible();
    expect(within(requests).getByText('Previous period: 1,000')).toBeVisible();
    expect(within(requests).getByText('12.5% up')).toHaveClass('text-green-700');

    const clicks = metric('Gross clicks');
    expect(within(clicks).getByText('3.0% down')).toHaveClass('text-red-700');
  });

  it('computes money exactly, marks a new total and colours more invalid traffic as bad', () => {
    renderSummary();
    // 0.3 against 0.1 is exactly +200 %, not 199.99…
    expect(within(metric('Gross revenue')).getByText('200.0% up')).toBeVisible();
    expect(within(metric('Net revenue')).getByText('New (0 in the previous period)')).toBeVisible();
    expect(within(metric('Net revenue')).queryByText(/Infinity|NaN/)).toBeNull();
    expect(within(metric('Gross invalid')).getByText('20.0% up')).toHaveClass('text-red-700');
    // The CTR is a total too: 97/1125 against 100/1000.
    expect(within(metric('Gross CTR')).getByText(/% down$/)).toBeVisible();
  });

  it('says "No change" when a total stayed the same', () => {
    const columns = columnsOf(previous, 'date');
    const totals = totalsOf(previous, columns);
    render(
      <CompareSummary
        columns={columns}
        totals={totals}
        previousTotals={totals}
        from="2026-11-08"
        to="2026-11-14"
      />,
    );
    expect(within(metric('Gross requests')).getByText('No change')).toBeVisible();
  });
});

describe('XML statistics with "Compare to previous period"', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp();
  });

  it('lists every total of the reference API with the previous period', async () => {
    await renderRoute(`/reports/xml?tid=501&from=2026-11-01&to=${TEST_TODAY}&compare=true`, {
      fetch: server.fetch,
      signedIn: { publisherKey: server.publisherKeys.both },
    });
    const summary = await screen.findByRole('region', {
      name: 'Compared with the previous period',
    });
    const terms = within(summary)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual([
      'Gross requests',
      'Gross clicks',
      'Gross valid',
      'Gross invalid',
      'Gross revenue',
      'Net requests',
      'Net clicks',
      'Net revenue',
      'Gross CTR',
    ]);
    expect(within(summary).getAllByText(/^Previous period: /)).toHaveLength(9);
    expect(within(summary).getAllByText(/ (up|down)$|^No change$/).length).toBeGreaterThan(0);
  });
});
