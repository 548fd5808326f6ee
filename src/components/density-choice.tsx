import { useId } from 'react';
import { cn } from './ui/cn';
import { Select } from './ui/select';
import { useDensity, type Density } from '../lib/use-density';

/**
 * "Density": Compact or Comfortable rows for every table. A native select like
 * "Rows per page" beside it: the platform's keyboard and screen-reader support,
 * and next to nothing added to the campaign list's first view. Written out rather than
 * SelectField: this file travels in the `ui` chunk every page loads, SelectField does not.
 */
export function DensityChoice({ className }: { className?: string }) {
  const [density, setDensity] = useDensity();
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        Density
      </label>
      <Select
        id={id}
        className="w-auto"
        value={density}
        onChange={(event) => setDensity(event.target.value as Density)}
      >
        <option value="compact">Compact</option>
        <option value="comfortable">Comfortable</option>
      </Select>
    </div>
  );
}
