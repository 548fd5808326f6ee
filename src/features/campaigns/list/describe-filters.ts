import { STATUS_NAMES } from '@contract/campaigns';
import type { CampaignTypeOption } from '../api/fetch-type-options';
import type { ListSearch } from './list-search';

/**
 * The active filters in words, for the empty state:
 * ["Status Paused", "Type Push CPC or Native CPV", "Country AU (or all countries)",
 * 'search "xyz"'].
 */
export function describeFilters(
  search: Pick<ListSearch, 'query' | 'status' | 'types' | 'geo' | 'geoAll'>,
  typeOptions: readonly CampaignTypeOption[] | undefined,
): string[] {
  const parts: string[] = [];
  if (search.status !== undefined) parts.push(`Status ${STATUS_NAMES[search.status]}`);
  if (search.types?.length) {
    const names = search.types.map(
      (id) => typeOptions?.find((option) => option.id === id)?.label ?? `Type ${id}`,
    );
    parts.push(`Type ${names.join(' or ')}`);
  }
  if (search.geo?.length) {
    const all = search.geoAll === false ? '' : ' (or all countries)';
    parts.push(`Country ${search.geo.join(' or ')}${all}`);
  }
  if (search.query) {
    parts.push(/^\d+$/.test(search.query) ? `id ${search.query}` : `search "${search.query}"`);
  }
  return parts;
}
