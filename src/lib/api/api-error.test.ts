import { describe, expect, it } from 'vitest';
import { ApiError, isTemporaryApiError, type ApiErrorKind } from './api-error';

describe('isTemporaryApiError', () => {
  const error = (kind: ApiErrorKind, status = 0) =>
    new ApiError({ kind, status, area: 'member', message: 'x' });

  it.each([
    [error('network'), true],
    [error('timeout'), true],
    [error('http', 429), true],
    [error('http', 503), true],
    [error('http', 500), false],
    [error('http', 401), false],
    [error('http', 422), false],
    [error('invalid-response', 200), false],
  ])('%s: %s', (failure, temporary) => {
    expect(isTemporaryApiError(failure)).toBe(temporary);
  });
});
