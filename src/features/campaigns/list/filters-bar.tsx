import type { CampaignStatus } from '@contract/campaigns';
import { ColumnChooser } from './column-chooser';
import { CountryFilterButton } from './country-filter-button';
import type { ListSearch } from './list-search';
import type { ColumnLayout } from './use-column-prefs';
import { SearchBox } from './search-box';
import { StatusFilter } from './status-filter';
import { TypeFilter, type TypeFilterProps } from './type-filter';

export interface FiltersBarProps {
  search: ListSearch;
  onChange: (changes: Partial<ListSearch>, options?: { replace?: boolean }) => void;
  /** undefined hides the type filter (a member without campaigns has no types to read). */
  typeFilter: Omit<TypeFilterProps, 'value' | 'onChange'> | undefined;
  columns: ColumnLayout;
}

/** Search, status, type and country filters, and the column chooser. */
export function FiltersBar({ search, onChange, typeFilter, columns }: FiltersBarProps) {
  const numericQuery = search.query && /^\d+$/.test(search.query) ? search.query : undefined;
  return (
    <div className="mb-4 space-y-2">
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          value={search.query ?? ''}
          // Typing replaces the history entry: Back leaves the search, not each keystroke.
          onSearch={(query) => onChange({ query: query || undefined }, { replace: true })}
        />
        <StatusFilter
          value={search.status}
          onChange={(status: CampaignStatus | undefined) => onChange({ status })}
        />
        {typeFilter ? (
          <TypeFilter
            {...typeFilter}
            value={search.types}
            onChange={(types) => onChange({ types })}
          />
        ) : (
          <p className="pb-2 text-sm text-slate-700 dark:text-slate-300">
            No type filter: types are read from one of your campaigns, and you have none yet.
          </p>
        )}
        <CountryFilterButton
          codes={search.geo ?? []}
          includeAll={search.geoAll !== false}
          onChange={(changes) => onChange(changes)}
        />
        <div className="ml-auto">
          <ColumnChooser model={columns} />
        </div>
      </div>
      {numericQuery ? (
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          Showing the campaign with id {numericQuery}
        </p>
      ) : null}
    </div>
  );
}
