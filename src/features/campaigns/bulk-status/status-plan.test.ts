import { describe, expect, it } from 'vitest';
import { MEMBER_TARGET_STATUSES } from '@contract/campaigns';
import { STATUS_ACTIONS, buildStatusPlan, quickActionFor, unavailableReason } from './status-plan';
import { testRow } from './test-rows';

describe('status plan', () => {
  it('offers exactly the member moves, never Pending', () => {
    expect(STATUS_ACTIONS.map((a) => a.label)).toEqual([
      'Activate',
      'Pause',
      'Suspend',
      'Schedule',
    ]);
    expect(STATUS_ACTIONS.map((a) => a.target)).toEqual([...MEMBER_TARGET_STATUSES]);
  });

  it('sends only the campaigns that change; the others are listed as no change or Pending', () => {
    const plan = buildStatusPlan([testRow(1, 1), testRow(2, 3), testRow(3, 0)], 3);
    expect(plan.ids).toEqual([1]);
    expect(plan.items.map((i) => [i.cid, i.kind, i.fromName])).toEqual([
      [1, 'change', 'Active'],
      [2, 'no-change', 'Paused'],
      [3, 'pending', 'Pending'],
    ]);
  });

  it('says why a move applies to none of the selection', () => {
    expect(unavailableReason([testRow(1, 3), testRow(2, 3)], 3)).toBe(
      'All 2 selected campaigns are already Paused',
    );
    expect(unavailableReason([testRow(1, 3)], 3)).toBe('The selected campaign is already Paused');
    expect(unavailableReason([testRow(1, 0)], 3)).toMatch(/^Pending campaigns await review/);
    expect(unavailableReason([testRow(1, 3), testRow(2, 0)], 3)).toBe(
      'None of the selected campaigns can be set to Paused: 1 already Paused, 1 Pending',
    );
    expect(unavailableReason([testRow(1, 1), testRow(2, 3)], 3)).toBeUndefined();
  });

  it('quick action: Pause for Active, Activate for Paused/Suspended/Scheduled, none for Pending', () => {
    expect(quickActionFor(testRow(1, 1))?.label).toBe('Pause');
    for (const status of [2, 3, 4])
      expect(quickActionFor(testRow(1, status))?.label).toBe('Activate');
    expect(quickActionFor(testRow(1, 0))).toBeUndefined();
  });
});
