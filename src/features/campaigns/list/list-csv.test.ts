import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../../contract/csv';
import type { CampaignListRow } from '../../../../contract/campaigns';
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

describe('the campaign list as CSV', () => {
  it('writes the visible columns in order, numbers as numbers, formulas neutralised', () => {
    const columns = COLUMN_IDS.map((id) => CAMPAIGN_COLUMNS[id]);
    const text = toCsv(listCsvHeader(columns), listCsvRows([row], columns));
    const [header, line] = text.split('\r\n');
    expect(header).toBe(
      'ID,Name,Type,Status,Bid,Daily budget,Spent today,Total budget,Spent total,Geo,Website,Bid control',
    );
    expect(line).toBe(
      `10001,"'=HYPERLINK(""http://evil.example"",""click"")",Push CPC,Paused,0.055,50,1.5,0,20,US DE,,2`,
    );
  });

  it('names the file by the local date', () => {
    expect(listCsvFilename(new Date(2026, 10, 4))).toBe('campaigns_2026-11-04.csv');
  });
});
