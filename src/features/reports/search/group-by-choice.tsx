import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { columnDefsOf } from './columns';
import { GROUP_BY, type GroupBy } from './view-search';

// The options are named as the table's columns are ("Country", "Sub ID").
const OPTIONS = columnDefsOf(GROUP_BY);
const NONE = '';

/** "Group by": the rows as loaded (none), or rolled up by date, feed, country or sub ID. */
export function GroupByChoice({
  value,
  onChange,
}: {
  value: GroupBy | undefined;
  onChange(next: GroupBy | undefined): void;
}) {
  return (
    <Field label="Group by">
      {(control) => (
        <Select
          {...control}
          className="w-40"
          value={value ?? NONE}
          onChange={(event) => onChange(GROUP_BY.find((group) => group === event.target.value))}
        >
          <option value={NONE}>None</option>
          {OPTIONS.map((column) => (
            <option key={column.id} value={column.id}>
              {column.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
