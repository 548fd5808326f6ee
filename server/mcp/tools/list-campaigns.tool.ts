import {
  ListCampaignsArgsSchema,
  ListCampaignsDataSchema,
  MCP_STATUS_CODES,
  type ListCampaignsData,
} from '@contract/mcp';
import { defineTool } from './define-tool';
import { fullListRow, summaryOfListRow } from './campaign-views';
import { answerTooLarge, MAX_ANSWER_CHARS, success } from './tool-result';

export const listCampaignsTool = defineTool({
  name: 'platform_list_campaigns',
  title: 'List campaigns',
  description:
    'Lists the campaigns of your account, one page at a time. Filter by status (pending, active, ' +
    'suspended, paused, scheduled or all), sort by orderBy (cid, name, type_name, status, payout, ' +
    'd_revenue, t_revenue, daily_budget, total_budget, bid_control_count, website) in order asc ' +
    'or desc; ties are ordered by cid, so the order is total. Page with offset and limit (1-100, ' +
    'default 20): sourcePagination.nextOffset is the offset of the next page and is null when ' +
    'complete is true. Keep calling with nextOffset until complete is true before you state ' +
    'totals or claim to have seen every campaign. detailLevel summary gives the main columns; ' +
    'full gives the complete list row. Changes nothing.',
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true },
  args: ListCampaignsArgsSchema,
  data: ListCampaignsDataSchema,
  run(args, ctx) {
    const range = {
      uid: ctx.uid,
      sort: args.orderBy,
      order: args.order,
      status: args.status === 'all' ? undefined : MCP_STATUS_CODES[args.status],
      offset: args.offset,
      limit: args.limit,
    };
    // Full rows carry geo, website and name: refused before reading what could not be sent.
    if (args.detailLevel === 'full' && ctx.services.campaigns.rangeBytes(range) > MAX_ANSWER_CHARS)
      throw answerTooLarge();
    const { rows, total } = ctx.services.campaigns.listRange(range);
    const end = args.offset + rows.length;
    const nextOffset = rows.length > 0 && end < total ? end : null;
    const data: ListCampaignsData = {
      campaigns: rows.map((row) =>
        args.detailLevel === 'full' ? fullListRow(row) : summaryOfListRow(row),
      ),
      sourcePagination: {
        complete: nextOffset === null,
        totalExact: true,
        orderExact: true,
        total,
        offset: args.offset,
        limit: args.limit,
        returned: rows.length,
        nextOffset,
      },
    };
    const shown = rows.length ? `${args.offset + 1}-${end} of ${total}` : `none of ${total}`;
    const more =
      nextOffset === null
        ? 'This is the last page.'
        : `More remain: call again with offset ${nextOffset}.`;
    return success(`Campaigns ${shown} (status ${args.status}). ${more}`, data);
  },
});
