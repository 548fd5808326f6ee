/**
 * A campaign list page is streamed, a few rows per event-loop turn
 * (server/http/pull-stream.ts), as the reports are. A row carries geo, and a
 * stored campaign may take up to MAX_CAMPAIGN_DOC_BYTES: 200 such rows are tens
 * of megabytes, and reading, parsing and writing them at once held the one
 * thread for 1.4 s (a 190 MB page before documents were bounded). Ten rows of
 * the largest documents are a few milliseconds of work (decision 068).
 */
export const LIST_ROWS_PER_PIECE = 10;

/**
 * The success envelope of the list, piece by piece: the same bytes as
 * JSON.stringify({status, message, data: {data: rows, ...rest}}) (JSON of an
 * array is its items' JSON joined by commas).
 */
export function* listEnvelopePieces(
  message: string,
  pieces: Iterable<readonly object[]>,
  rest: Record<string, unknown>,
) {
  yield `{"status":"success","message":${JSON.stringify(message)},"data":{"data":[`;
  let first = true;
  for (const rows of pieces) {
    let text = '';
    for (const row of rows) {
      text += (first ? '' : ',') + JSON.stringify(row);
      first = false;
    }
    if (text) yield text;
  }
  const tail = JSON.stringify(rest).slice(1, -1);
  yield tail ? `],${tail}}}` : ']}}';
}
