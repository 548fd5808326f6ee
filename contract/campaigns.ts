import * as z from 'zod/mini';
import { BoolLikeSchema, FlagSchema, NumberLikeSchema, envelopeSchema } from './common';

export * from './campaign-statuses';
export const CampaignStatusSchema = z.int().check(z.minimum(0), z.maximum(4));

// List rows are display-only, so numeric strings are coerced for formatting.
const displayNumber = z.coerce.number();
const coercedInt = () => z.coerce.number().check(z.int());
const nullishOr = <T>(schema: z.ZodMiniType<T>, fallback: () => T) =>
  z.pipe(
    z.nullish(schema),
    z.transform((v) => v ?? fallback()),
  );

/** One row of GET /login/campaigns/campaigns. Not an editable campaign. */
export const CampaignListRowSchema = z.looseObject({
  cid: coercedInt(),
  uid: coercedInt(),
  type_name: z.string(),
  name: z.string(),
  website: nullishOr(z.string(), () => ''),
  geo: nullishOr(z.array(z.string()), () => []),
  payout: displayNumber,
  d_revenue: displayNumber,
  t_revenue: displayNumber,
  daily_budget: displayNumber,
  total_budget: displayNumber,
  bid_control_count: coercedInt(),
  status: z.coerce.number().check(z.int(), z.minimum(0), z.maximum(4)),
  status_name: z.string(),
});
export type CampaignListRow = z.infer<typeof CampaignListRowSchema>;

export const CampaignListDataSchema = z.object({
  data: z.array(CampaignListRowSchema),
  total: z.coerce.number().check(z.int(), z.minimum(0)),
  currentPage: z.coerce.number().check(z.int(), z.minimum(1)),
  totalPages: z.coerce.number().check(z.int(), z.minimum(0)),
});
export type CampaignListData = z.infer<typeof CampaignListDataSchema>;
export const CampaignListResponseSchema = envelopeSchema(CampaignListDataSchema);

// The list's query values live in a file of their own (the dashboard checks list
// URLs in every page's first bytes, without the schemas below).
export {
  LIST_DEFAULTS,
  PER_PAGE_MAX,
  SORT_ORDERS,
  SORTABLE_FIELDS,
  type SortableField,
  type SortOrder,
} from './campaign-list-query';

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
    [s.flag, z.optional(FlagSchema)],
    [s.array, z.optional(SelectorValuesSchema)],
  ]),
) as Record<
  string,
  z.ZodMiniOptional<typeof FlagSchema> | z.ZodMiniOptional<typeof SelectorValuesSchema>
>;

/**
 * The editable campaign (data.campaign of the read, body of the update).
 * A loose object: keys this schema does not know survive a parse untouched,
 * and nothing here coerces or defaults, so parse output equals the input.
 */
export const CampaignSchema = z.looseObject({
  cid: z.optional(z.int()),
  uid: z.int(),
  name: z.string(),
  type: NumberLikeSchema,
  status: z.int(),
  payout: NumberLikeSchema,
  clickurl: z.nullish(z.string()),
  website: z.nullish(z.string()),
  title: z.nullish(z.string()),
  description: z.nullish(z.string()),
  icon: z.nullish(ImageSchema),
  image: z.nullish(ImageSchema),
  enable_budget: z.optional(FlagSchema),
  d_revenue: z.nullish(NumberLikeSchema),
  t_revenue: z.nullish(NumberLikeSchema),
  enable_time: z.optional(FlagSchema),
  create: z.nullish(z.string()),
  create_time: z.nullish(z.string()),
  expire: z.nullish(z.string()),
  expire_time: z.nullish(z.string()),
  enable_shedule: z.optional(FlagSchema),
  shedule: z.nullish(z.array(z.unknown())),
  shedule_timezone: z.nullish(z.string()),
  freq_cap: z.nullish(z.union([NumberLikeSchema, z.boolean()])),
  freq_counter: z.nullish(NumberLikeSchema),
  traffic_speed: z.nullish(z.union([NumberLikeSchema, z.boolean()])),
  traffic_speed_counter: z.nullish(NumberLikeSchema),
  keywords_enabled: z.optional(FlagSchema),
  keywords_whitelist: z.nullish(z.string()),
  keywords_blocklist: z.nullish(z.string()),
  bidControl: z.nullish(z.array(z.unknown())),
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
  postbackurl: z.nullish(z.string()),
});
export type Settings = z.infer<typeof SettingsSchema>;

/**
 * The campaign as the read returns it: checked against CampaignSchema, but the
 * object handed on is the input itself. zod rebuilds objects with the schema's
 * keys first, which would reorder the campaign and send it back reordered;
 * the editor must return the read exactly as it came, key order included.
 */
export const CampaignAsReadSchema = z.pipe(
  z.unknown(),
  z.transform((value, ctx): Campaign => {
    const checked = CampaignSchema.safeParse(value);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        ctx.issues.push({
          code: 'custom',
          message: issue.message,
          path: issue.path,
          input: value,
        });
      }
      return z.NEVER;
    }
    return value as Campaign;
  }),
);

export const CampaignEditDataSchema = z.object({
  campaign: CampaignAsReadSchema,
  campaign_types: CampaignTypesSchema,
  settings: SettingsSchema,
});
export type CampaignEditData = z.infer<typeof CampaignEditDataSchema>;
export const CampaignEditResponseSchema = envelopeSchema(CampaignEditDataSchema);

/**
 * Most campaigns one update-status may name (the reference API's limit, not
 * the contract's): twice the dashboard's largest selection ("Select all N
 * matching", 5,000), so no selection is ever refused (decision 033).
 */
export const MAX_STATUS_IDS = 10_000;

export const UpdateStatusBodySchema = z.object({
  ids: z
    .array(z.int().check(z.positive()))
    .check(
      z.minLength(1),
      z.maxLength(
        MAX_STATUS_IDS,
        `At most ${MAX_STATUS_IDS.toLocaleString('en-US')} campaigns at once`,
      ),
    ),
  status: CampaignStatusSchema,
});
export type UpdateStatusBody = z.infer<typeof UpdateStatusBodySchema>;

/**
 * Body of a successful update-status (not shown in the contract; the reference
 * API's choice, docs/decisions/003-update-status.md). Clients must not rely on it.
 */
export const UpdateStatusResultSchema = z.looseObject({
  updated: z.optional(z.array(z.int())),
});
