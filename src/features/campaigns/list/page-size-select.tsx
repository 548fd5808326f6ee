import { SelectField } from '@/components/ui/select-field';
import { usePendingValue } from '@/lib/use-pending-value';
import { PAGE_SIZES } from './list-search';

export type PageSize = (typeof PAGE_SIZES)[number];

const OPTIONS = PAGE_SIZES.map((size) => ({ value: size, label: size }));

export function PageSizeSelect({
  value: committed,
  onChange,
}: {
  value: PageSize;
  onChange: (perPage: PageSize) => void;
}) {
  // The size shows at once, not when the router has committed the URL.
  const [value, setValue] = usePendingValue(committed, Object.is);
  return (
    <SelectField
      label="Rows per page"
      layout="inline"
      value={value}
      options={OPTIONS}
      onChange={(size) => {
        setValue(size);
        onChange(size);
      }}
    />
  );
}
