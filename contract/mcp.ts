import { z } from 'zod';

/**
 * Wire facts of the remote tool endpoint shared by the reference API and the
 * dashboard's MCP console (contract: "Remote tool endpoint", "Authentication").
 */
export const MCP_SCOPES = [
  'platform:read',
  'platform:write',
  'platform:upload',
  'offline_access',
] as const;
export type McpScope = (typeof MCP_SCOPES)[number];
export const McpScopeSchema = z.enum(MCP_SCOPES);

/** Granted alone when an authorization request names no scope. */
export const DEFAULT_MCP_SCOPE: McpScope = 'platform:read';

export const MCP_SCOPE_DESCRIPTIONS: Record<McpScope, string> = {
  'platform:read': 'Read your account, campaigns and settings',
  'platform:write': 'Change your campaigns, each change confirmed by you first',
  'platform:upload': 'Upload files, in addition to changes',
  offline_access: 'Keep access for durable scheduled tasks while you are away',
};

/** Path of the MCP resource on a customer origin; the OAuth resource is origin + this. */
export const MCP_PATH = '/mcp';
export const PROTECTED_RESOURCE_METADATA_PATH = '/.well-known/oauth-protected-resource/mcp';
export const AUTHORIZATION_SERVER_METADATA_PATH = '/.well-known/oauth-authorization-server';

/** Space-separated scope text -> known scopes, in catalogue order, without duplicates. */
export function parseScopes(text: string | undefined | null): {
  scopes: McpScope[];
  unknown: string[];
} {
  const words = (text ?? '').split(/\s+/).filter(Boolean);
  const unknown = words.filter((w) => !(MCP_SCOPES as readonly string[]).includes(w));
  const scopes = MCP_SCOPES.filter((s) => words.includes(s));
  return { scopes, unknown };
}

// ---------------------------------------------------------------------------
// Tools, resources and prompts of POST /mcp (server/mcp/tools/). Everything
// below is what a client of the tools needs: names, argument schemas (the
// server validates with these very schemas), the {status, data} / {status,
// error} structured content and the status-name mapping. The contract shows
// only platform_whoami and platform_list_campaigns; the rest is this
// reference server's choice.
// ---------------------------------------------------------------------------
// (Imported here rather than at the top so the section above stays untouched.)
import { SORTABLE_FIELDS } from './campaign-list-query';
import { STATUS_NAMES, type CampaignStatus } from './campaign-statuses';

/** Product modules a tenant can enable; each unlocks part of the catalogue. */
export const MCP_MODULES = ['campaigns', 'campaign_status'] as const;
export type McpModule = (typeof MCP_MODULES)[number];

export const MCP_TOOL_NAMES = [
  'platform_whoami',
  'platform_list_campaigns',
  'platform_get_campaigns',
  'platform_prepare_campaign_status_change',
  'platform_apply_campaign_status_change',
] as const;
export type McpToolName = (typeof MCP_TOOL_NAMES)[number];

export const MCP_RESOURCE_URIS = [
  'adpanel://account/campaign-types',
  'adpanel://guides/write-rules',
] as const;
export type McpResourceUri = (typeof MCP_RESOURCE_URIS)[number];

export const MCP_PROMPT_NAMES = ['review_campaigns', 'change_campaign_status'] as const;
export type McpPromptName = (typeof MCP_PROMPT_NAMES)[number];

/**
 * Status names the tools speak (lower-case STATUS_NAMES) and their codes.
 * Results carry both: `status` (the code) and `statusName` ("Paused").
 */
export const MCP_STATUS_CODES = {
  pending: 0,
  active: 1,
  suspended: 2,
  paused: 3,
  scheduled: 4,
} as const satisfies Record<string, CampaignStatus>;
export type McpStatusName = keyof typeof MCP_STATUS_CODES;
const MCP_STATUS_NAME_LIST = Object.keys(MCP_STATUS_CODES) as [McpStatusName, ...McpStatusName[]];

/** Targets a member may ask for: never pending (only review moves campaigns in or out of it). */
export const MCP_TARGET_STATUSES = ['active', 'paused', 'suspended', 'scheduled'] as const;
export type McpTargetStatus = (typeof MCP_TARGET_STATUSES)[number];

export function statusNameOf(code: number): string {
  return STATUS_NAMES[code as CampaignStatus] ?? String(code);
}

export const DETAIL_LEVELS = ['summary', 'full'] as const;
export const LIST_CAMPAIGNS_LIMITS = { default: 20, max: 100 } as const;
/** At most this many cids per get or status-change call. */
export const MCP_CIDS_MAX = 50;
export const APPROVAL_TTL_SECONDS = 600;

const DetailLevelSchema = z
  .enum(DETAIL_LEVELS)
  .default('summary')
  .describe(
    'summary: the main columns; full: the complete list row (list) or stored campaign (get)',
  );

const CidsSchema = z
  .array(z.number().int().positive())
  .min(1)
  .max(MCP_CIDS_MAX)
  .refine((cids) => new Set(cids).size === cids.length, 'cids must not repeat')
  .meta({ uniqueItems: true, description: `1 to ${MCP_CIDS_MAX} distinct campaign ids` });

const TargetStatusSchema = z
  .enum(MCP_TARGET_STATUSES, {
    error: `status must be one of ${MCP_TARGET_STATUSES.join(', ')} (members cannot move campaigns to pending)`,
  })
  .describe('The status every listed campaign should end up in');

export const WhoamiArgsSchema = z.strictObject({});

export const ListCampaignsArgsSchema = z.strictObject({
  status: z
    .enum([...MCP_STATUS_NAME_LIST, 'all'])
    .default('all')
    .describe('Only campaigns in this status; all by default'),
  orderBy: z.enum(SORTABLE_FIELDS).default('cid').describe('Sort column; ties are ordered by cid'),
  order: z.enum(['asc', 'desc']).default('desc'),
  offset: z
    .number()
    .int()
    .min(0)
    .default(0)
    .describe('Rows to skip: 0, then the nextOffset of the previous page'),
  limit: z
    .number()
    .int()
    .min(1)
    .max(LIST_CAMPAIGNS_LIMITS.max)
    .default(LIST_CAMPAIGNS_LIMITS.default),
  detailLevel: DetailLevelSchema,
});
export type ListCampaignsArgs = z.input<typeof ListCampaignsArgsSchema>;

export const GetCampaignsArgsSchema = z.strictObject({
  cids: CidsSchema,
  detailLevel: DetailLevelSchema,
});
export type GetCampaignsArgs = z.input<typeof GetCampaignsArgsSchema>;

export const PrepareStatusChangeArgsSchema = z.strictObject({
  cids: CidsSchema,
  status: TargetStatusSchema,
});
export type PrepareStatusChangeArgs = z.input<typeof PrepareStatusChangeArgsSchema>;

export const IdempotencyKeySchema = z
  .string()
  .regex(
    /^[A-Za-z0-9_-]{16,128}$/,
    'idempotencyKey must be 16 to 128 characters of A-Z a-z 0-9 _ -',
  )
  .describe(
    'A new unique key per intended change (e.g. a UUID); reuse it only to retry the same call',
  );

export const ApplyStatusChangeArgsSchema = PrepareStatusChangeArgsSchema.extend({
  approval: z
    .string()
    .min(1)
    .max(200)
    .describe('approval.fingerprint from platform_prepare_campaign_status_change, unchanged'),
  idempotencyKey: IdempotencyKeySchema,
});
export type ApplyStatusChangeArgs = z.input<typeof ApplyStatusChangeArgsSchema>;

/** Error codes of failed tool calls, with the HTTP status each one stands for. */
export const MCP_TOOL_ERRORS = {
  invalid_arguments: 400,
  insufficient_balance: 402,
  forbidden: 403,
  not_found: 404,
  state_changed: 409,
  approval_stale: 409,
  approval_reused: 409,
  approval_mismatch: 409,
  idempotency_conflict: 409,
} as const;
export type McpToolErrorCode = keyof typeof MCP_TOOL_ERRORS;

/**
 * `error` of a failed call. Extra keys by code: `fields` (invalid_arguments:
 * path -> messages), `requiredScope` / `requiredModule` (forbidden: why the
 * tool is hidden), `cids` (not_found, forbidden: which campaigns).
 */
export const McpToolErrorSchema = z.looseObject({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
  requiredScope: McpScopeSchema.optional(),
  requiredModule: z.string().optional(),
  cids: z.array(z.number().int()).optional(),
});
export type McpToolError = z.infer<typeof McpToolErrorSchema>;

/** structuredContent of every tool result: success with data, or the error. */
export function toolResultSchema<T extends z.ZodType>(data: T) {
  return z.discriminatedUnion('status', [
    z.object({ status: z.literal('success'), data }),
    z.object({ status: z.literal('error'), error: McpToolErrorSchema }),
  ]);
}

const ScopeCountSchema = z.object({
  available: z.number().int(),
  catalog: z.number().int(),
});

export const WhoamiDataSchema = z.object({
  tenant: z.object({ id: z.string(), name: z.string() }),
  identity: z.object({
    type: z.literal('member'),
    uid: z.number().int(),
    name: z.string(),
    role: z.literal('advertiser'),
    authMethod: z.enum(['oauth', 'direct_jwt']),
  }),
  clientId: z.string().nullable(),
  modules: z.array(z.string()),
  scopes: z.array(McpScopeSchema),
  tokenExpiresAt: z.string(),
  counts: z.object({
    tools: ScopeCountSchema,
    resources: ScopeCountSchema,
    prompts: ScopeCountSchema,
  }),
});
export type WhoamiData = z.infer<typeof WhoamiDataSchema>;

/** detailLevel summary: the columns a person scans. Money in currency units. */
export const McpCampaignSummarySchema = z.object({
  cid: z.number().int(),
  name: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  type: z.number().int(),
  typeName: z.string(),
  payout: z.number(),
  dailyBudget: z.number().describe('d_revenue: the daily budget setting'),
  totalBudget: z.number().describe('t_revenue: the total budget setting, 0 = unlimited'),
});
export type McpCampaignSummary = z.infer<typeof McpCampaignSummarySchema>;

/** detailLevel full of the list: the REST list row, as GET /login/campaigns/campaigns gives it. */
export const McpCampaignListRowSchema = z.looseObject({
  cid: z.number().int(),
  uid: z.number().int(),
  type_name: z.string(),
  name: z.string(),
  website: z.string(),
  geo: z.array(z.string()),
  payout: z.number(),
  d_revenue: z.number(),
  t_revenue: z.number(),
  daily_budget: z.number(),
  total_budget: z.number(),
  bid_control_count: z.number().int(),
  status: z.number().int(),
  status_name: z.string(),
});

/** detailLevel full of get: the complete stored campaign plus display names. */
export const McpCampaignObjectSchema = z.looseObject({
  cid: z.number().int(),
  uid: z.number().int(),
  name: z.string(),
  status: z.number().int(),
  typeName: z.string(),
  statusName: z.string(),
});
export type McpCampaignObject = z.infer<typeof McpCampaignObjectSchema>;

export const SourcePaginationSchema = z.object({
  /** No rows remain after this page. */
  complete: z.boolean(),
  totalExact: z.boolean(),
  /** The order is total (ties broken by cid): paging visits every row once. */
  orderExact: z.boolean(),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  returned: z.number().int(),
  nextOffset: z.number().int().nullable(),
});

export const ListCampaignsDataSchema = z.object({
  campaigns: z.array(z.union([McpCampaignSummarySchema, McpCampaignListRowSchema])),
  sourcePagination: SourcePaginationSchema,
});
export type ListCampaignsData = z.infer<typeof ListCampaignsDataSchema>;

export const GetCampaignsDataSchema = z.object({
  campaigns: z.array(z.union([McpCampaignSummarySchema, McpCampaignObjectSchema])),
  /** Requested cids that are missing or not yours (the same answer for both). */
  notFound: z.array(z.number().int()),
});
export type GetCampaignsData = z.infer<typeof GetCampaignsDataSchema>;

const StatusRefSchema = z.object({ code: z.number().int(), name: z.string() });

export const PrepareStatusChangeDataSchema = z.object({
  request: z.object({ cids: z.array(z.number().int()), status: z.enum(MCP_TARGET_STATUSES) }),
  diff: z.array(
    z.object({
      cid: z.number().int(),
      name: z.string(),
      field: z.literal('status'),
      from: StatusRefSchema,
      to: StatusRefSchema,
    }),
  ),
  /** Already in the target status: nothing to do for them. */
  unchanged: z.array(z.number().int()),
  /** null when the diff is empty (nothing to apply). */
  approval: z.object({ fingerprint: z.string(), expiresAt: z.string() }).nullable(),
  summary: z.string(),
});
export type PrepareStatusChangeData = z.infer<typeof PrepareStatusChangeDataSchema>;

export const ApplyStatusChangeDataSchema = z.object({
  applied: z.array(z.number().int()),
  unchanged: z.array(z.number().int()),
  completed: z.boolean(),
  partial: z.boolean(),
  /** The read the client must run to confirm the change. */
  verification: z.object({
    tool: z.literal('platform_get_campaigns'),
    arguments: z.object({ cids: z.array(z.number().int()) }),
    expect: z.object({ status: z.number().int(), statusName: z.string() }),
  }),
});
export type ApplyStatusChangeData = z.infer<typeof ApplyStatusChangeDataSchema>;

/**
 * JSON-RPC error codes beside the standard ones: resources/read of an unknown
 * URI, and resources/read or prompts/get of an entry this token may not see.
 * `data.status` carries the HTTP-equivalent status (404, 403).
 */
export const MCP_RESOURCE_NOT_FOUND = -32002;
export const MCP_FORBIDDEN = -32003;
/**
 * A request of a JSON-RPC batch left unanswered because the answers already
 * made for that batch passed the most one answer may carry (data.status 413):
 * send it again on its own (docs/decisions/068-bounded-work-per-request.md).
 */
export const MCP_BATCH_FULL = -32004;

// ---------------------------------------------------------------------------
// Scope implication: platform:upload is "in addition to write" and writing
// starts with reading current state, so a broader scope includes the narrower.

const IMPLIED: Partial<Record<McpScope, McpScope[]>> = {
  'platform:write': ['platform:read'],
  'platform:upload': ['platform:write', 'platform:read'],
};

/** Granted scopes plus what they imply, in catalogue order. */
export function effectiveScopes(granted: readonly McpScope[]): McpScope[] {
  const all = new Set<McpScope>(granted);
  for (const scope of granted) for (const implied of IMPLIED[scope] ?? []) all.add(implied);
  return MCP_SCOPES.filter((s) => all.has(s));
}
