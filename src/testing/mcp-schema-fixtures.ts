import { z } from 'zod';
import {
  ApplyStatusChangeArgsSchema,
  GetCampaignsArgsSchema,
  ListCampaignsArgsSchema,
  WhoamiArgsSchema,
} from '@contract/mcp';

/**
 * Input schemas for the schema-form tests. The reference server's are made
 * the way it publishes them (server/mcp/tools/define-tool.ts: draft-07, the
 * input side, so fields with defaults are optional); `zodDefault` is zod's
 * default output (2020-12, output side: defaults make fields required).
 */
const published = (schema: z.ZodType) => ({
  ...z.toJSONSchema(schema, { target: 'draft-7', io: 'input' }),
  type: 'object',
});

export const listCampaignsSchema = published(ListCampaignsArgsSchema);
export const getCampaignsSchema = published(GetCampaignsArgsSchema);
export const applyStatusChangeSchema = published(ApplyStatusChangeArgsSchema);
export const whoamiSchema = published(WhoamiArgsSchema);
export const zodDefault = {
  listCampaigns: z.toJSONSchema(ListCampaignsArgsSchema),
  applyStatusChange: z.toJSONSchema(ApplyStatusChangeArgsSchema),
};

/** Everything the form supports, written by hand (2020-12). */
export const complexSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Report name', minLength: 3, maxLength: 40 },
    email: { type: 'string', format: 'email', description: 'Who gets the report' },
    website: { type: 'string', format: 'uri' },
    startDate: { type: 'string', format: 'date', title: 'Start date' },
    sendAt: { type: 'string', format: 'date-time', title: 'Send at' },
    priority: { type: 'integer', minimum: 1, maximum: 5, default: 3 },
    ratio: { type: 'number', exclusiveMinimum: 0, maximum: 1 },
    dryRun: { type: 'boolean', title: 'Dry run', default: false },
    notify: { type: 'boolean' },
    channels: {
      type: 'array',
      title: 'Channels',
      items: { type: 'string', enum: ['email', 'sms', 'push'] },
      minItems: 1,
      uniqueItems: true,
    },
    level: {
      title: 'Level',
      oneOf: [
        { const: 'low', title: 'Low' },
        { const: 'high', title: 'High' },
      ],
    },
    size: { enum: [1, 2, 3], title: 'Size' },
    filters: {
      type: 'object',
      title: 'Filters',
      properties: {
        country: { type: 'string', title: 'Country', pattern: '^[A-Z]{2}$' },
        range: {
          type: 'object',
          title: 'Range',
          properties: {
            from: { type: 'string', format: 'date', title: 'From' },
            to: { type: 'string', format: 'date', title: 'To' },
          },
          required: ['from', 'to'],
        },
      },
      required: ['country'],
    },
    tags: { type: 'array', title: 'Tags', items: { type: 'string' }, maxItems: 3 },
    note: { type: ['string', 'null'], title: 'Note' },
  },
  required: ['name', 'channels'],
  // A rule the form does not check itself: the schema check puts it on a field.
  dependentRequired: { email: ['website'] },
  additionalProperties: false,
} as const;

/** The complex schema plus a union of objects: the form cannot show it, so JSON only. */
export const unionSchema = {
  ...complexSchema,
  properties: {
    ...complexSchema.properties,
    shape: {
      oneOf: [
        {
          type: 'object',
          properties: { radius: { type: 'number' } },
          required: ['radius'],
        },
        {
          type: 'object',
          properties: { width: { type: 'number' }, height: { type: 'number' } },
          required: ['width', 'height'],
        },
      ],
    },
  },
};
