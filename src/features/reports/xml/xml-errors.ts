import { isApiError } from '@/lib/api/api-error';
import { CODE_LOAD_MESSAGE, isCodeLoadError } from '@/lib/code-load-error';

export const FOREIGN_TID_MESSAGE = 'This traffic source is not yours, or the key has no XML access';
export const NO_EXPORT_DATA_MESSAGE = 'No data to export for this range';

export type XmlField = 'tid' | 'from' | 'to' | 'groupBy';
export type FieldMessages = Partial<Record<XmlField, string>>;

const FIELD_OF: Record<string, XmlField> = {
  tid: 'tid',
  date_from: 'from',
  date_to: 'to',
  groupBy: 'groupBy',
};

/** A 422's errors, keyed by the page's own fields. */
export function fieldMessages(error: unknown): FieldMessages {
  if (!isApiError(error) || error.status !== 422) return {};
  const out: FieldMessages = {};
  for (const [param, messages] of Object.entries(error.fieldErrors)) {
    const field = FIELD_OF[param];
    const text = Array.isArray(messages) ? messages.join(' ') : String(messages);
    if (field && text) out[field] = text;
  }
  return out;
}

/** The page-level message of a failed request, if it is not a field's. */
export function errorMessage(error: unknown, context: 'view' | 'export'): string {
  // Not the server's: a part of the page that did not load (the download's CSV check) says so.
  if (!isApiError(error))
    return isCodeLoadError(error) ? CODE_LOAD_MESSAGE : 'Something went wrong.';
  if (error.status === 403) return FOREIGN_TID_MESSAGE;
  if (error.status === 404 && context === 'export') return NO_EXPORT_DATA_MESSAGE;
  if (error.status === 422 && Object.keys(fieldMessages(error)).length)
    return 'Some report parameters were refused; see the fields above.';
  return error.message;
}
