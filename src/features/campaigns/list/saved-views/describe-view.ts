import type { CampaignTypeOption } from '@/features/campaigns/api/fetch-type-options';
import { describeFilters } from '../describe-filters';
import type { ColumnLayout } from '../use-column-prefs';
import type { SavedView } from './saved-views-store';

/** What a view holds, in words: what "Save view" says it will keep. */
export function describeView(
  view: Omit<SavedView, 'name'>,
  layout: Pick<ColumnLayout, 'describe' | 'sortLabel'>,
  typeOptions?: readonly CampaignTypeOption[],
) {
  const { search, columns, density } = view;
  const filters = describeFilters(search, typeOptions);
  return [
    filters.length ? `Filters: ${filters.join(', ')}` : 'No filters',
    `Sorted by ${layout.sortLabel(search.sort)}, ${search.order === 'asc' ? 'ascending' : 'descending'}`,
    `${search.perPage} rows per page`,
    layout.describe(columns),
    `${density === 'compact' ? 'Compact' : 'Comfortable'} density`,
  ];
}
