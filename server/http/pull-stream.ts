/**
 * A response body made piece by piece, each piece only when the reader asks
 * for it (highWaterMark 0): a client that stops reading stops the work, so
 * the server never holds more than one piece of an answer it cannot send
 * (backpressure). Cancelling (the client went away) ends the source.
 */
export function pullStream(pieces: Iterator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const next = pieces.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
      cancel() {
        pieces.return?.();
      },
    },
    { highWaterMark: 0 },
  );
}
