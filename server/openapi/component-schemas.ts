import * as z from 'zod/mini';
import {
  CampaignEditDataSchema,
  CampaignEditResponseSchema,
  CampaignListDataSchema,
  CampaignListResponseSchema,
  CampaignListRowSchema,
  CampaignSchema,
  CampaignTypeSchema,
  CampaignTypesSchema,
  SettingsSchema,
  UpdateStatusBodySchema,
  UpdateStatusResultSchema,
} from '@contract/campaigns';
import {
  BoolLikeSchema,
  ErrorBodySchema,
  FieldErrorsSchema,
  FlagSchema,
  MessageEnvelopeSchema,
  NumberLikeSchema,
  envelopeSchema,
} from '@contract/common';
import {
  SearchReportResponseSchema,
  SearchReportRowSchema,
  XmlStatsDayRowSchema,
  XmlStatsGeoRowSchema,
  XmlStatsSubidRowSchema,
} from '@contract/reports';
import { COMPONENT_PREFIX, TO_JSON_SCHEMA_OPTIONS, type JsonSchema } from './json-schema';

/**
 * The XML rows per grouping. The client parses any row as a record
 * (XmlStatsRowSchema); the document says more: one of the three row shapes.
 */
const XmlStatsRowAnySchema = z.union([
  XmlStatsDayRowSchema,
  XmlStatsGeoRowSchema,
  XmlStatsSubidRowSchema,
]);

/** Component name -> contract schema. Order is the order of components.schemas. */
export const COMPONENTS = {
  ErrorBody: ErrorBodySchema,
  FieldErrors: FieldErrorsSchema,
  MessageEnvelope: MessageEnvelopeSchema,
  NumberLike: NumberLikeSchema,
  Flag: FlagSchema,
  BoolLike: BoolLikeSchema,
  Campaign: CampaignSchema,
  CampaignListRow: CampaignListRowSchema,
  CampaignListData: CampaignListDataSchema,
  CampaignListResponse: CampaignListResponseSchema,
  CampaignType: CampaignTypeSchema,
  CampaignTypes: CampaignTypesSchema,
  Settings: SettingsSchema,
  CampaignEditData: CampaignEditDataSchema,
  CampaignEditResponse: CampaignEditResponseSchema,
  UpdateStatusBody: UpdateStatusBodySchema,
  UpdateStatusResult: UpdateStatusResultSchema,
  UpdateStatusResponse: envelopeSchema(UpdateStatusResultSchema),
  XmlStatsDayRow: XmlStatsDayRowSchema,
  XmlStatsGeoRow: XmlStatsGeoRowSchema,
  XmlStatsSubidRow: XmlStatsSubidRowSchema,
  XmlStatsRow: XmlStatsRowAnySchema,
  XmlStatsResponse: envelopeSchema(z.array(XmlStatsRowAnySchema)),
  SearchReportRow: SearchReportRowSchema,
  SearchReportResponse: SearchReportResponseSchema,
} satisfies Record<string, z.core.$ZodType>;

export type ComponentName = keyof typeof COMPONENTS;

/**
 * components.schemas of the document: every contract schema converted in one
 * registry pass, so a schema used inside another becomes a $ref to its component.
 */
export function buildComponentSchemas(): Record<ComponentName, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(COMPONENTS)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    ...TO_JSON_SCHEMA_OPTIONS,
    uri: (id) => `${COMPONENT_PREFIX}${id}`,
  });
  const out: Record<string, JsonSchema> = {};
  for (const id of Object.keys(COMPONENTS)) {
    const schema = { ...(schemas[id] as JsonSchema) };
    // Components live inside the document: no dialect or id of their own.
    delete schema.$schema;
    delete schema.$id;
    out[id] = schema;
  }
  return out as Record<ComponentName, JsonSchema>;
}
