import { PENDING_STATUS } from '@contract/campaigns';
import { isOn, type FieldErrors } from '@contract/common';
import type { Member } from '../../http/app-env';
import { HttpError } from '../../http/errors';
import { activationRefusal } from './activation-balance';

/**
 * Business rules of the reference API that are not field validation, shared by
 * PUT :cid and update-status (docs/decisions/003-update-status.md).
 */
export const POLICY_MESSAGES = {
  notFound: 'Campaign not found',
  foreignUid: "You cannot update another advertiser's campaign",
  toPending: 'Members cannot move a campaign to Pending',
  fromPending: 'A Pending campaign awaits review: members cannot change its status',
  notOwned: 'Some campaigns were not found in your account',
  pendingIds: 'Pending campaigns await review: members cannot change their status',
  serverOnly: 'Rejected by a server-only rule',
  bidCapped: 'Bid increases are locked for this campaign',
  clickUrlLocked: 'The click URL cannot be changed on this account',
} as const;

/**
 * `settings.edit_clickurl` off: the click URL stays as stored. The dashboard
 * shows it read-only; the server enforces it for every client (decision 033).
 * No URL is the same whether the key is absent or null.
 */
export function clickUrlErrors(
  settings: { edit_clickurl?: unknown },
  stored: Record<string, unknown>,
  incoming: Record<string, unknown>,
): FieldErrors {
  if (isOn(settings.edit_clickurl)) return {};
  if ((incoming.clickurl ?? null) === (stored.clickurl ?? null)) return {};
  return { clickurl: [POLICY_MESSAGES.clickUrlLocked] };
}

/** Pending is entered and left only by review, never by a member's edit. */
export function assertPendingRule(current: number, next: number): void {
  if (current !== PENDING_STATUS && next === PENDING_STATUS) {
    throw new HttpError(403, POLICY_MESSAGES.toPending, { status: [POLICY_MESSAGES.toPending] });
  }
  if (current === PENDING_STATUS && next !== PENDING_STATUS) {
    throw new HttpError(403, POLICY_MESSAGES.fromPending, {
      status: [POLICY_MESSAGES.fromPending],
    });
  }
}

/**
 * 402 when this write would move a campaign into Active without the balance
 * (the rule itself: activation-balance.ts). `current`: the stored statuses of
 * the campaigns the write sets to `next`.
 */
export function assertCanActivate(member: Member, next: number, current: readonly number[]): void {
  const refusal = activationRefusal(member.balanceCents, next, current);
  if (refusal) {
    throw new HttpError(402, refusal, { status: ['Add funds to activate campaigns'] });
  }
}

/** A cid in a path is a positive integer; anything else is "not found", like a foreign cid. */
export function parseCid(raw: string | undefined): number {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw) || !Number.isSafeInteger(Number(raw))) {
    throw new HttpError(404, POLICY_MESSAGES.notFound);
  }
  return Number(raw);
}
