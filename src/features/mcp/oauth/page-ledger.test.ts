import { describe, expect, it } from 'vitest';
import { acquirePageLedger, obtainedInThisPage } from './page-ledger';

describe("the page's ledger", () => {
  it('is shared while any refresher uses it; when the page stops listening, what it obtained is forgotten', () => {
    obtainedInThisPage.add('r-exchanged');
    const first = acquirePageLedger();
    const second = acquirePageLedger();
    expect(second.ledger).toBe(first.ledger);
    first.release();
    first.release(); // twice is once
    expect(obtainedInThisPage.has('r-exchanged')).toBe(true);
    second.release();
    // Nobody heard the other tabs from here on: another tab may rotate it unnoticed.
    expect(obtainedInThisPage.has('r-exchanged')).toBe(false);
    const next = acquirePageLedger();
    expect(next.ledger).not.toBe(first.ledger);
    next.release();
  });
});
