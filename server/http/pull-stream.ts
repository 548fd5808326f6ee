/**
 * A response body made piece by piece, each piece only when the reader asks
 * for it (highWaterMark 0): a client that stops reading stops the work, so
 * the server never holds more than one piece of an answer it cannot send
 * (backpressure). Cancelling (the client went away) ends the source.
 *
 * Each piece is made in an event-loop turn of its own (setImmediate): when the
 * socket takes every write at once (a fast client on loopback, no
 * compression), the reader asks for the next piece within the same turn, and
 * without the yield one answer would be made start to end before any other
 * request got its turn (measured: a campaign read waited 7 s behind four
 * Search report exports). The pieces should be small enough to be made in a
 * few milliseconds (docs/decisions/041-report-building-off-the-main-thread.md).
 */
export function pullStream(pieces: Iterator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cancelled = false;
  let pending: { immediate: NodeJS.Immediate; resolve: () => void } | undefined;
  const nextTurn = () =>
    new Promise<void>((resolve) => {
      pending = {
        resolve,
        immediate: setImmediate(() => {
          pending = undefined;
          resolve();
        }),
      };
    });
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        await nextTurn();
        if (cancelled) return;
        const next = pieces.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
      cancel() {
        cancelled = true;
        if (pending) {
          clearImmediate(pending.immediate);
          pending.resolve();
          pending = undefined;
        }
        pieces.return?.();
      },
    },
    { highWaterMark: 0 },
  );
}
