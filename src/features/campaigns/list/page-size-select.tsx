import { useId } from 'react';
import { Select } from '../../../components/ui/select';
import { PAGE_SIZES } from './list-search';

export type PageSize = (typeof PAGE_SIZES)[number];

export function PageSizeSelect({
  value,
  onChange,
}: {
  value: PageSize;
  onChange: (perPage: PageSize) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap">
        Rows per page
      </label>
      <Select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value) as PageSize)}
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
