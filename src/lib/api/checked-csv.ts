import { ApiError } from './api-error';

/**
 * The server's CSV export, checked before the browser saves it. A 200 that carries
 * a web page (a proxy's sign-in or maintenance page), a JSON envelope (an error said
 * inside a 200) or nothing at all is no report: saved as .csv, it hid the failure
 * behind "CSV downloaded". The server's file name always ends in .csv.
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
  if (head.startsWith('{') || type.includes('json')) {
    let said: unknown;
    try {
      // An error envelope is small; a large JSON body is no CSV either way.
      if (blob.size < 65_536)
        said = (JSON.parse(await blob.text()) as { message?: unknown }).message;
    } catch {
      // not JSON after all: refused below as not a CSV
    }
    throw typeof said === 'string' && said
      ? refuse(said, 'http')
      : refuse('The server sent JSON instead of the CSV file.');
  }
  if (head.startsWith('<') || type.includes('html'))
    throw refuse('The server sent a web page instead of the CSV file.');
  if (head === '') throw refuse('The server sent an empty file instead of the CSV.');
  const filename = filenameFrom(disposition);
  return { blob, filename: !filename || /\.csv$/i.test(filename) ? filename : `${filename}.csv` };
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
