import type { Context } from 'hono';
import {
  PENDING_STATUS,
  STATUS_NAMES,
  UpdateStatusBodySchema,
  type CampaignStatus,
} from '@contract/campaigns';
import type { AppEnv } from '../../http/app-env';
import { parseOr422, readJsonObject } from '../../http/body';
import { HttpError } from '../../http/errors';
import { ok } from '../../http/respond';
import { assertCanActivate, POLICY_MESSAGES } from './campaign-policy';
import type { CampaignStatusRepository } from './campaign-status.repository';

/**
 * PUT /login/campaigns/update-status: all ids change or none does
 * (docs/decisions/003-update-status.md for the codes and the body).
 */
export function createUpdateStatusHandler(statuses: CampaignStatusRepository) {
  return async (c: Context<AppEnv>) => {
    const member = c.get('member');
    const body = parseOr422(
      UpdateStatusBodySchema,
      await readJsonObject(c),
      'Invalid status update',
    );
    const ids = [...new Set(body.ids)];
    if (body.status === PENDING_STATUS) {
      throw new HttpError(403, POLICY_MESSAGES.toPending, { status: [POLICY_MESSAGES.toPending] });
    }
    statuses.atomically(() => {
      const owned = statuses.ownedStatuses(member.uid, ids);
      const missing = ids.filter((id) => !owned.has(id));
      if (missing.length > 0) {
        throw new HttpError(403, POLICY_MESSAGES.notOwned, {
          ids: missing.map((id) => `Campaign ${id} was not found in your account`),
        });
      }
      const pending = ids.filter((id) => owned.get(id) === PENDING_STATUS);
      if (pending.length > 0) {
        throw new HttpError(403, POLICY_MESSAGES.pendingIds, {
          ids: pending.map((id) => `Campaign ${id} is Pending and awaits review`),
        });
      }
      assertCanActivate(member, body.status, [...owned.values()]);
      statuses.setStatus(member.uid, ids, body.status);
    });
    const name = STATUS_NAMES[body.status as CampaignStatus];
    const noun = ids.length === 1 ? 'campaign' : 'campaigns';
    return ok(c, `${ids.length} ${noun} set to ${name}`, { updated: ids });
  };
}
