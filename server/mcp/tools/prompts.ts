import type { GetPromptResult, Prompt } from '@modelcontextprotocol/sdk/types.js';
import type { FieldErrors } from '@contract/common';
import {
  MCP_CIDS_MAX,
  MCP_STATUS_CODES,
  MCP_TARGET_STATUSES,
  type McpPromptName,
  type McpTargetStatus,
} from '@contract/mcp';
import { invalidPromptArguments } from './protocol-errors';

export interface PromptSpec {
  listing: Prompt;
  /** Arguments arrive as strings (MCP prompts); a bad one is an InvalidParams error. */
  get(args: Record<string, string>): GetPromptResult;
}

const userMessage = (text: string): GetPromptResult['messages'][number] => ({
  role: 'user',
  content: { type: 'text', text },
});

function fail(name: McpPromptName, fields: FieldErrors): never {
  throw invalidPromptArguments(name, fields);
}

function parseCids(name: McpPromptName, text: string | undefined): number[] {
  const parts = (text ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) fail(name, { cids: ['cids is required: e.g. "10002, 10004"'] });
  if (!parts.every((p) => /^[1-9]\d{0,15}$/.test(p)))
    fail(name, { cids: ['cids must be positive whole numbers separated by commas'] });
  const cids = [...new Set(parts.map(Number))];
  if (cids.length > MCP_CIDS_MAX) fail(name, { cids: [`at most ${MCP_CIDS_MAX} cids`] });
  return cids;
}

/** Implementation of every prompt of the catalogue. */
export const PROMPTS: Record<McpPromptName, PromptSpec> = {
  review_campaigns: {
    listing: {
      name: 'review_campaigns',
      title: 'Review my campaigns',
      description: 'Read every campaign (optionally of one status) and summarise what stands out.',
      arguments: [
        {
          name: 'status',
          description: `Only campaigns in this status: ${Object.keys(MCP_STATUS_CODES).join(', ')} or all (default)`,
          required: false,
        },
      ],
    },
    get(args) {
      const status = args.status?.trim() || 'all';
      if (status !== 'all' && !Object.hasOwn(MCP_STATUS_CODES, status))
        fail('review_campaigns', {
          status: [`status must be one of ${Object.keys(MCP_STATUS_CODES).join(', ')}, all`],
        });
      const which = status === 'all' ? 'all my campaigns' : `my ${status} campaigns`;
      return {
        description: `Review ${which}`,
        messages: [
          userMessage(
            `Review ${which} in adpanel.\n\n` +
              `1. Call platform_list_campaigns with status "${status}", limit 100 and offset 0. ` +
              'Keep calling it with offset = sourcePagination.nextOffset until ' +
              'sourcePagination.complete is true; do not state totals before that.\n' +
              '2. If you need type names, bid limits or the minimum budget, read the resource ' +
              'adpanel://account/campaign-types instead of assuming them.\n' +
              '3. Summarise: how many campaigns per status and type, the largest daily budgets ' +
              '(dailyBudget) and bids (payout), and anything unusual such as an Active campaign ' +
              'with a daily budget of 0. Name campaigns by cid and name.\n\n' +
              'Only read: do not change any campaign.',
          ),
        ],
      };
    },
  },
  change_campaign_status: {
    listing: {
      name: 'change_campaign_status',
      title: 'Change the status of campaigns',
      description: 'Change the status of some campaigns, following the write rules.',
      arguments: [
        { name: 'cids', description: 'Campaign ids separated by commas', required: true },
        {
          name: 'status',
          description: `Target status: ${MCP_TARGET_STATUSES.join(', ')}`,
          required: true,
        },
      ],
    },
    get(args) {
      const cids = parseCids('change_campaign_status', args.cids);
      const status = args.status?.trim() as McpTargetStatus;
      if (!MCP_TARGET_STATUSES.includes(status))
        fail('change_campaign_status', {
          status: [`status must be one of ${MCP_TARGET_STATUSES.join(', ')}`],
        });
      const list = JSON.stringify(cids);
      return {
        description: `Set campaigns ${cids.join(', ')} to ${status}`,
        messages: [
          userMessage(
            `I want to set campaigns ${cids.join(', ')} to ${status} in adpanel. Follow the write ` +
              'rules (resource adpanel://guides/write-rules) exactly:\n\n' +
              `1. Read the current state: platform_get_campaigns with cids ${list}.\n` +
              `2. Call platform_prepare_campaign_status_change with cids ${list} and status "${status}".\n` +
              '3. Show me the diff exactly as returned (every campaign, from and to, and the ' +
              'unchanged ones) and ask me to confirm. Do not continue without my explicit yes.\n' +
              '4. After my yes, call platform_apply_campaign_status_change with the same cids and ' +
              'status, approval = approval.fingerprint unchanged, and a new unique idempotencyKey.\n' +
              '5. Run the verification read it returns and tell me what was applied, what was ' +
              'unchanged and whether anything did not happen.\n\n' +
              'If a step is refused (409, 402, 403, 404), tell me why; prepare again only if I ' +
              'still want the change. Never retry a refused write unchanged.',
          ),
        ],
      };
    },
  },
};
