import { ApiError } from './api-error';
import { saysSuccess } from './status-words';

/**
 * The server's CSV export, checked before the browser saves it. A 200 that carries
 * a web page (a proxy's sign-in or maintenance page), a JSON envelope (an error said
 * inside a 200, or the report itself as JSON), a line of plain text or nothing at all is no
 * report: saved as .csv, it hid the failure behind "CSV downloaded". The server's file name always ends in .csv.
 */
export async function checkedCsv(
  blob: Blob,
  disposition: string | null,
  status: number,
): Promise<{ blob: Blob; filename?: string }> {
  const refuse = (message: string, kind: 'http' | 'invalid-response' = 'invalid-response') =>
    new ApiError({ status, kind, area: 'publisher', message });
  const head = (await blob.slice(0, 512).text()).replace(/^\uFEFF/, '').trimStart();
  const type = blob.type.toLowerCase();
  // '[': the rows alone, a JSON array, even labelled text/csv (a CSV never starts with one).
  if (/^[{[]/.test(head) || type.includes('json')) {
    let said: unknown;
    try {
      // An error envelope is small; a large JSON body is no CSV either way.
      if (blob.size < 65_536) said = JSON.parse(await blob.text());
    } catch {
      // not JSON after all: refused below as not a CSV
    }
    const reason = failureMessage(said);
    throw reason
      ? refuse(reason, 'http')
      : refuse('The server sent JSON data instead of the CSV file.');
  }
  if (head.startsWith('<') || type.includes('html'))
    throw refuse('The server sent a web page instead of the CSV file.');
  if (head === '') throw refuse('The server sent an empty file instead of the CSV.');
  // Not labelled CSV and no column separator on its first line: a message (a gateway's
  // "Invalid API key"), not a report, whose columns are a date and its figures. Shown,
  // since it is likely the reason.
  if (!type.includes('csv') && !/[,;\t]/.test(head.split('\n', 1)[0] ?? '')) {
    const said = head.replace(/\s+/g, ' ').trim();
    throw refuse(
      `The server sent text instead of the CSV file: “${said.length > 200 ? `${said.slice(0, 200)}…` : said}”`,
    );
  }
  const filename = filenameFrom(disposition);
  return { blob, filename: !filename || /\.csv$/i.test(filename) ? filename : `${filename}.csv` };
}

/**
 * The server's reason in a JSON answer that says it failed: a status word other than
 * success, or no status and no data (a bare error body). A success envelope's "OK",
 * shown as the error, hid that the report had come as JSON.
 */
function failureMessage(said: unknown): string | undefined {
  if (typeof said !== 'object' || said === null || Array.isArray(said)) return undefined;
  const { status, message } = said as { status?: unknown; message?: unknown };
  const failed =
    status === undefined ? !('data' in said) : typeof status !== 'string' || !saysSuccess(status);
  return failed && typeof message === 'string' && message ? message : undefined;
}

/** Reads filename*=UTF-8''… or filename="…" from Content-Disposition. */
export function filenameFrom(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim();
}
