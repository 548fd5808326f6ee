import { useId, useState } from 'react';
import type { CampaignStatus } from '@contract/campaigns';
import { cn } from '@/components/ui/cn';
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

/**
 * Search, status, type and country filters, and the column chooser. On a phone
 * the search stays in sight and the rest sits behind "Filters" (a disclosure),
 * so the campaigns start near the top of the screen; from `sm` up all show.
 */
export function FiltersBar({ search, onChange, typeFilter, columns }: FiltersBarProps) {
  const numericQuery = search.query && /^\d+$/.test(search.query) ? search.query : undefined;
  const [open, setOpen] = useState(false);
  const id = useId();
  const active = [
    search.status !== undefined,
    Boolean(search.types?.length),
    Boolean(search.geo),
  ].filter(Boolean).length;
  return (
    <div className="mb-4 space-y-2">
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          value={search.query ?? ''}
          // Starting or clearing a search is a step of history; refining one replaces
          // it, so Back leaves the search (not each pause in typing) for the list before.
          onSearch={(query) =>
            onChange({ query: query || undefined }, { replace: Boolean(query && search.query) })
          }
        />
        <button
          type="button"
          // The name stays "Filters"; how many are on is its description.
          aria-label="Filters"
          aria-expanded={open}
          aria-controls={`${id}-filters`}
          aria-describedby={active ? `${id}-active` : undefined}
          onClick={() => setOpen((was) => !was)}
          className="inline-flex min-h-10 items-center gap-1.5 rounded-md border border-slate-300 px-3 text-sm font-medium sm:hidden dark:border-slate-600"
        >
          Filters
          {active ? (
            <span
              id={`${id}-active`}
              className="rounded-full bg-blue-100 px-1.5 text-xs text-blue-900 dark:bg-blue-900 dark:text-blue-100"
            >
              {active} on
            </span>
          ) : null}
        </button>
        {/* On wide screens the wrapper takes no box: its controls sit in the row above. */}
        <div
          id={`${id}-filters`}
          className={cn('w-full flex-wrap items-end gap-3 sm:contents', open ? 'flex' : 'hidden')}
        >
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
      </div>
      {numericQuery ? (
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          Showing the campaign with id {numericQuery}
        </p>
      ) : null}
    </div>
  );
}
