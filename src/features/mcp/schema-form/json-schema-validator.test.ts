import { describe, expect, it } from 'vitest';
import { draftOf, validateArguments } from './json-schema-validator';
import {
  applyStatusChangeSchema,
  complexSchema,
  listCampaignsSchema,
  unionSchema,
  zodDefault,
} from '@/testing/mcp-schema-fixtures';

const errorsOf = (schema: unknown, args: unknown) => {
  const result = validateArguments(schema, args);
  return result.valid ? [] : result.errors;
};

describe('validateArguments', () => {
  it('accepts valid arguments of the reference server tools', () => {
    expect(validateArguments(listCampaignsSchema, {})).toEqual({ valid: true });
    expect(validateArguments(listCampaignsSchema, { status: 'paused', limit: 100 })).toEqual({
      valid: true,
    });
    expect(
      validateArguments(applyStatusChangeSchema, {
        cids: [10004, 10005],
        status: 'paused',
        approval: 'fp',
        idempotencyKey: 'abcdefghijklmnop',
      }),
    ).toEqual({ valid: true });
  });

  it('reports every problem at its JSON Pointer, innermost first-hand', () => {
    expect(
      errorsOf(applyStatusChangeSchema, {
        cids: [3, 3, 0],
        status: 'pending',
        approval: '',
        extra: true,
      }),
    ).toEqual([
      { path: '/idempotencyKey', message: 'This field is required.' },
      { path: '/cids/2', message: expect.stringMatching(/0/) },
      { path: '/cids', message: 'Duplicate items at indexes 0 and 1.' },
      { path: '/status', message: expect.stringMatching(/active/) },
      { path: '/approval', message: expect.stringMatching(/too short/) },
      { path: '/extra', message: `Property "extra" is not allowed by the tool's input schema.` },
    ]);
  });

  it('keeps one line for a failed anyOf/oneOf instead of one per branch', () => {
    const errors = errorsOf(complexSchema, { name: 'Weekly', channels: ['sms'], level: 'mid' });
    expect(errors).toEqual([{ path: '/level', message: expect.any(String) }]);
    const union = errorsOf(unionSchema, { name: 'Weekly', channels: ['sms'], shape: { side: 1 } });
    expect(union.map((e) => e.path)).toEqual(['/shape']);
  });

  it('checks formats, dependentRequired and nested required fields', () => {
    const errors = errorsOf(complexSchema, {
      name: 'Weekly',
      channels: ['sms'],
      email: 'a@example.com',
      sendAt: 'soon',
      filters: { range: { from: '2026-01-01' } },
    });
    expect(errors.map((e) => e.path).sort()).toEqual([
      '/filters/country',
      '/filters/range/to',
      '/sendAt',
      '/website',
    ]);
  });

  it('reads the draft from $schema', () => {
    expect(draftOf(listCampaignsSchema)).toBe('7');
    expect(draftOf(zodDefault.listCampaigns)).toBe('2020-12');
    expect(draftOf({ $schema: 'http://json-schema.org/draft-04/schema#' })).toBe('4');
    expect(draftOf({})).toBe('2020-12');
    // zod's 2020-12 output: defaults make the fields required.
    expect(errorsOf(zodDefault.listCampaigns, {}).length).toBe(6);
  });

  it('leaves the caller’s schema untouched and tolerates what it cannot use', () => {
    const schema = JSON.parse(JSON.stringify(applyStatusChangeSchema)) as object;
    validateArguments(schema, {});
    expect(Object.getOwnPropertyNames(schema)).toEqual(Object.keys(applyStatusChangeSchema));
    expect(validateArguments(undefined, {})).toEqual({ valid: true });
    expect(validateArguments({ $ref: 'https://elsewhere.test/schema.json' }, {})).toEqual({
      valid: true,
    });
  });
});

describe('patterns the browser leaves to the server', () => {
  const check = (pattern: string, value: string) =>
    validateArguments(
      { type: 'object', properties: { v: { type: 'string', pattern } } },
      { v: value },
    ).valid;

  it('checks ordinary patterns', () => {
    expect(check('^[A-Z]{2}$', 'fr')).toBe(false);
    expect(check('^(ab|cd)$', 'abx')).toBe(false);
    expect(check('^\\d{4}-\\d{2}-\\d{2}$', '2026-1-01')).toBe(false);
    expect(check('^[^@\\s]+@[^@\\s]+$', 'me@example')).toBe(true);
    expect(check('^[^@\\s]+@[^@\\s]+$', 'me example')).toBe(false);
    // Looked at in linear time, however long.
    expect(check(`^(a+${'b'.repeat(20_000)}|c)$`, 'x')).toBe(false);
  });

  it('does not run a repeated group, three repeats of a varying count, nor a pattern a "u" regex refuses', () => {
    for (const pattern of [
      '^(a+)+$',
      '^((a+)b?)+$',
      '^(a|a)+$',
      '^(a|aa)*$',
      '^(\\d+,?)*$',
      '^([a-z0-9]+\\.)*$',
      '^(a*){2,}$',
      '^(a+){1,100}$',
      '^\\w*\\w*\\w*$',
      `^${'\\w{0,40}'.repeat(6)}$`,
      '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
      '^[\\w-.]+$',
    ])
      expect(check(pattern, `${'a'.repeat(40)}!`), pattern).toBe(true);
  });

  it('keeps values that hold a "pattern" key, and still drops unrunnable patterns under names that look like keywords', () => {
    // const, enum and default hold values, not schemas: a "pattern" key there is data.
    const value = { pattern: '^(a+)+$', patternProperties: { '^(a|a)*$': 1 } };
    const schema = {
      type: 'object',
      properties: {
        rule: { const: value },
        rules: { type: 'array', items: { enum: [value] } },
        // Properties named like keywords are names; their schemas are still schemas.
        const: { type: 'string', pattern: '^(a+)+$' },
        pattern: { type: 'string', pattern: '^[a-z]+$' },
      },
    };
    expect(validateArguments(schema, { rule: value, rules: [value] })).toEqual({ valid: true });
    expect(validateArguments(schema, { rule: { pattern: 'x' } }).valid).toBe(false);
    // Left to the server, not run here.
    expect(validateArguments(schema, { const: `${'a'.repeat(40)}!` })).toEqual({ valid: true });
    expect(validateArguments(schema, { pattern: 'A1' }).valid).toBe(false);
  });

  it('names ten values of a large enum and counts the rest, instead of listing 20,000', () => {
    const values = Array.from({ length: 20_000 }, (_, i) => `v${i}`);
    const schema = { type: 'object', properties: { pick: { enum: values } } };
    const [error] = errorsOf(schema, { pick: 'nope' });
    expect(error).toEqual({
      path: '/pick',
      message:
        'Not one of the 20,000 allowed values ("v0", "v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8", "v9", and 19,990 more).',
    });
    // Ten or fewer are listed whole, in the validator's words.
    const small = { type: 'object', properties: { pick: { enum: [1, 'a', null] } } };
    expect(errorsOf(small, { pick: 2 })).toEqual([
      { path: '/pick', message: 'Instance does not match any of [1,"a",null].' },
    ]);
  });
});
