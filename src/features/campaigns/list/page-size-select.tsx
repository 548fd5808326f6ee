import { useId } from 'react';
import { Select } from '@/components/ui/select';
import { usePendingValue } from '@/lib/use-pending-value';
import { PAGE_SIZES } from './list-search';

export type PageSize = (typeof PAGE_SIZES)[number];

export function PageSizeSelect({
  value: committed,
  onChange,
}: {
  value: PageSize;
  onChange: (perPage: PageSize) => void;
}) {
  const id = useId();
  // The size shows at once, not when the router has committed the URL.
  const [value, setValue] = usePendingValue(committed, Object.is);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap">
        Rows per page
      </label>
      <Select
        id={id}
        value={value}
        onChange={(event) => {
          const size = Number(event.target.value) as PageSize;
          setValue(size);
          onChange(size);
        }}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </Select>
    </div>
  );
}
