import {
  LIST_DEFAULTS,
  PER_PAGE_MAX,
  SORTABLE_FIELDS,
  type SortableField,
} from '../../../contract/campaigns';
import { ParamReader } from '../../http/params';
import { validationError } from '../../http/errors';
import type { ListFilter } from './campaigns.repository';

/**
 * Reads the list query string. Every bad parameter is a 422 naming the field;
 * empty values fall back to defaults. `types` may repeat (?types=1&types=3)
 * or be comma-joined (?types=1,3), because clients build it both ways.
 */
export function readListQuery(
  uid: number,
  get: (name: string) => string | undefined,
  getAll: (name: string) => string[] | undefined,
): ListFilter {
  const p = new ParamReader(get);
  const page = p.int('page', 1) ?? LIST_DEFAULTS.page;
  const perPage = p.int('perPage', 1, PER_PAGE_MAX) ?? LIST_DEFAULTS.perPage;
  const order = p.oneOf('order', ['asc', 'desc'] as const) ?? LIST_DEFAULTS.order;
  const sortRaw = p.text('sort');
  let sort: SortableField = LIST_DEFAULTS.sort;
  if (sortRaw !== undefined) {
    if ((SORTABLE_FIELDS as readonly string[]).includes(sortRaw)) sort = sortRaw as SortableField;
    else p.fail('sort', `sort must be one of: ${SORTABLE_FIELDS.join(', ')}`);
  }
  const status = p.int('status', 0, 4);
  const types: number[] = [];
  for (const part of (getAll('types') ?? []).flatMap((v) => v.split(','))) {
    const trimmed = part.trim();
    if (trimmed === '') continue;
    if (/^\d+$/.test(trimmed)) types.push(Number(trimmed));
    else p.fail('types', `types must be whole numbers, got "${trimmed}"`);
  }
  if (!p.ok) throw validationError(p.errors, 'Invalid list parameters');
  const query = p.text('query');
  return {
    uid,
    page,
    perPage,
    order,
    sort,
    status,
    query,
    types: types.length ? types : undefined,
  };
}
