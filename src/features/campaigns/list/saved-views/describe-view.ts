import type { CampaignTypeOption } from '@/features/campaigns/api/fetch-type-options';
import { CAMPAIGN_COLUMNS, COLUMN_IDS } from '../campaign-columns';
import { isColumnVisible } from '../column-prefs';
import { describeFilters } from '../describe-filters';
import type { SavedView } from './saved-views-store';

/** What a view holds, in words: what "Save view" says it will keep. */
export function describeView(
  view: Omit<SavedView, 'name'>,
  typeOptions?: readonly CampaignTypeOption[],
) {
  const { search, columns, density } = view;
  const filters = describeFilters(search, typeOptions);
  const sortColumn = COLUMN_IDS.find((id) => CAMPAIGN_COLUMNS[id].sort === search.sort);
  const sortName = sortColumn ? CAMPAIGN_COLUMNS[sortColumn].label : search.sort;
  const shown = COLUMN_IDS.filter((id) => isColumnVisible(columns, id)).length;
  return [
    filters.length ? `Filters: ${filters.join(', ')}` : 'No filters',
    `Sorted by ${sortName}, ${search.order === 'asc' ? 'ascending' : 'descending'}`,
    `${search.perPage} rows per page`,
    `${shown} of ${COLUMN_IDS.length} columns, ${columns.pinnedLeft.length} pinned`,
    `${density === 'compact' ? 'Compact' : 'Comfortable'} density`,
  ];
}
