import type { Context } from 'hono';
import { CampaignSchema, type Campaign } from '@contract/campaigns';
import type { CampaignListQuery } from '@contract/query-schemas';
import { toNumber } from '@contract/common';
import { applyPathCid, normalizeSelectors, validateCampaign } from '@contract/campaign-rules';
import type { AppEnv } from '../../http/app-env';
import { parseOr422, readJsonObject } from '../../http/body';
import { HttpError, validationError } from '../../http/errors';
import type { WithQuery } from '../../http/query';
import { pullStream } from '../../http/pull-stream';
import { ok, okMessage } from '../../http/respond';
import {
  assertCanActivate,
  assertPendingRule,
  clickUrlErrors,
  parseCid,
  POLICY_MESSAGES,
} from './campaign-policy';
import type { CampaignsRepository } from './campaigns.repository';
import { assertIfMatch, campaignEtag } from './campaign-etag';
import { assertStorableSize } from './campaign-size';
import { LIST_ROWS_PER_PIECE, listEnvelopePieces } from './list-body';

export const SERVER_422_MARKER = '[server-422]';
/** Test hook: a campaign named with this marker refuses any bid increase (an account manager's cap). */
export const BID_CAP_MARKER = '[bid-cap]';

export function createCampaignHandlers(deps: {
  campaigns: CampaignsRepository;
  testHooks: boolean;
}) {
  const { campaigns } = deps;

  function owned(c: Context<AppEnv>) {
    const cid = parseCid(c.req.param('cid'));
    const found = campaigns.read(c.get('member').uid, cid);
    // Missing and foreign answer the very same body: ownership is not revealed.
    if (!found) throw new HttpError(404, POLICY_MESSAGES.notFound);
    return { cid, ...found };
  }

  return {
    /** Behind validQuery(CampaignListQuerySchema): the query is already typed. */
    list(c: WithQuery<CampaignListQuery>) {
      const filter = { uid: c.get('member').uid, ...c.req.valid('query') };
      const { total, pieces } = campaigns.listInPieces(filter, LIST_ROWS_PER_PIECE);
      const body = listEnvelopePieces('Campaigns loaded', pieces, {
        total,
        currentPage: filter.page,
        totalPages: Math.ceil(total / filter.perPage),
      });
      return c.body(pullStream(body), 200, { 'Content-Type': 'application/json' });
    },

    read(c: Context<AppEnv>) {
      const { doc } = owned(c);
      const { campaign_types, settings } = campaigns.tenant(c.get('member').tenant);
      c.header('ETag', campaignEtag(doc));
      return ok(c, 'Campaign loaded', { campaign: doc, campaign_types, settings });
    },

    async update(c: Context<AppEnv>) {
      const member = c.get('member');
      const { cid, status: current, doc } = owned(c);
      // A precondition is judged before the body (RFC 9110 §13.2.2), and again
      // right before the write below, which no other request can interleave with.
      assertIfMatch(c, doc);
      // The path cid wins before anything reads the body, so a stale or
      // malformed body cid ("10001", null) is overwritten rather than refused.
      const raw = applyPathCid(await readJsonObject(c), cid);
      assertStorableSize(raw);
      parseOr422(CampaignSchema, raw, 'The campaign has invalid fields');
      // The raw object, not zod's output, is kept: same keys, same order, same JSON types.
      const campaign = raw as Campaign & { cid: number };
      if (campaign.uid !== member.uid)
        throw new HttpError(403, POLICY_MESSAGES.foreignUid, { uid: [POLICY_MESSAGES.foreignUid] });
      if (!Number.isInteger(campaign.status) || campaign.status < 0 || campaign.status > 4) {
        throw validationError(
          { status: ['status must be 0 to 4'] },
          'The campaign has invalid fields',
        );
      }
      assertPendingRule(current, campaign.status);
      const { campaign_types, settings } = campaigns.tenant(member.tenant);
      const errors = {
        ...validateCampaign(campaign, campaign_types, settings),
        ...clickUrlErrors(settings, doc, campaign),
      };
      if (Object.keys(errors).length > 0)
        throw validationError(errors, 'The campaign has invalid fields');
      if (deps.testHooks && campaign.name.includes(SERVER_422_MARKER)) {
        // Stands in for rules only a server knows (e.g. a blocked domain), for the dashboard's e2e tests.
        throw validationError(
          { name: [POLICY_MESSAGES.serverOnly] },
          'The campaign has invalid fields',
        );
      }
      if (
        deps.testHooks &&
        campaign.name.includes(BID_CAP_MARKER) &&
        toNumber(campaign.payout) > toNumber(doc.payout)
      ) {
        // A refusal that depends on the stored campaign, for the bulk edit's e2e tests.
        throw validationError(
          { payout: [POLICY_MESSAGES.bidCapped] },
          'The campaign has invalid fields',
        );
      }
      assertCanActivate(member, campaign.status, [current]);
      assertIfMatch(c, owned(c).doc);
      campaigns.write(member.uid, cid, normalizeSelectors(campaign), campaign_types);
      const stored = campaigns.read(member.uid, cid);
      if (stored) c.header('ETag', campaignEtag(stored.doc));
      return okMessage(c, 'Campaign updated');
    },
  };
}
