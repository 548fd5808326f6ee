// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { setFormatLocale } from '@/lib/format/locale';
import { layOutCharts } from '@/testing/chart-layout';
import { createTestApp, TEST_TODAY, type TestApp } from '@/testing/reference-api';
import { renderRoute } from '@/testing/render-route';
import { answeringXml } from '@/testing/xml-answers';

// The line chart of a day view: the days in calendar order whatever order the
// server sends them in, and a day the answer lacks a break in the line, not a
// straight line drawn across it as if the day had been measured.
let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
beforeEach(() => {
  setFormatLocale('en-US');
  layOutCharts();
});
afterEach(() => {
  setFormatLocale(undefined);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  cleanup();
});

const day = (date: string, revenue: number) =>
  `{"date":"${date}","gross_requests":1000,"gross_clicks":10,"gross_revenue":${revenue},"net_revenue":${revenue / 2}}`;

// Nov 14–20 without the 16th and the 17th, newest first.
const ROWS = [
  day(TEST_TODAY, 7),
  day('2026-11-19', 6),
  day('2026-11-15', 2),
  day('2026-11-18', 5),
  day('2026-11-14', 1),
].join(',');

async function chartOf(path: string) {
  await renderRoute(path, {
    fetch: answeringXml(server, () => ROWS),
    signedIn: { publisherKey: server.publisherKeys.both },
  });
  const chart = await screen.findByRole('img', { name: /^Revenue per day/ });
  // recharts draws the lines once it has measured its box (an effect after the first render).
  const gross = await waitFor(() => {
    const line = chart.querySelector<SVGPathElement>('path.recharts-line-curve[name="Gross"]');
    if (!line) throw new Error('the Gross line is not drawn');
    return line;
  });
  return { chart, gross };
}

describe('XML statistics: the chart of a day view', () => {
  it('labels the days in calendar order and breaks the line at the days without an answer', async () => {
    const { chart, gross } = await chartOf(
      `/reports/xml?tid=501&from=2026-11-14&to=${TEST_TODAY}&groupBy=day`,
    );
    const labels = within(chart)
      .getAllByText(/^Nov \d+$/)
      .map((label) => Number(label.textContent?.slice(4)));
    expect(labels.length).toBeGreaterThan(1);
    expect(labels).toEqual([...labels].sort((a, b) => a - b));
    // Two pieces (14–15 and 18–20): each starts with a move of the pen.
    expect(gross.getAttribute('d')?.match(/M/g)).toHaveLength(2);
  });
});
