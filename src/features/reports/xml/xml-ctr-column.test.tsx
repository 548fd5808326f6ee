// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { captureDownloads } from '@/testing/capture-downloads';
import { TEST_TODAY } from '@/testing/reference-api';
import { reportPageTest } from '@/testing/report-page-test';
import { renderRoute } from '@/testing/render-route';
import { answeringXml } from '@/testing/xml-answers';

// A server that sends its own `ctr` beside the counts the dashboard computes CTR
// from: one CTR column, in the table and in its file, not two of the same key.
const ctx = reportPageTest();

const ROWS = [
  `{"date":"2026-11-19","gross_requests":1000,"gross_clicks":10,"ctr":0.01,"gross_revenue":1.5}`,
  `{"date":"${TEST_TODAY}","gross_requests":1000,"gross_clicks":30,"ctr":0.03,"gross_revenue":2.5}`,
].join(',');

describe('XML statistics: a CTR the server sends', () => {
  it('is one column of the table and of "Export current view"', async () => {
    const blobs = captureDownloads();
    const { user } = await renderRoute(
      `/reports/xml?tid=501&from=2026-11-19&to=${TEST_TODAY}&groupBy=day`,
      {
        fetch: answeringXml(ctx.server, () => ROWS),
        signedIn: { publisherKey: ctx.server.publisherKeys.both },
      },
    );
    const table = await screen.findByRole('table', { name: /^XML statistics per day/ });
    const ctr = within(table).getAllByRole('columnheader', { name: /CTR/ });
    expect(ctr).toHaveLength(1);
    // Its total is recomputed from the summed counts: 40 of 2,000.
    const index = within(table).getAllByRole('columnheader').indexOf(ctr[0]!);
    expect(table.querySelector('tfoot tr')?.children[index]).toHaveTextContent('2.00%');

    await user.click(screen.getByRole('button', { name: 'Export current view' }));
    await screen.findByText('Exported 2 rows.');
    const [header] = (await blobs[0]!.text()).split(/\r?\n/);
    expect(header?.split(',').filter((name) => name === 'ctr')).toHaveLength(1);
  });
});
