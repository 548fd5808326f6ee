import { SelectField } from '@/components/ui/select-field';

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
    <SelectField
      label="Compare by"
      selectClassName="w-44"
      value={value}
      options={options}
      onChange={onChange}
    />
  );
}
