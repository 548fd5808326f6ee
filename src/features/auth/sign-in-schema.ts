import * as z from 'zod/mini';

// People paste from headers and docs: surrounding space and a "Bearer " prefix
// are noise, not part of the credential.
const credential = (noun: string) =>
  z
    .pipe(
      z.string().check(z.trim()),
      z.transform((value) => value.replace(/^Bearer\s+/i, '')),
    )
    .check(
      z.refine((value) => !/\s/.test(value), `The ${noun} cannot contain spaces or line breaks.`),
      z.refine((value) => value.length <= 8192, `The ${noun} is too long.`),
    );

export const SignInFormSchema = z
  .object({
    memberToken: credential('member access token'),
    publisherKey: credential('publisher API key'),
    keepSignedIn: z.boolean(),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (!value.memberToken && !value.publisherKey) {
        ctx.addIssue({
          code: 'custom',
          path: ['memberToken'],
          message: 'Enter a member access token, a publisher API key, or both.',
        });
      }
    }),
  );

export type SignInFormInput = z.input<typeof SignInFormSchema>;
export type SignInFormValues = z.output<typeof SignInFormSchema>;
