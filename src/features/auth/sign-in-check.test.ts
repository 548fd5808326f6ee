import { describe, expect, it } from 'vitest';
import { checkSignIn } from './sign-in-check';

describe('checkSignIn', () => {
  it('accepts either credential alone, trimmed and without a "Bearer " prefix', () => {
    expect(
      checkSignIn({ memberToken: ' Bearer abc.def.ghi \n', publisherKey: '', keepSignedIn: false }),
    ).toEqual({
      ok: true,
      values: { memberToken: 'abc.def.ghi', publisherKey: '', keepSignedIn: false },
    });
    expect(checkSignIn({ memberToken: '', publisherKey: 'key', keepSignedIn: true })).toEqual({
      ok: true,
      values: { memberToken: '', publisherKey: 'key', keepSignedIn: true },
    });
  });

  it('asks for at least one credential, on the first field', () => {
    expect(checkSignIn({ memberToken: '  ', publisherKey: '', keepSignedIn: false })).toEqual({
      ok: false,
      errors: { memberToken: 'Enter a member access token, a publisher API key, or both.' },
    });
  });

  it('refuses credentials with inner whitespace or of more than 8,192 characters, per field', () => {
    expect(
      checkSignIn({ memberToken: '', publisherKey: 'two words', keepSignedIn: false }),
    ).toEqual({
      ok: false,
      errors: { publisherKey: 'The publisher API key cannot contain spaces or line breaks.' },
    });
    expect(
      checkSignIn({ memberToken: 'a\nb', publisherKey: 'k'.repeat(8193), keepSignedIn: false }),
    ).toEqual({
      ok: false,
      errors: {
        memberToken: 'The member access token cannot contain spaces or line breaks.',
        publisherKey: 'The publisher API key is too long.',
      },
    });
    expect(
      checkSignIn({ memberToken: 'm'.repeat(8192), publisherKey: '', keepSignedIn: false }).ok,
    ).toBe(true);
  });
});
