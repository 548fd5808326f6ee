import fc from 'fast-check';
import { SORTABLE_FIELDS } from '@contract/campaigns';
import { TEST_TODAY } from '../../testing/test-app';
import type { JsonSchema } from '../json-schema';
import type { DocumentedOperation } from '../openapi-document';
import type { FuzzFixtures, FuzzMember } from './fuzz-fixtures';
import { bodyArbitrary } from './body-arbitrary';
import { junkString } from './junk';
import { schemaArbitrary, type RefResolver } from './schema-arbitrary';

/** One generated request, plus what the invariants need to know about it. */
export interface FuzzRequest {
  /** The documented operation it exercises (ids only, so a counterexample prints short). */
  operation: { path: string; method: string; operationId: string };
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** The member's token (member operations), to read campaigns before and after. */
  memberToken?: string;
}

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  schema: JsonSchema;
}

// Real dates of the seeded traffic and around it: schema-valid strings alone are
// almost never calendar dates, and the reports would only ever answer 422.
const nearDate = fc
  .integer({ min: -60, max: 10 })
  .map((days) => new Date(Date.parse(TEST_TODAY) + days * 86_400_000).toISOString().slice(0, 10));

/** Realistic values per parameter name, mixed with the schema's own values. */
function hints(f: FuzzFixtures, member?: FuzzMember): Record<string, fc.Arbitrary<unknown>> {
  return {
    date_from: nearDate,
    date_to: nearDate,
    tid: fc.constantFrom(...f.tids),
    sid: fc.constantFrom(...f.sids),
    sort: fc.constantFrom(...SORTABLE_FIELDS),
    types: fc.array(fc.constantFrom(...f.typeIds), { maxLength: 3 }),
    query: fc.oneof(
      fc.constantFrom('Campaign', 'campaign', '%', '_'),
      fc.constantFrom(...(member?.ownedCids ?? [1]).slice(0, 5)).map(String),
    ),
  };
}

/** Malformed percent-encoding and separators, sent as they are. */
const RAW_QUERY_JUNK = [
  '%',
  '%ZZ',
  '%E0%A4%A',
  '%FF',
  '%ED%A0%80',
  '',
  '=',
  '1=2',
  '%26',
  '+',
  '1&',
];

/** A query value as it travels: arrays repeat the parameter, objects go as JSON. */
function queryStrings(value: unknown): string[] {
  if (Array.isArray(value))
    return value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v)));
  return [typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)];
}

/**
 * The query string. A clean one (half of them) uses realistic or schema-valid
 * values, sends every required parameter and keeps date_from <= date_to, so the
 * success paths are reached; a noisy one mixes in junk and leaves parameters out.
 */
function queryArbitrary(
  params: Parameter[],
  resolve: RefResolver,
  hinted: Record<string, fc.Arbitrary<unknown>>,
  clean: boolean,
): fc.Arbitrary<string> {
  const entries = params.map((p) => {
    const valid = hinted[p.name] ?? schemaArbitrary(p.schema, resolve);
    if (clean) return p.required ? valid : fc.option(valid, { nil: undefined });
    const value = fc.oneof(
      { arbitrary: valid, weight: 4 },
      { arbitrary: schemaArbitrary(p.schema, resolve), weight: 2 },
      { arbitrary: junkString, weight: 1 },
    );
    // Required parameters are left out now and then too: that is a 422 to document.
    return fc.option(value, { nil: undefined, freq: p.required ? 10 : 2 });
  });
  // Noisy requests may also carry a raw piece URLSearchParams would never write.
  const raw = clean
    ? fc.constant('')
    : fc.option(
        fc
          .tuple(
            fc.constantFrom(...params.map((p) => p.name), 'x'),
            fc.constantFrom(...RAW_QUERY_JUNK),
          )
          .map(([name, value]) => `&${name}=${value}`),
        { nil: '', freq: 4 },
      );
  return fc.tuple(fc.tuple(...entries), raw).map(([values, rawPiece]) => {
    const byName = new Map(values.map((v, i) => [params[i]!.name, v]));
    const [from, to] = [byName.get('date_from'), byName.get('date_to')];
    if (clean && typeof from === 'string' && typeof to === 'string' && from > to) {
      byName.set('date_from', to).set('date_to', from);
    }
    const search = new URLSearchParams();
    for (const [name, v] of byName) {
      if (v !== undefined) for (const s of queryStrings(v)) search.append(name, s);
    }
    return `${search.toString()}${rawPiece}`;
  });
}

function cidArbitrary(
  f: FuzzFixtures,
  member: FuzzMember,
  schema: JsonSchema,
  resolve: RefResolver,
) {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...member.ownedCids).map(String), weight: 8 },
    { arbitrary: fc.constantFrom(...f.foreignCids).map(String), weight: 1 },
    { arbitrary: schemaArbitrary(schema, resolve).map(String), weight: 1 },
    { arbitrary: junkString, weight: 1 },
  );
}

/**
 * Requests for one documented operation, built from its parameters and request
 * body in the document, sent with valid credentials of a member or a publisher.
 */
export function requestArbitrary(
  documented: DocumentedOperation,
  f: FuzzFixtures,
  resolve: RefResolver,
): fc.Arbitrary<FuzzRequest> {
  const { path, method, operation } = documented;
  const params = (operation.parameters ?? []) as unknown as Parameter[];
  const query = params.filter((p) => p.in === 'query');
  const cidParam = params.find((p) => p.in === 'path' && p.name === 'cid');
  const bodyRef = (
    operation.requestBody as { content: Record<string, { schema: { $ref: string } }> } | undefined
  )?.content['application/json']?.schema.$ref;
  const isMember = 'memberBearer' in ((operation as { security?: object[] }).security?.[0] ?? {});

  const build = (member: FuzzMember | undefined, publisherKey: string | undefined) =>
    fc
      .record({
        search: fc
          .boolean()
          .chain((clean) => queryArbitrary(query, resolve, hints(f, member), clean)),
        cid:
          cidParam && member ? cidArbitrary(f, member, cidParam.schema, resolve) : fc.constant(''),
        body:
          bodyRef && member ? bodyArbitrary(bodyRef, f, member, resolve) : fc.constant(undefined),
      })
      .map(({ search, cid, body }): FuzzRequest => {
        // Joined as text, not re-parsed: the raw junk must reach the server as generated.
        const token = publisherKey ? `token=${encodeURIComponent(publisherKey)}` : '';
        const qs = [token, search].filter(Boolean).join('&');
        const filled = path.replace('{cid}', encodeURIComponent(cid));
        return {
          operation: { path, method, operationId: operation.operationId },
          method: method.toUpperCase(),
          url: qs ? `${filled}?${qs}` : filled,
          headers: {
            ...(member ? { Authorization: `Bearer ${member.token}` } : {}),
            ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          },
          body,
          memberToken: member?.token,
        };
      });

  if (isMember) return fc.constantFrom(...f.members).chain((m) => build(m, undefined));
  return fc.constantFrom(...f.publisherKeys).chain((key) => build(undefined, key));
}
