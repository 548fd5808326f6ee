import { SelectField } from '@/components/ui/select-field';
import { columnDefsOf } from './columns';
import { GROUP_BY, type GroupBy } from './view-search';

const NONE = '';
// The options are named as the table's columns are ("Country", "Sub ID").
const OPTIONS: { value: GroupBy | typeof NONE; label: string }[] = [
  { value: NONE, label: 'None' },
  ...GROUP_BY.map((id) => ({ value: id, label: columnDefsOf([id])[0]?.label ?? id })),
];

/** "Group by": the rows as loaded (none), or rolled up by date, feed, country or sub ID. */
export function GroupByChoice({
  value,
  onChange,
}: {
  value: GroupBy | undefined;
  onChange(next: GroupBy | undefined): void;
}) {
  return (
    <SelectField<GroupBy | typeof NONE>
      label="Group by"
      selectClassName="w-40"
      value={value ?? NONE}
      options={OPTIONS}
      onChange={(next) => onChange(next === NONE ? undefined : next)}
    />
  );
}
