import { Checkbox } from '@/components/ui/checkbox';
import { Disclosure } from '@/components/ui/disclosure';
import { CAMPAIGN_COLUMNS, OPTIONAL_COLUMNS } from './campaign-columns';
import type { ColumnVisibility } from './use-column-visibility';

/** "Columns" → one checkbox per optional column; ID and Name always stay. */
export function ColumnChooser({ visibility }: { visibility: ColumnVisibility }) {
  return (
    <Disclosure label="Columns" align="end">
      <fieldset>
        <legend className="text-sm font-medium">Show columns</legend>
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          ID and Name are always shown.
        </p>
        <div className="mt-2 space-y-1.5">
          {OPTIONAL_COLUMNS.map((id) => (
            <Checkbox
              key={id}
              label={CAMPAIGN_COLUMNS[id].label}
              checked={visibility.isVisible(id)}
              onChange={(event) => visibility.setVisible(id, event.target.checked)}
            />
          ))}
        </div>
      </fieldset>
    </Disclosure>
  );
}
