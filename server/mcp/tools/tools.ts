import type { McpToolName } from '@contract/mcp';
import { applyStatusChangeTool } from './apply-status-change.tool';
import type { ToolSpec } from './define-tool';
import { getCampaignsTool } from './get-campaigns.tool';
import { listCampaignsTool } from './list-campaigns.tool';
import { prepareStatusChangeTool } from './prepare-status-change.tool';
import { whoamiTool } from './whoami.tool';

/** Implementation of every tool of the catalogue; a name without one fails to compile. */
export const TOOLS: Record<McpToolName, ToolSpec> = {
  platform_whoami: whoamiTool,
  platform_list_campaigns: listCampaignsTool,
  platform_get_campaigns: getCampaignsTool,
  platform_prepare_campaign_status_change: prepareStatusChangeTool,
  platform_apply_campaign_status_change: applyStatusChangeTool,
};
