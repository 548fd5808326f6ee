import { describe, expect, it } from 'vitest';
import { SignInFormSchema } from './sign-in-schema';

describe('SignInFormSchema', () => {
  it('accepts either credential alone, trimmed and without a "Bearer " prefix', () => {
    expect(
      SignInFormSchema.parse({
        memberToken: ' Bearer abc.def.ghi \n',
        publisherKey: '',
        keepSignedIn: false,
      }),
    ).toEqual({
      memberToken: 'abc.def.ghi',
      publisherKey: '',
      keepSignedIn: false,
    });
    expect(
      SignInFormSchema.safeParse({ memberToken: '', publisherKey: 'key', keepSignedIn: true })
        .success,
    ).toBe(true);
  });

  it('asks for at least one credential', () => {
    const result = SignInFormSchema.safeParse({
      memberToken: '  ',
      publisherKey: '',
      keepSignedIn: false,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['memberToken']);
  });

  it('refuses credentials with inner whitespace', () => {
    const result = SignInFormSchema.safeParse({
      memberToken: '',
      publisherKey: 'two words',
      keepSignedIn: false,
    });
    expect(result.error?.issues[0]).toMatchObject({ path: ['publisherKey'] });
  });
});
