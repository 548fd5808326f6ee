import { describe, expect, it } from 'vitest';
import { DemoAccountsResponseSchema } from '@contract/demo';
import { createTestApp } from '@/testing/reference-api';
import { DemoAccountsAnswer } from './demo-accounts-answer';

const validate = (json: unknown) => DemoAccountsAnswer['~standard'].validate(json);

describe('DemoAccountsAnswer', () => {
  it("reads the reference API's demo accounts as contract/demo.ts's schema does", async () => {
    const t = await createTestApp();
    const json: unknown = await (await t.fetch('/api/v1/demo/accounts')).json();
    const expected = DemoAccountsResponseSchema.parse(json);
    expect(validate(json)).toEqual({ value: { data: expected.data } });
    expect(expected.data.members.length).toBeGreaterThan(0);
    expect(expected.data.publishers.length).toBeGreaterThan(0);
  });

  it.each([
    ['no envelope', null],
    ['no members', { status: 'success', data: { publishers: [] } }],
    [
      'a member without a token',
      {
        status: 'success',
        data: { members: [{ uid: 1, name: 'A', tenant: 't', balance: 1 }], publishers: [] },
      },
    ],
    [
      'a publisher with scopes that are no list of text',
      {
        status: 'success',
        data: { members: [], publishers: [{ name: 'P', scopes: 'all', key: 'k' }] },
      },
    ],
  ])('refuses %s, as the schema does', (_, json) => {
    expect(DemoAccountsResponseSchema.safeParse(json).success).toBe(false);
    expect(validate(json)).toHaveProperty('issues');
  });
});
