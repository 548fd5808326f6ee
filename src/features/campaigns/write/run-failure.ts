import type { FieldErrors } from '@contract/common';
import { isApiError } from '@/lib/api/api-error';
import { errorMessage } from '@/lib/code-load-error';

/** A refused or failed request, as the result table shows it. */
export interface RunFailure {
  /** HTTP status; 0 when no answer came. */
  status: number;
  message: string;
  fieldErrors: FieldErrors;
}

export const isUnauthorized = (error: unknown) => isApiError(error) && error.status === 401;

/** 412: the server saw another write since our read (If-Match, decision 029); nothing was written. */
export const isStale = (error: unknown) => isApiError(error) && error.status === 412;

/** No answer, a timeout or a 5xx: the server may or may not have applied a write. */
export function isUnclear(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.kind === 'network' || error.kind === 'timeout' || error.status >= 500;
}

const EXPLAIN: Record<number, string> = {
  402: 'Add funds to the account (at least 1.00 available), then run it again.',
  403: 'Check that the campaign belongs to the account you are signed in with.',
  404: 'The campaign was not found for this account; it may have been removed.',
};

export function runFailure(error: unknown): RunFailure {
  if (!isApiError(error)) {
    return {
      status: 0,
      message: errorMessage(error, 'Something went wrong.'),
      fieldErrors: {},
    };
  }
  const explanation = EXPLAIN[error.status];
  return {
    status: error.status,
    message: explanation ? `${error.message} ${explanation}` : error.message,
    fieldErrors: error.fieldErrors,
  };
}
