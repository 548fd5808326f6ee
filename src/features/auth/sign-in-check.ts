// The sign-in form's one check. Plain code rather than a zod schema: the sign-in
// page is the first of every session and loads no parser at all (decision 059).

export interface SignInFormInput {
  memberToken: string;
  publisherKey: string;
  keepSignedIn: boolean;
}

export type SignInField = 'memberToken' | 'publisherKey';

export type SignInCheck =
  // The values: the same fields, each credential as it will be sent.
  | { ok: true; values: SignInFormInput }
  | { ok: false; errors: Partial<Record<SignInField, string>> };

/**
 * A pasted credential as it will be sent, and its problem if it has one. People
 * paste from headers and docs: surrounding space and a "Bearer " prefix are
 * noise, not part of the credential. The session-expired form reads it too.
 */
export function readCredential(raw: string, noun: string): { value: string; error?: string } {
  const value = raw.trim().replace(/^Bearer\s+/i, '');
  if (/\s/.test(value))
    return { value, error: `The ${noun} cannot contain spaces or line breaks.` };
  if (value.length > 8192) return { value, error: `The ${noun} is too long.` };
  return { value };
}

/** The form's values as they will be sent, or the first problem of each field. */
export function checkSignIn(input: SignInFormInput): SignInCheck {
  const member = readCredential(input.memberToken, 'member access token');
  const publisher = readCredential(input.publisherKey, 'publisher API key');
  if (member.error || publisher.error) {
    const errors: Partial<Record<SignInField, string>> = {};
    if (member.error) errors.memberToken = member.error;
    if (publisher.error) errors.publisherKey = publisher.error;
    return { ok: false, errors };
  }
  if (!member.value && !publisher.value)
    return {
      ok: false,
      errors: { memberToken: 'Enter a member access token, a publisher API key, or both.' },
    };
  return {
    ok: true,
    values: {
      memberToken: member.value,
      publisherKey: publisher.value,
      keepSignedIn: input.keepSignedIn,
    },
  };
}
