/**
 * What checks an API answer: any Standard Schema (https://standardschema.dev),
 * which every zod schema of the contract is. The client calls its `validate`
 * and imports no parser itself (decision 059).
 */
export interface AnswerSchema<Output = unknown> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => AnswerResult<Output> | Promise<AnswerResult<Output>>;
    readonly types?: { readonly input: unknown; readonly output: Output } | undefined;
  };
}

export type AnswerResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | {
      readonly issues: readonly {
        readonly message: string;
        readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[] | undefined;
      }[];
    };

/** The value an answer schema gives. */
export type AnswerOf<S extends AnswerSchema> = NonNullable<S['~standard']['types']>['output'];

/** A schema that takes any answer as it is (for a request whose status is all that counts). */
export const ANY_ANSWER: AnswerSchema = {
  '~standard': { version: 1, vendor: 'adpanel', validate: (value) => ({ value }) },
};
