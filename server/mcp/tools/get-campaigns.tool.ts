import {
  GetCampaignsArgsSchema,
  GetCampaignsDataSchema,
  type GetCampaignsData,
} from '@contract/mcp';
import { fullSnapshot, summaryOfSnapshot } from './campaign-views';
import { defineTool } from './define-tool';
import { answerTooLarge, MAX_ANSWER_CHARS, success, ToolFailure } from './tool-result';

export const getCampaignsTool = defineTool({
  name: 'platform_get_campaigns',
  title: 'Get campaigns',
  description:
    'Reads up to 50 campaigns of your account by cid, in the order given, as they are now. ' +
    'detailLevel summary gives the main columns; full gives the complete stored campaign object ' +
    '(every field) plus typeName and statusName. Cids that are missing or belong to another ' +
    'account are listed in notFound (both look the same); if none is found the call fails with ' +
    'not_found. Use it as the verification read after a change. Changes nothing.',
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true },
  args: GetCampaignsArgsSchema,
  data: GetCampaignsDataSchema,
  run(args, ctx) {
    // Documents the answer could not carry are refused before they are read and parsed.
    if (
      args.detailLevel === 'full' &&
      ctx.services.snapshots.storedBytes(ctx.uid, args.cids) > MAX_ANSWER_CHARS
    )
      throw answerTooLarge();
    // A summary is made of the listed columns: its campaigns' stored objects are not read.
    const { snapshots } = ctx.services;
    const campaigns =
      args.detailLevel === 'full'
        ? viewed(snapshots.owned(ctx.uid, args.cids), fullSnapshot)
        : viewed(snapshots.columns(ctx.uid, args.cids), summaryOfSnapshot);
    const notFound = args.cids.filter((cid) => !campaigns.has(cid));
    if (notFound.length === args.cids.length) {
      throw new ToolFailure(
        'not_found',
        `Campaigns not found in your account: ${notFound.join(', ')}`,
        { cids: notFound },
      );
    }
    const data: GetCampaignsData = {
      campaigns: args.cids.flatMap((cid) => campaigns.get(cid) ?? []),
      notFound,
    };
    const found = data.campaigns.length;
    const missing = notFound.length ? `; not found: ${notFound.join(', ')}` : '';
    return success(`${found} ${found === 1 ? 'campaign' : 'campaigns'}${missing}.`, data);
  },
});

/** cid -> how the tool shows the campaign of that cid. */
function viewed<R, V>(rows: Map<number, R>, view: (row: R) => V): Map<number, V> {
  return new Map([...rows].map(([cid, row]) => [cid, view(row)]));
}
