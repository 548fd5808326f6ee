import { ACTIVE_STATUS } from '@contract/campaigns';

/**
 * The one statement of the contract's "Active requires at least 1.00 of available
 * advertiser balance" (402 otherwise), for every write that sets a status:
 * PUT /login/campaigns/{cid}, PUT /login/campaigns/update-status and the MCP
 * status-change tools (docs/decisions/026-one-rule-one-place.md).
 *
 * It guards moves into Active. A campaign that is Active already is not being
 * activated: it stays editable (decision 003) and counts for nothing in a bulk
 * change (decisions 013, 018), whatever the balance. Money is compared in cents.
 */
export const MIN_ACTIVATION_BALANCE_CENTS = 100;

const money = (cents: number) => (cents / 100).toFixed(2);

/**
 * Why a write that sets status `next` on campaigns whose stored statuses are
 * `current` is refused for lack of balance, or undefined when it may go ahead.
 */
export function activationRefusal(
  balanceCents: number,
  next: number,
  current: readonly number[],
): string | undefined {
  const activates = next === ACTIVE_STATUS && current.some((status) => status !== ACTIVE_STATUS);
  if (!activates || balanceCents >= MIN_ACTIVATION_BALANCE_CENTS) return undefined;
  return (
    `Insufficient balance: at least ${money(MIN_ACTIVATION_BALANCE_CENTS)} is needed to ` +
    `activate campaigns (available: ${money(balanceCents)})`
  );
}
