import type { CampaignListRow } from '@contract/campaigns';
import { rowStatusName, statusName } from './status-plan';
import { formatCount } from '@/lib/format/number';

export interface StatusExpectation {
  cid: number;
  /** The status the campaign should show now. */
  status: number;
  /** The status it had before, when known: words the mismatch ("still shows Active"). */
  previous?: number;
}

export interface StatusMismatch {
  cid: number;
  expected: number;
  observed: number;
  observedName: string;
  /** The campaign shows what it showed before: the change did not take. */
  unchanged: boolean;
}

export interface StatusVerification {
  verified: number[];
  mismatched: StatusMismatch[];
  /** Campaigns that could not be read back (not found, or the read failed). */
  missing: number[];
  /** One sentence per problem, in the order of `expected`. */
  problems: string[];
  allVerified: boolean;
}

/**
 * Compares what was asked for with what the server now lists. Pure: the
 * caller reads the rows (refetched page first, then single reads by cid).
 */
export function verifyStatusChange(
  expected: readonly StatusExpectation[],
  observed: ReadonlyMap<number, CampaignListRow | undefined>,
): StatusVerification {
  const verified: number[] = [];
  const mismatched: StatusMismatch[] = [];
  const missing: number[] = [];
  const problems: string[] = [];
  for (const { cid, status, previous } of expected) {
    const row = observed.get(cid);
    if (!row) {
      missing.push(cid);
      problems.push(`Campaign ${cid} could not be read back to check its status`);
    } else if (row.status === status) {
      verified.push(cid);
    } else {
      const observedName = rowStatusName(row);
      const unchanged = previous === undefined || previous === row.status;
      mismatched.push({ cid, expected: status, observed: row.status, observedName, unchanged });
      problems.push(
        unchanged
          ? `Campaign ${cid} still shows ${observedName}`
          : `Campaign ${cid} shows ${observedName}, not ${statusName(status)}`,
      );
    }
  }
  return {
    verified,
    mismatched,
    missing,
    problems,
    allVerified: expected.length > 0 && verified.length === expected.length,
  };
}

/**
 * "Paused 3 campaigns — verified: all 3 now show Paused", or the count that
 * could be verified; the problems are listed separately, never dropped.
 */
export function verificationSummary(
  done: string,
  target: number,
  result: StatusVerification,
): string {
  const total = result.verified.length + result.mismatched.length + result.missing.length;
  const noun = total === 1 ? 'campaign' : 'campaigns';
  const name = statusName(target);
  if (result.allVerified) {
    const verifiedPart =
      total === 1
        ? `campaign ${result.verified[0]} now shows ${name}`
        : `all ${formatCount(total)} now show ${name}`;
    return `${done} ${formatCount(total)} ${noun} — verified: ${verifiedPart}`;
  }
  return `${done} ${formatCount(total)} ${noun} — verified ${formatCount(result.verified.length)} of ${formatCount(total)} as ${name}; check the campaigns below`;
}
