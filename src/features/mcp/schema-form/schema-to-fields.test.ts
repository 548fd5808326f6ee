import { describe, expect, it } from 'vitest';
import type { ArrayField, FieldSpec, ObjectField } from './field-spec';
import { schemaToFields } from './schema-to-fields';
import {
  applyStatusChangeSchema,
  complexSchema,
  listCampaignsSchema,
  unionSchema,
  whoamiSchema,
  zodDefault,
} from '@/testing/mcp-schema-fixtures';

const byName = (fields: FieldSpec[]) => Object.fromEntries(fields.map((f) => [f.name, f]));

describe('schemaToFields: the reference server tools', () => {
  it('maps platform_list_campaigns: enums and bounded integers, optional with defaults', () => {
    const { fields, unsupported } = schemaToFields(listCampaignsSchema);
    expect(unsupported).toEqual([]);
    expect(fields.map((f) => [f.name, f.kind, f.required, f.default])).toEqual([
      ['status', 'enum', false, 'all'],
      ['orderBy', 'enum', false, 'cid'],
      ['order', 'enum', false, 'desc'],
      ['offset', 'integer', false, 0],
      ['limit', 'integer', false, 20],
      ['detailLevel', 'enum', false, 'summary'],
    ]);
    const f = byName(fields);
    expect(f.limit).toMatchObject({ minimum: 1, maximum: 100, label: 'limit' });
    expect(f.status).toMatchObject({
      description: 'Only campaigns in this status; all by default',
      options: ['pending', 'active', 'suspended', 'paused', 'scheduled', 'all'].map((v) => ({
        value: v,
        label: v,
      })),
    });
  });

  it("zod's default output makes fields with defaults required", () => {
    const { fields } = schemaToFields(zodDefault.listCampaigns);
    expect(fields.every((f) => f.required)).toBe(true);
  });

  it('maps platform_apply_campaign_status_change: a unique integer array and string rules', () => {
    const { fields, unsupported } = schemaToFields(applyStatusChangeSchema);
    expect(unsupported).toEqual([]);
    const f = byName(fields);
    expect(f.cids).toMatchObject({
      kind: 'array',
      required: true,
      minItems: 1,
      maxItems: 50,
      uniqueItems: true,
      item: { kind: 'integer', exclusiveMinimum: 0 },
    });
    expect(f.status).toMatchObject({ kind: 'enum', required: true });
    expect(f.approval).toMatchObject({ kind: 'string', minLength: 1, maxLength: 200 });
    expect(f.idempotencyKey).toMatchObject({
      kind: 'string',
      pattern: '^[A-Za-z0-9_-]{16,128}$',
      inputType: 'text',
    });
  });

  it('maps a tool without arguments to no fields', () => {
    expect(schemaToFields(whoamiSchema)).toEqual({ fields: [], unsupported: [], reasons: [] });
    expect(schemaToFields({ type: 'object' }).fields).toEqual([]);
  });
});

describe('schemaToFields: every supported construct', () => {
  const { fields, unsupported } = schemaToFields(complexSchema);
  const f = byName(fields);

  it('supports the whole hand-written schema', () => {
    expect(unsupported).toEqual([]);
    expect(fields.map((x) => x.name)).toEqual(Object.keys(complexSchema.properties));
  });

  it('strings: formats pick input types; lengths, patterns; title → label, else the name', () => {
    expect(f.name).toMatchObject({
      label: 'Report name',
      required: true,
      minLength: 3,
      maxLength: 40,
    });
    expect(f.email).toMatchObject({
      inputType: 'email',
      label: 'email',
      description: 'Who gets the report',
    });
    expect(f.website).toMatchObject({ inputType: 'url', format: 'uri' });
    expect(f.startDate).toMatchObject({ inputType: 'date' });
    expect(f.sendAt).toMatchObject({ inputType: 'datetime-local', format: 'date-time' });
  });

  it('numbers and integers with inclusive and exclusive bounds; booleans; defaults', () => {
    expect(f.priority).toMatchObject({ kind: 'integer', minimum: 1, maximum: 5, default: 3 });
    expect(f.ratio).toMatchObject({ kind: 'number', exclusiveMinimum: 0, maximum: 1 });
    expect(f.dryRun).toMatchObject({ kind: 'boolean', default: false, label: 'Dry run' });
  });

  it('enums: oneOf of consts with titles, and number enums', () => {
    expect(f.level).toMatchObject({
      kind: 'enum',
      options: [
        { value: 'low', label: 'Low' },
        { value: 'high', label: 'High' },
      ],
    });
    expect(f.size).toMatchObject({
      kind: 'enum',
      options: [1, 2, 3].map((v) => ({ value: v, label: String(v) })),
    });
  });

  it('arrays of enums and of strings, with item counts', () => {
    expect(f.channels).toMatchObject({
      kind: 'array',
      required: true,
      minItems: 1,
      uniqueItems: true,
      item: { kind: 'enum', options: [{ value: 'email' }, { value: 'sms' }, { value: 'push' }] },
    });
    expect((f.tags as ArrayField).item).toMatchObject({ kind: 'string' });
  });

  it('nested objects recursively, each with its own required list and pointers', () => {
    const filters = f.filters as ObjectField;
    expect(filters).toMatchObject({ kind: 'object', required: false, pointer: '/filters' });
    const inner = byName(filters.fields);
    expect(inner.country).toMatchObject({
      required: true,
      pattern: '^[A-Z]{2}$',
      pointer: '/filters/country',
    });
    const range = inner.range as ObjectField;
    expect(range.fields.map((x) => [x.name, x.required, x.pointer])).toEqual([
      ['from', true, '/filters/range/from'],
      ['to', true, '/filters/range/to'],
    ]);
    // Keys are unique in the form and safe as react-hook-form names.
    const keys = [
      filters.key,
      ...filters.fields.map((x) => x.key),
      ...range.fields.map((x) => x.key),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^f[\d_]+$/);
  });

  it('a type that also allows null is nullable', () => {
    expect(f.note).toMatchObject({ kind: 'string', nullable: true });
    const viaAnyOf = schemaToFields({
      type: 'object',
      properties: {
        at: { anyOf: [{ type: 'integer', minimum: 0 }, { type: 'null' }], title: 'At' },
      },
    });
    expect(viaAnyOf.fields[0]).toMatchObject({
      kind: 'integer',
      nullable: true,
      minimum: 0,
      label: 'At',
    });
  });

  it('reads draft-04 boolean exclusive bounds', () => {
    const {
      fields: [n],
    } = schemaToFields({
      type: 'object',
      properties: {
        n: {
          type: 'number',
          minimum: 0,
          exclusiveMinimum: true,
          maximum: 9,
          exclusiveMaximum: true,
        },
      },
    });
    expect(n).toMatchObject({
      exclusiveMinimum: 0,
      exclusiveMaximum: 9,
      minimum: undefined,
      maximum: undefined,
    });
  });
});

describe('schemaToFields: what the form cannot show is listed by JSON path', () => {
  it('a oneOf of objects', () => {
    const result = schemaToFields(unionSchema);
    expect(result.unsupported).toEqual(['$.shape']);
    expect(result.reasons).toEqual([{ path: '$.shape', reason: 'oneOf of objects' }]);
    // The rest still maps (the UI shows JSON for the whole form anyway).
    expect(result.fields.map((x) => x.name)).not.toContain('shape');
  });

  it('$ref, tuples, maps, arrays of objects, free-form objects, any value', () => {
    const { unsupported, reasons } = schemaToFields({
      type: 'object',
      $defs: { point: { type: 'object', properties: { x: { type: 'number' } } } },
      properties: {
        ref: { $ref: '#/$defs/point' },
        tuple: { type: 'array', items: [{ type: 'string' }, { type: 'number' }] },
        prefix: { type: 'array', prefixItems: [{ type: 'string' }] },
        map: { type: 'object', additionalProperties: { type: 'string' } },
        rows: { type: 'array', items: { type: 'object', properties: { a: { type: 'string' } } } },
        free: { type: 'object' },
        anything: {},
        nested: {
          type: 'object',
          properties: {
            'odd name': { type: 'array', items: { type: 'array', items: { type: 'string' } } },
          },
        },
        ok: { type: 'string' },
      },
    });
    expect(unsupported).toEqual([
      '$.ref',
      '$.tuple[]',
      '$.prefix',
      '$.map',
      '$.rows[]',
      '$.free',
      '$.anything',
      '$.nested["odd name"][]',
    ]);
    expect(reasons.find((r) => r.path === '$.rows[]')?.reason).toBe('array of objects');
    expect(reasons.find((r) => r.path === '$.map')?.reason).toBe('additionalProperties map');
  });

  it('a root that is not a plain object schema', () => {
    expect(schemaToFields('nope').unsupported).toEqual(['$']);
    expect(schemaToFields({ type: 'array' }).unsupported).toEqual(['$']);
    expect(schemaToFields({ $ref: '#/$defs/x' }).unsupported).toEqual(['$']);
    expect(schemaToFields({ anyOf: [{ type: 'object' }] }).unsupported).toEqual(['$']);
  });
});
