import { z } from 'zod';
import { BoolLikeSchema, FlagSchema, NumberLikeSchema, envelopeSchema } from './common';

export const CAMPAIGN_STATUSES = [0, 1, 2, 3, 4] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const CampaignStatusSchema = z.number().int().min(0).max(4);

/** Names from the contract's state table; the server's status_name wins where given. */
export const STATUS_NAMES: Record<CampaignStatus, string> = {
  0: 'Pending',
  1: 'Active',
  2: 'Suspended',
  3: 'Paused',
  4: 'Scheduled',
};
export const PENDING_STATUS = 0;
export const ACTIVE_STATUS = 1;

/** Statuses a member may request (never Pending: members cannot approve). */
export const MEMBER_TARGET_STATUSES = [1, 3, 2, 4] as const;

// List rows are display-only, so numeric strings are coerced for formatting.
const displayNumber = z.coerce.number();

/** One row of GET /login/campaigns/campaigns. Not an editable campaign. */
export const CampaignListRowSchema = z.looseObject({
  cid: z.coerce.number().int(),
  uid: z.coerce.number().int(),
  type_name: z.string(),
  name: z.string(),
  website: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  geo: z
    .array(z.string())
    .nullish()
    .transform((v) => v ?? []),
  payout: displayNumber,
  d_revenue: displayNumber,
  t_revenue: displayNumber,
  daily_budget: displayNumber,
  total_budget: displayNumber,
  bid_control_count: z.coerce.number().int(),
  status: z.coerce.number().int().min(0).max(4),
  status_name: z.string(),
});
export type CampaignListRow = z.infer<typeof CampaignListRowSchema>;

export const CampaignListDataSchema = z.object({
  data: z.array(CampaignListRowSchema),
  total: z.coerce.number().int().min(0),
  currentPage: z.coerce.number().int().min(1),
  totalPages: z.coerce.number().int().min(0),
});
export type CampaignListData = z.infer<typeof CampaignListDataSchema>;
export const CampaignListResponseSchema = envelopeSchema(CampaignListDataSchema);

/** Columns the reference API sorts by. The contract's full list is not shown. */
export const SORTABLE_FIELDS = [
  'cid',
  'name',
  'type_name',
  'status',
  'payout',
  'd_revenue',
  't_revenue',
  'daily_budget',
  'total_budget',
  'bid_control_count',
  'website',
] as const;
export type SortableField = (typeof SORTABLE_FIELDS)[number];

export const LIST_DEFAULTS = { page: 1, perPage: 20, order: 'desc', sort: 'cid' } as const;
export const PER_PAGE_MAX = 200;

/** Query of the list endpoint, as both sides understand it (already typed). */
export const CampaignListQuerySchema = z.object({
  page: z.number().int().min(1).default(LIST_DEFAULTS.page),
  perPage: z.number().int().min(1).max(PER_PAGE_MAX).default(LIST_DEFAULTS.perPage),
  sort: z.string().optional(),
  order: z.enum(['asc', 'desc']).default(LIST_DEFAULTS.order),
  query: z.string().optional(),
  status: CampaignStatusSchema.optional(),
  types: z.array(z.number().int()).optional(),
});
export type CampaignListQuery = z.input<typeof CampaignListQuerySchema>;

/** Values a selector array may hold: codes or names, exchanges as numeric ids. */
const SelectorValuesSchema = z.array(z.union([z.string(), z.number()]));
const ImageSchema = z.looseObject({ url: z.string() });

/**
 * The targeting selectors of the contract: flag 1 = all values (array sent as []),
 * flag 0 = custom (at least one value). `cpmOnly` and `notPopunder` say where they apply.
 */
export const SELECTORS = [
  { flag: 'geo_enabled', array: 'geo', label: 'Countries', cpmOnly: false, notPopunder: false },
  {
    flag: 'os_enabled',
    array: 'os',
    label: 'Operating systems',
    cpmOnly: false,
    notPopunder: false,
  },
  {
    flag: 'os_versions_enabled',
    array: 'os_versions',
    label: 'OS versions',
    cpmOnly: false,
    notPopunder: false,
  },
  {
    flag: 'browsers_enabled',
    array: 'browsers',
    label: 'Browsers',
    cpmOnly: false,
    notPopunder: false,
  },
  {
    flag: 'browser_versions_enabled',
    array: 'browser_versions',
    label: 'Browser versions',
    cpmOnly: false,
    notPopunder: false,
  },
  {
    flag: 'devices_enabled',
    array: 'devices',
    label: 'Devices',
    cpmOnly: false,
    notPopunder: false,
  },
  {
    flag: 'categories_enabled',
    array: 'categories',
    label: 'Categories',
    cpmOnly: true,
    notPopunder: false,
  },
  { flag: 'lang_enabled', array: 'lang', label: 'Languages', cpmOnly: true, notPopunder: false },
  {
    flag: 'connection_enabled',
    array: 'connection',
    label: 'Connection types',
    cpmOnly: true,
    notPopunder: true,
  },
  {
    flag: 'traffic_type_enabled',
    array: 'traffic_type',
    label: 'Traffic types',
    cpmOnly: true,
    notPopunder: true,
  },
  {
    flag: 'exchanges_enabled',
    array: 'exchanges',
    label: 'Exchanges',
    cpmOnly: true,
    notPopunder: false,
  },
] as const;
export type Selector = (typeof SELECTORS)[number];

const selectorShape = Object.fromEntries(
  SELECTORS.flatMap((s) => [
    [s.flag, FlagSchema.optional()],
    [s.array, SelectorValuesSchema.optional()],
  ]),
) as Record<string, z.ZodOptional<typeof FlagSchema> | z.ZodOptional<typeof SelectorValuesSchema>>;

/**
 * The editable campaign (data.campaign of the read, body of the update).
 * A loose object: keys this schema does not know survive a parse untouched,
 * and nothing here coerces or defaults, so parse output equals the input.
 */
export const CampaignSchema = z.looseObject({
  cid: z.number().int().optional(),
  uid: z.number().int(),
  name: z.string(),
  type: NumberLikeSchema,
  status: z.number().int(),
  payout: NumberLikeSchema,
  clickurl: z.string().nullish(),
  website: z.string().nullish(),
  title: z.string().nullish(),
  description: z.string().nullish(),
  icon: ImageSchema.nullish(),
  image: ImageSchema.nullish(),
  enable_budget: FlagSchema.optional(),
  d_revenue: NumberLikeSchema.nullish(),
  t_revenue: NumberLikeSchema.nullish(),
  enable_time: FlagSchema.optional(),
  create: z.string().nullish(),
  create_time: z.string().nullish(),
  expire: z.string().nullish(),
  expire_time: z.string().nullish(),
  enable_shedule: FlagSchema.optional(),
  shedule: z.array(z.unknown()).nullish(),
  shedule_timezone: z.string().nullish(),
  freq_cap: z.union([NumberLikeSchema, z.boolean()]).nullish(),
  freq_counter: NumberLikeSchema.nullish(),
  traffic_speed: z.union([NumberLikeSchema, z.boolean()]).nullish(),
  traffic_speed_counter: NumberLikeSchema.nullish(),
  keywords_enabled: FlagSchema.optional(),
  keywords_whitelist: z.string().nullish(),
  keywords_blocklist: z.string().nullish(),
  bidControl: z.array(z.unknown()).nullish(),
  ...selectorShape,
});
/** The typed view of a campaign; unknown keys are carried as `unknown`. */
export type Campaign = z.infer<typeof CampaignSchema> & Record<string, unknown>;

/** One enabled campaign type. Keyed by the type id as a string. */
export const CampaignTypeSchema = z.looseObject({
  name: z.string(),
  pricing: z.string(),
  minBid: NumberLikeSchema,
  maxBid: NumberLikeSchema,
});
export type CampaignType = z.infer<typeof CampaignTypeSchema>;
export const CampaignTypesSchema = z.record(z.string(), CampaignTypeSchema);
export type CampaignTypes = z.infer<typeof CampaignTypesSchema>;

export const SettingsSchema = z.looseObject({
  enable_bidcontrol: BoolLikeSchema,
  enable_freq_cap: BoolLikeSchema,
  enable_traffic_speed: BoolLikeSchema,
  edit_clickurl: BoolLikeSchema,
  min_budget: NumberLikeSchema,
  postbackurl: z.string().nullish(),
});
export type Settings = z.infer<typeof SettingsSchema>;

/**
 * The campaign as the read returns it: checked against CampaignSchema, but the
 * object handed on is the input itself. zod rebuilds objects with the schema's
 * keys first, which would reorder the campaign and send it back reordered;
 * the editor must return the read exactly as it came, key order included.
 */
export const CampaignAsReadSchema = z.unknown().transform((value, ctx): Campaign => {
  const checked = CampaignSchema.safeParse(value);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  }
  return value as Campaign;
});

export const CampaignEditDataSchema = z.object({
  campaign: CampaignAsReadSchema,
  campaign_types: CampaignTypesSchema,
  settings: SettingsSchema,
});
export type CampaignEditData = z.infer<typeof CampaignEditDataSchema>;
export const CampaignEditResponseSchema = envelopeSchema(CampaignEditDataSchema);

export const UpdateStatusBodySchema = z.object({
  ids: z.array(z.number().int().positive()).min(1),
  status: CampaignStatusSchema,
});
export type UpdateStatusBody = z.infer<typeof UpdateStatusBodySchema>;

/**
 * Body of a successful update-status (not shown in the contract; the reference
 * API's choice, docs/decisions/003-update-status.md). Clients must not rely on it.
 */
export const UpdateStatusResultSchema = z.looseObject({
  updated: z.array(z.number().int()).optional(),
});
