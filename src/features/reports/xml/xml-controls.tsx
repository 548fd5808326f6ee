import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { usePendingValue } from '@/lib/use-pending-value';
import { DateRangeControls } from '../shared/date-range-controls';
import type { DateRange } from '../shared/date-range';
import type { FieldMessages } from './xml-errors';
import type { XmlSearch, XmlViewGroupBy } from './xml-search';

export const GROUP_BY_OPTIONS: { value: XmlViewGroupBy; label: string }[] = [
  { value: 'day', label: 'Day' },
  { value: 'geo', label: 'Country' },
  { value: 'subid', label: 'Sub ID' },
  // Every traffic source of the key's list, one row each (the "All my traffic sources" button).
  { value: 'tid', label: 'Traffic source' },
];

export interface XmlControlsProps {
  search: XmlSearch;
  recentTids: number[];
  errors: FieldMessages;
  onTid(tid: number): void;
  onRange(range: DateRange, refine: boolean): void;
  onGroupBy(groupBy: XmlViewGroupBy): void;
  onCompare(compare: boolean): void;
}

export function XmlControls({ search, recentTids, errors, ...on }: XmlControlsProps) {
  const listId = useId();
  const compareNoteId = useId();
  const [draft, setDraft] = useState(search.tid ? String(search.tid) : '');
  const [draftError, setDraftError] = useState<string>();
  // Ticks and choices show at once, not when the router has committed the URL.
  const [compare, setCompare] = usePendingValue(search.compare, Object.is);
  const [groupBy, setGroupBy] = usePendingValue(search.groupBy, Object.is);
  const [shownTid, setShownTid] = useState(search.tid);
  // A new tid from the URL (back/forward) replaces the draft.
  if (shownTid !== search.tid) {
    setShownTid(search.tid);
    setDraft(search.tid ? String(search.tid) : '');
  }

  function submitTid(event: React.FormEvent) {
    event.preventDefault();
    const text = draft.trim();
    if (!/^\d+$/.test(text) || Number(text) < 1 || !Number.isSafeInteger(Number(text))) {
      setDraftError('Enter a positive whole number.');
      return;
    }
    setDraftError(undefined);
    on.onTid(Number(text));
  }

  return (
    <div className="flex flex-wrap items-end gap-4">
      <form onSubmit={submitTid} className="flex items-end gap-2">
        <Field label="Traffic source (tid)" error={draftError ?? errors.tid}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="off"
              list={listId}
              className="w-36"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
          )}
        </Field>
        <datalist id={listId}>
          {recentTids.map((tid) => (
            <option key={tid} value={tid} />
          ))}
        </datalist>
        <Button type="submit">Show</Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setGroupBy('tid');
            on.onGroupBy('tid');
          }}
        >
          All my traffic sources
        </Button>
      </form>
      <div>
        <DateRangeControls from={search.from} to={search.to} onChange={on.onRange} />
        {errors.from || errors.to ? (
          <p className="mt-1 text-sm font-medium text-red-700 dark:text-red-400" role="alert">
            {[errors.from && `From: ${errors.from}`, errors.to && `To: ${errors.to}`]
              .filter(Boolean)
              .join(' ')}
          </p>
        ) : null}
      </div>
      <Field label="Group by" error={errors.groupBy}>
        {(control) => (
          <Select
            {...control}
            value={groupBy}
            onChange={(event) => {
              setGroupBy(event.target.value as XmlViewGroupBy);
              on.onGroupBy(event.target.value as XmlViewGroupBy);
            }}
          >
            {GROUP_BY_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="pb-2">
        {/* The traffic sources' list has no comparison: the box says so rather than
            staying ticked with nothing compared. The choice is kept for the next view. */}
        <Checkbox
          label="Compare to previous period"
          checked={compare && groupBy !== 'tid'}
          disabled={groupBy === 'tid'}
          aria-describedby={groupBy === 'tid' ? compareNoteId : undefined}
          onChange={(event) => {
            setCompare(event.target.checked);
            on.onCompare(event.target.checked);
          }}
        />
        {groupBy === 'tid' ? (
          <p id={compareNoteId} className="mt-1 text-xs text-slate-700 dark:text-slate-300">
            Compares one traffic source: group by Day, Country or Sub ID.
          </p>
        ) : null}
      </div>
    </div>
  );
}
