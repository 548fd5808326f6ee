import * as z from 'zod/mini';
import { DateStringSchema } from '@contract/common';
import { EXPORT_FORMATS, XML_GROUP_BY } from '@contract/reports';

// The query strings of the two publisher reports as the document describes them:
// the values they mean (an integer tid, a day). The server parses requests with
// contract/query-schemas.ts, whose pipes read strings and whose transforms JSON
// Schema cannot express; query-schemas.test.ts keeps the two on the same names.
// The API key (`token`) is not here: it is the publisherKey security scheme.

const PositiveIdSchema = z.int().check(z.positive());

export const XmlStatsQueryDocSchema = z.object({
  tid: PositiveIdSchema,
  date_from: DateStringSchema,
  date_to: DateStringSchema,
  groupBy: z._default(z.enum(XML_GROUP_BY), 'day'),
  export: z._default(z.enum(EXPORT_FORMATS), 'json'),
});

export const SearchReportQueryDocSchema = z.object({
  date_from: DateStringSchema,
  date_to: DateStringSchema,
  sid: z.optional(PositiveIdSchema),
  export: z._default(z.enum(EXPORT_FORMATS), 'json'),
});

/** The campaign id of /login/campaigns/{cid}: a positive integer. */
export const CidParamSchema = PositiveIdSchema;
