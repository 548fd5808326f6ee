import { describe, expect, it } from 'vitest';
import { changeSetCsv, changeSetFilename } from './change-set-csv';
import type { ChangeSet } from '../write/change-log/change-set';

const set: ChangeSet = {
  id: 'abc',
  at: '2026-11-24T10:05:00.000Z',
  member: { key: 'acme:1001', name: 'Demo Advertiser' },
  kind: 'bulk-edit',
  summary: 'Name: add prefix “=cmd”',
  campaigns: [
    {
      cid: 10001,
      name: '=HYPERLINK("x")',
      outcome: 'verified',
      fields: [
        { key: 'payout', label: 'Bid', before: 0.5, after: 0.55 },
        { key: 'geo', label: 'Countries', before: ['US'], after: ['US', 'DE'] },
      ],
    },
    { cid: 10002, name: 'Plain', outcome: 'failed', detail: '422: refused', fields: [] },
  ],
};

describe('changeSetCsv', () => {
  it('writes a line per field, neutralises formulas and keeps numbers', () => {
    const lines = changeSetCsv(set).split('\r\n');
    expect(lines[0]).toBe(
      'Time,Kind,Change,Campaign ID,Campaign,Outcome,Detail,Field,Before,After',
    );
    expect(lines[1]).toBe(
      `2026-11-24T10:05:00.000Z,Bulk edit,Name: add prefix “=cmd”,10001,"'=HYPERLINK(""x"")",Saved and verified,,Bid,0.5,0.55`,
    );
    expect(lines[2]).toContain(',Countries,"[""US""]","[""US"",""DE""]"');
    expect(lines[3]).toBe(
      '2026-11-24T10:05:00.000Z,Bulk edit,Name: add prefix “=cmd”,10002,Plain,Failed,422: refused,,,',
    );
    expect(lines).toHaveLength(5);
  });

  it('names the file by time and id', () => {
    expect(changeSetFilename(set)).toBe('change-set_2026-11-24-10-05_abc.csv');
  });
});
