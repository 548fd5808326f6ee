/**
 * Whether `err` only says that the client stopped sending its body: it hung up
 * mid-upload, or the connection was dropped over a malformed chunk. The body
 * limit reads a chunked body itself, so this arrives as a handler's error; it is
 * the client's doing and normal traffic, not a bug to log with a stack.
 */
export function isClientAbort(err: Error, request: Request): boolean {
  // The error itself must be the body read's: a handler's bug that throws after the
  // client left (the request's signal is aborted then too) is still logged.
  if (err === request.signal.reason) return true;
  const code = (err as NodeJS.ErrnoException).code;
  return err.message === 'aborted' && (code === undefined || code === 'ECONNRESET');
}

/** What is answered (to nobody, usually) and counted in the request log. */
export const ABORTED_BODY_MESSAGE = 'The request body ended before it was complete';
