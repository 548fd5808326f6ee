import * as z from 'zod/mini';
import { CampaignAsReadSchema } from '@contract/campaigns';

/** A JSON Schema (2020-12) object as zod emits it and OpenAPI 3.1 embeds it. */
export type JsonSchema = Record<string, unknown>;

export const COMPONENT_PREFIX = '#/components/schemas/';
export const componentRef = (id: string): JsonSchema => ({ $ref: `${COMPONENT_PREFIX}${id}` });

// The numeric-string pattern NumberLikeSchema uses: what `z.coerce.number()` also reads
// (whole numbers only where the coerced number must be an integer).
const NUMERIC_STRING: JsonSchema = { type: 'string', pattern: '^\\s*-?\\d+(\\.\\d+)?\\s*$' };
const INTEGER_STRING: JsonSchema = { type: 'string', pattern: '^\\s*-?\\d+\\s*$' };

/**
 * Options of every conversion. `io: 'input'` describes what the contract's parsers
 * accept, which is what the wire carries in both directions; the output side of
 * the list row and report schemas is not representable (transforms fill defaults).
 */
export const TO_JSON_SCHEMA_OPTIONS = {
  io: 'input',
  target: 'draft-2020-12',
  override: ({ zodSchema, jsonSchema }) => {
    // The read is checked against CampaignSchema and handed on unchanged: document it as one.
    if (zodSchema === CampaignAsReadSchema) {
      Object.assign(jsonSchema, componentRef('Campaign'));
      return;
    }
    // In input mode zod writes `z.coerce.number()` as "number", but the parser also
    // takes numeric strings, as deployments of this API send them ("0.05").
    const def = zodSchema._zod.def as { type: string; coerce?: boolean };
    if (def.type === 'number' && def.coerce) {
      const asNumber = { ...jsonSchema };
      for (const key of Object.keys(jsonSchema)) delete (jsonSchema as JsonSchema)[key];
      const asString = asNumber.type === 'integer' ? INTEGER_STRING : NUMERIC_STRING;
      Object.assign(jsonSchema, { anyOf: [asNumber, asString] });
    }
  },
} satisfies z.core.ToJSONSchemaParams;

/** One zod schema as a standalone JSON Schema (parameters, inline bodies). */
export function toSchema(schema: z.core.$ZodType): JsonSchema {
  const out = z.toJSONSchema(schema, TO_JSON_SCHEMA_OPTIONS) as JsonSchema;
  delete out.$schema;
  return out;
}
