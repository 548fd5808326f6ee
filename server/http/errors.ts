import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody, FieldErrors } from '@contract/common';
import { ABORTED_BODY_MESSAGE, isClientAbort } from './client-abort';

/**
 * The one way a handler fails on purpose. The body shape is ErrorBodySchema
 * (docs/decisions/002-error-body.md).
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function errorBody(message: string, errors?: FieldErrors): ErrorBody {
  return errors && Object.keys(errors).length > 0
    ? { status: 'error', message, errors }
    : { status: 'error', message };
}

export function validationError(
  errors: FieldErrors,
  message = 'The request has invalid fields',
): HttpError {
  return new HttpError(422, message, errors);
}

/** app.onError: known failures keep their status; anything else is a logged 500 without details. */
export function makeErrorHandler(log: (line: string) => void) {
  return (err: Error, c: Context) => {
    if (err instanceof HttpError) return c.json(errorBody(err.message, err.errors), err.status);
    if (err instanceof HTTPException) {
      const status = err.status as ContentfulStatusCode;
      return c.json(errorBody(err.message || 'Request failed'), status);
    }
    if (isClientAbort(err, c.req.raw)) return c.json(errorBody(ABORTED_BODY_MESSAGE), 400);
    log(`ERROR ${c.req.method} ${c.req.path}: ${err.stack ?? err.message}`);
    return c.json(errorBody('Internal server error'), 500);
  };
}

export function notFoundBody(): ErrorBody {
  return errorBody('Not found');
}
