import { quotable } from '@contract/storable-text';
import type { FieldErrors } from '@contract/common';
import { validationError } from '../../http/errors';

/**
 * The most a stored campaign document may take, as UTF-8 JSON (decision 068).
 * The body limit (then 2 MB) bounded one request, not what later reads multiply: a
 * list page carries 200 rows, an MCP batch 100 calls of 50 campaigns, and 1.9 MB
 * documents made a 190 MB list page and a 17 s MCP batch. 256 KB is 85 times the
 * seed's largest campaign (3 KB; a week's schedule and every list filled), room for
 * a keyword list of about 15,000 keywords, and four full campaigns still fit one
 * MCP answer (1 MB).
 */
export const MAX_CAMPAIGN_DOC_BYTES = 256 * 1024;

const kb = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;

/**
 * 422 when the campaign as sent would be stored larger than MAX_CAMPAIGN_DOC_BYTES.
 * What is stored is the body or smaller (selectors switched off are emptied), so
 * the body is measured. The message names the field that takes most of it, when
 * one does, so the editor can show it there; a field name is quoted as the MCP
 * refusals quote names (a lone surrogate would make the answer unreadable).
 */
export function assertStorableSize(campaign: Record<string, unknown>): void {
  const bytes = Buffer.byteLength(JSON.stringify(campaign));
  if (bytes <= MAX_CAMPAIGN_DOC_BYTES) return;
  let largest: { key: string; bytes: number } | undefined;
  for (const [key, value] of Object.entries(campaign)) {
    const size = Buffer.byteLength(JSON.stringify(value) ?? '');
    if (!largest || size > largest.bytes) largest = { key, bytes: size };
  }
  const message = `The campaign takes ${kb(bytes)}, more than the ${kb(MAX_CAMPAIGN_DOC_BYTES)} a campaign may take: shorten its longest lists`;
  const errors: FieldErrors =
    largest && largest.bytes * 2 > bytes
      ? {
          [quotable(largest.key)]: [
            `Takes ${kb(largest.bytes)} of the ${kb(MAX_CAMPAIGN_DOC_BYTES)} a whole campaign may take`,
          ],
        }
      : { _: [message] };
  throw validationError(errors, message);
}
