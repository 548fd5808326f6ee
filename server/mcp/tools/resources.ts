import type { ReadResourceResult, Resource } from '@modelcontextprotocol/sdk/types.js';
import type { McpResourceUri } from '@contract/mcp';
import type { ToolContext } from './tool-context';
import { WRITE_RULES_GUIDE } from './write-rules-guide';

export interface ResourceSpec {
  listing: Resource;
  read(ctx: ToolContext): ReadResourceResult;
}

/** Implementation of every resource of the catalogue, keyed by URI. */
export const RESOURCES: Record<McpResourceUri, ResourceSpec> = {
  'adpanel://account/campaign-types': {
    listing: {
      uri: 'adpanel://account/campaign-types',
      name: 'campaign-types',
      title: 'Campaign types and settings of your account',
      description:
        "Your tenant's enabled campaign types (name, pricing model, minBid, maxBid, keyed by " +
        'type id) and settings (min_budget, enabled features). These values are authoritative ' +
        'and differ between accounts: read them instead of assuming.',
      mimeType: 'application/json',
    },
    read(ctx) {
      const uri = 'adpanel://account/campaign-types';
      const { campaign_types, settings } = ctx.services.campaigns.tenant(ctx.account.id);
      const body = {
        tenant: { id: ctx.account.id, name: ctx.account.name },
        campaign_types,
        settings,
      };
      return {
        contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(body, null, 2) }],
      };
    },
  },
  'adpanel://guides/write-rules': {
    listing: {
      uri: 'adpanel://guides/write-rules',
      name: 'write-rules',
      title: 'How to change campaigns safely',
      description:
        'The write rules of the status tools: prepare, human confirmation of the exact diff, ' +
        'apply with the approval and a unique idempotency key, then the verification read.',
      mimeType: 'text/markdown',
    },
    read() {
      return {
        contents: [
          {
            uri: 'adpanel://guides/write-rules',
            mimeType: 'text/markdown',
            text: WRITE_RULES_GUIDE,
          },
        ],
      };
    },
  },
};
