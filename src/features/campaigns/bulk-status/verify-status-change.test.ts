import { describe, expect, it } from 'vitest';
import type { CampaignListRow } from '@contract/campaigns';
import { testRow } from './test-rows';
import { verificationSummary, verifyStatusChange } from './verify-status-change';

const expected = [
  { cid: 1234, status: 3, previous: 1 },
  { cid: 1235, status: 3, previous: 1 },
  { cid: 1236, status: 3, previous: 2 },
];

describe('verifyStatusChange', () => {
  it('verifies every campaign that shows the new status', () => {
    const observed = new Map(expected.map(({ cid }) => [cid, testRow(cid, 3)]));
    const result = verifyStatusChange(expected, observed);
    expect(result).toMatchObject({ allVerified: true, verified: [1234, 1235, 1236], problems: [] });
    expect(verificationSummary('Paused', 3, result)).toBe(
      'Paused 3 campaigns — verified: all 3 now show Paused',
    );
  });

  it('reports a campaign that still shows its old status, never hides it', () => {
    const observed = new Map<number, CampaignListRow | undefined>([
      [1234, testRow(1234, 1)],
      [1235, testRow(1235, 3)],
      [1236, testRow(1236, 1)],
    ]);
    const result = verifyStatusChange(expected, observed);
    expect(result.allVerified).toBe(false);
    expect(result.verified).toEqual([1235]);
    expect(result.mismatched.map((m) => [m.cid, m.unchanged])).toEqual([
      [1234, true],
      [1236, false],
    ]);
    expect(result.problems).toEqual([
      'Campaign 1234 still shows Active',
      'Campaign 1236 shows Active, not Paused',
    ]);
    expect(verificationSummary('Paused', 3, result)).toBe(
      'Paused 3 campaigns — verified 1 of 3 as Paused; check the campaigns below',
    );
  });

  it('reports a campaign that could not be read back as missing', () => {
    const observed = new Map<number, CampaignListRow | undefined>([
      [1234, testRow(1234, 3)],
      [1235, undefined],
    ]);
    const result = verifyStatusChange(expected.slice(0, 2), observed);
    expect(result.missing).toEqual([1235]);
    expect(result.problems).toEqual(['Campaign 1235 could not be read back to check its status']);
    expect(result.allVerified).toBe(false);
  });

  it('uses the server status name for what a campaign shows', () => {
    const observed = new Map([[1234, { ...testRow(1234, 1), status_name: 'Running' }]]);
    expect(verifyStatusChange([{ cid: 1234, status: 3 }], observed).problems).toEqual([
      'Campaign 1234 still shows Running',
    ]);
  });

  it('words a single campaign by its cid', () => {
    const result = verifyStatusChange([{ cid: 77, status: 1 }], new Map([[77, testRow(77, 1)]]));
    expect(verificationSummary('Activated', 1, result)).toBe(
      'Activated 1 campaign — verified: campaign 77 now shows Active',
    );
  });
});
