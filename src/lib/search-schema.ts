import { searchRecord } from './search-values';

/**
 * A route's search validator as a Standard Schema (what TanStack Router reads
 * `validateSearch` as, inferring the types links may pass and the page gets)
 * around a plain function. A URL check never fails: each bad value falls back
 * on its own, so the only input refused is one that is no object at all.
 */
export interface SearchSchema<Input, Output> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: 'adpanel';
    readonly validate: (
      value: unknown,
    ) => { value: Output } | { issues: readonly { message: string }[] };
    readonly types?: { readonly input: Input; readonly output: Output };
  };
  /** The view of a search object (any other value reads as an empty search). */
  parse(value: unknown): Output;
  safeParse(value: unknown): { success: true; data: Output } | { success: false };
}

export function searchSchema<Input, Output>(
  read: (raw: Record<string, unknown>) => Output,
): SearchSchema<Input, Output> {
  const isSearch = (value: unknown) => typeof value === 'object' && value !== null;
  return {
    '~standard': {
      version: 1,
      vendor: 'adpanel',
      validate: (value) =>
        isSearch(value)
          ? { value: read(value as Record<string, unknown>) }
          : { issues: [{ message: 'A search is an object of parameters.' }] },
    },
    parse: (value) => read(searchRecord(value)),
    safeParse: (value) =>
      isSearch(value)
        ? { success: true, data: read(value as Record<string, unknown>) }
        : { success: false },
  };
}

/**
 * The same validator, which first shows `observe` the raw search: the router rewrites
 * a URL to its validated form before the page renders, so a page learns here which
 * parameters of the opening link were reset, to say so.
 */
export function observingRaw<Input, Output>(
  schema: SearchSchema<Input, Output>,
  observe: (raw: Record<string, unknown>) => void,
): SearchSchema<Input, Output> {
  return {
    ...schema,
    '~standard': {
      ...schema['~standard'],
      validate(value) {
        observe(searchRecord(value));
        return schema['~standard'].validate(value);
      },
    },
  };
}
