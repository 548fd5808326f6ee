import { describe, expect, it } from 'vitest';
import { toCsv } from '@contract/csv';
import type { CampaignListRow } from '@contract/campaigns';
import { CAMPAIGN_COLUMNS, COLUMN_IDS } from './campaign-columns';
import { listCsvFilename, listCsvHeader, listCsvRows } from './list-csv';

const row: CampaignListRow = {
  cid: 10001,
  uid: 1001,
  type_name: 'Push CPC',
  name: '=HYPERLINK("http://evil.example","click")',
  website: '',
  geo: ['US', 'DE'],
  payout: 0.055,
  d_revenue: 50,
  t_revenue: 0,
  daily_budget: 1.5,
  total_budget: 20,
  bid_control_count: 2,
  status: 3,
  status_name: '',
};

const allColumns = COLUMN_IDS.map((id) => CAMPAIGN_COLUMNS[id]);

describe('the campaign list as CSV', () => {
  it('writes every column in display order, numbers as numbers, formulas neutralised', () => {
    const text = toCsv(listCsvHeader(allColumns), listCsvRows([row], allColumns));
    const [header, line] = text.split('\r\n');
    expect(header).toBe(
      'ID,Name,Type,Status,Bid,Daily budget,Spent today,Total budget,Spent total,Geo,Website,Bid control',
    );
    // Total budget 0 ("Unlimited" on screen) stays the number 0.
    expect(line).toBe(
      `10001,"'=HYPERLINK(""http://evil.example"",""click"")",Push CPC,Paused,0.055,50,1.5,0,20,US DE,,2`,
    );
  });

  it('writes only the columns it is given, in the order given', () => {
    const visible = [CAMPAIGN_COLUMNS.cid, CAMPAIGN_COLUMNS.t_revenue, CAMPAIGN_COLUMNS.website];
    expect(listCsvHeader(visible)).toEqual(['ID', 'Total budget', 'Website']);
    const site = { ...row, website: 'https://example.com/a,b' };
    expect([...listCsvRows([site], visible)]).toEqual([[10001, 0, 'https://example.com/a,b']]);
    expect(toCsv(listCsvHeader(visible), listCsvRows([site], visible))).toBe(
      'ID,Total budget,Website\r\n10001,0,"https://example.com/a,b"\r\n',
    );
  });

  it('gives numeric columns raw numbers, not the formatted text of the table', () => {
    const numeric = allColumns.filter((column) => column.numeric);
    const [cells] = [...listCsvRows([{ ...row, payout: 1234.5678 }], numeric)];
    expect(cells).toEqual([10001, 1234.5678, 50, 1.5, 0, 20, 2]);
    expect(cells?.every((cell) => typeof cell === 'number')).toBe(true);
  });

  it("takes the server's status name, and the contract's when the server sends none", () => {
    const status = [CAMPAIGN_COLUMNS.status];
    expect([...listCsvRows([row, { ...row, status: 1, status_name: 'Running' }], status)]).toEqual([
      ['Paused'],
      ['Running'],
    ]);
  });

  it('neutralises other formula starts in text cells', () => {
    const columns = [CAMPAIGN_COLUMNS.name, CAMPAIGN_COLUMNS.type_name];
    const text = toCsv([], listCsvRows([{ ...row, name: '@SUM(A1)', type_name: '+1' }], columns));
    expect(text).toBe("\r\n'@SUM(A1),'+1\r\n");
  });

  it('names the file by the local date', () => {
    expect(listCsvFilename(new Date(2026, 10, 4))).toBe('campaigns_2026-11-04.csv');
    expect(listCsvFilename(new Date(2026, 0, 31, 23, 59))).toBe('campaigns_2026-01-31.csv');
  });
});
