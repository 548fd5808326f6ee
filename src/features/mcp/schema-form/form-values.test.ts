import { describe, expect, it } from 'vitest';
import { checkForm } from './error-mapping';
import type { FieldSpec, FormValues } from './field-spec';
import { argumentsToFormValues } from './form-values';
import { formValuesToArguments, schemaToFields } from './schema-to-fields';
import {
  applyStatusChangeSchema,
  complexSchema,
  listCampaignsSchema,
} from '@/testing/mcp-schema-fixtures';

const complex = schemaToFields(complexSchema).fields;
/** Field key → the message the form shows, as checkForm words it. */
const messages = (schema: unknown, fields: FieldSpec[], values: FormValues) =>
  Object.fromEntries(
    Object.entries(checkForm(schema, fields, values).byKey).map(([key, p]) => [key, p.message]),
  );
const keyOf = (fields: FieldSpec[], ...path: string[]): string => {
  let list = fields;
  let field: FieldSpec | undefined;
  for (const name of path) {
    field = list.find((f) => f.name === name);
    if (!field) throw new Error(`no field ${path.join('.')}`);
    if (field.kind === 'object') list = field.fields;
  }
  return field!.key;
};
/** Form values by property path ("filters.country"), on top of the empty form. */
function valuesOf(fields: FieldSpec[], byPath: Record<string, FormValues[string]>): FormValues {
  const values = { ...argumentsToFormValues(fields, {}).values };
  for (const [path, value] of Object.entries(byPath))
    values[keyOf(fields, ...path.split('.'))] = value;
  return values;
}

describe('formValuesToArguments', () => {
  it('omits every empty optional field and keeps required ones', () => {
    const values = valuesOf(complex, { name: 'Weekly', channels: ['0'] });
    expect(formValuesToArguments(complex, values)).toEqual({ name: 'Weekly', channels: ['email'] });
  });

  it('converts numbers typed as text, enums, booleans and arrays; drops empty rows', () => {
    const values = valuesOf(complex, {
      name: 'Weekly',
      priority: '4',
      ratio: '0.25',
      dryRun: false,
      notify: true,
      channels: ['2', '', '0'],
      level: '1',
      size: '2',
      tags: ['', 'a b', ''],
    });
    expect(formValuesToArguments(complex, values)).toEqual({
      name: 'Weekly',
      priority: 4,
      ratio: 0.25,
      dryRun: false,
      notify: true,
      channels: ['push', 'email'],
      level: 'high',
      size: 3,
      tags: ['a b'],
    });
  });

  it('builds nested objects only when something inside them is filled', () => {
    const empty = formValuesToArguments(complex, valuesOf(complex, {}));
    expect(empty).not.toHaveProperty('filters');
    const some = valuesOf(complex, { 'filters.country': 'DE', 'filters.range.from': '2026-01-01' });
    expect(formValuesToArguments(complex, some).filters).toEqual({
      country: 'DE',
      range: { from: '2026-01-01' },
    });
  });

  it('sends a date-time as UTC, text that is no number as typed, an empty required nullable as null', () => {
    const values = valuesOf(complex, {
      sendAt: '2026-03-01T10:30:00',
      priority: 'three',
      note: '',
    });
    const args = formValuesToArguments(complex, values);
    expect(args.sendAt).toBe(new Date('2026-03-01T10:30:00').toISOString().replace('.000Z', 'Z'));
    expect(args.priority).toBe('three');
    expect(args).not.toHaveProperty('note'); // optional: left out
    const nullable = schemaToFields({
      type: 'object',
      properties: { note: { type: ['string', 'null'] } },
      required: ['note'],
    }).fields;
    expect(formValuesToArguments(nullable, { [nullable[0]!.key]: '' })).toEqual({ note: null });
  });
});

describe('argumentsToFormValues', () => {
  it('starts from the defaults, and round-trips the arguments it is given', () => {
    const list = schemaToFields(listCampaignsSchema).fields;
    const defaults = argumentsToFormValues(list).values;
    expect(formValuesToArguments(list, defaults)).toEqual({
      status: 'all',
      orderBy: 'cid',
      order: 'desc',
      offset: 0,
      limit: 20,
      detailLevel: 'summary',
    });
    const args = {
      name: 'Weekly',
      email: 'a@example.com',
      sendAt: '2026-03-01T10:30:00Z',
      channels: ['sms'],
      level: 'low',
      filters: { country: 'FR', range: { from: '2026-01-01', to: '2026-01-31' } },
      tags: ['x'],
      dryRun: false,
    };
    const { values, misfits } = argumentsToFormValues(complex, args);
    expect(misfits).toEqual([]);
    expect(formValuesToArguments(complex, values)).toEqual(args);
  });

  it('lists what does not fit the form instead of changing it', () => {
    const { misfits } = argumentsToFormValues(complex, {
      priority: '3',
      level: 'medium',
      channels: ['email', 'fax'],
      filters: 'DE',
      extra: 1,
      sendAt: 'tomorrow',
    });
    expect(misfits).toEqual([
      { path: '$.sendAt', reason: 'not a date-time' },
      { path: '$.priority', reason: 'expected a number' },
      { path: '$.channels', reason: 'item 2: not a choice' },
      { path: '$.level', reason: 'not a choice' },
      { path: '$.filters', reason: 'expected an object' },
      { path: '$.extra', reason: 'not a field of this form' },
    ]);
  });
});

describe('checkForm: the input schema, worded per field', () => {
  it('names required fields, bounds, patterns, lengths and formats', () => {
    const values = valuesOf(complex, {
      name: 'ab',
      email: 'nope',
      website: 'example.com',
      startDate: '2026-02-30',
      priority: '9',
      ratio: '0',
      channels: [],
      tags: ['a', 'b', 'c', 'd'],
      'filters.country': 'de',
    });
    const byName = (name: string) =>
      messages(complexSchema, complex, values)[keyOf(complex, ...name.split('.'))];
    expect(byName('name')).toBe('Enter at least 3 characters.');
    expect(byName('email')).toMatch(/email address/);
    expect(byName('website')).toMatch(/full URL/);
    expect(byName('startDate')).toBe('Enter a date as YYYY-MM-DD.');
    expect(byName('priority')).toBe('Must be at most 5.');
    expect(byName('ratio')).toBe('Must be greater than 0.');
    expect(byName('channels')).toBe('Add at least 1 item.');
    expect(byName('tags')).toBe('Enter at most 3 items (now 4).');
    expect(byName('filters.country')).toBe('Must match the pattern ^[A-Z]{2}$.');
    // range is optional and empty: its required fields are not asked for.
    expect(byName('filters.range.from')).toBeUndefined();
  });

  it('asks for the required fields of an optional object once it is started', () => {
    const values = valuesOf(complex, {
      name: 'Weekly',
      channels: ['0'],
      'filters.range.to': '2026-01-31',
    });
    const errors = messages(complexSchema, complex, values);
    expect(errors[keyOf(complex, 'filters', 'range', 'from')]).toBe('This field is required.');
    expect(errors[keyOf(complex, 'filters', 'country')]).toBe('This field is required.');
  });

  it('checks array rows: whole numbers, bounds, repeats', () => {
    const apply = schemaToFields(applyStatusChangeSchema).fields;
    const cids = keyOf(apply, 'cids');
    const check = (rows: string[]) =>
      messages(applyStatusChangeSchema, apply, valuesOf(apply, { cids: rows }))[cids];
    expect(check(['1.5', '0'])).toBe(
      'Item 1: Enter a whole number. Item 2: Must be greater than 0.',
    );
    expect(check(['7', '', '7'])).toBe('Item 3 repeats item 1: items must be different.');
    expect(check(['7', '8'])).toBeUndefined();
    expect(check([])).toBe('Add at least 1 item.');
  });

  it('passes a complete, valid form', () => {
    const values = valuesOf(complex, { name: 'Weekly', channels: ['0', '1'], priority: '2' });
    expect(messages(complexSchema, complex, values)).toEqual({});
  });
});
