import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';

export interface MetricOption {
  value: string;
  label: string;
}

/** "Compare by": the metric the "Previous" and "Change" columns and "Biggest changes" show. */
export function CompareBySelect({
  value,
  options,
  onChange,
}: {
  value: string;
  options: readonly MetricOption[];
  onChange(next: string): void;
}) {
  return (
    <Field label="Compare by">
      {(control) => (
        <Select
          {...control}
          className="w-44"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
