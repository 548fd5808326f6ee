import { SelectField } from './ui/select-field';
import { useDensity, type Density } from '../lib/use-density';

const OPTIONS: { value: Density; label: string }[] = [
  { value: 'compact', label: 'Compact' },
  { value: 'comfortable', label: 'Comfortable' },
];

/**
 * "Density": Compact or Comfortable rows for every table. A native select like
 * "Rows per page" beside it: the platform's keyboard and screen-reader support,
 * and next to nothing added to the campaign list's first view.
 */
export function DensityChoice({ className }: { className?: string }) {
  const [density, setDensity] = useDensity();
  return (
    <SelectField
      label="Density"
      layout="inline"
      className={className}
      value={density}
      options={OPTIONS}
      onChange={setDensity}
    />
  );
}
