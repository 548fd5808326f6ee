import { useId } from 'react';
import { cn } from './ui/cn';
import { useDensity, type Density } from '../lib/use-density';

const OPTIONS: { value: Density; label: string }[] = [
  { value: 'compact', label: 'Compact' },
  { value: 'comfortable', label: 'Comfortable' },
];

/**
 * "Density": Compact or Comfortable rows for every table, as two radio buttons
 * drawn as a segmented control. The radios stay real inputs (arrow keys move
 * between them); they are only visually hidden inside their `relative` label,
 * so nothing escapes to widen the page.
 */
export function DensityChoice({ className }: { className?: string }) {
  const [density, setDensity] = useDensity();
  const name = useId();
  return (
    <fieldset className={cn('flex items-center gap-2 text-sm', className)}>
      <legend className="float-left mr-2 font-medium text-slate-800 dark:text-slate-200">
        Density
      </legend>
      <div className="inline-flex overflow-hidden rounded-md border border-slate-300 dark:border-slate-600">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className={cn(
              'relative cursor-pointer px-3 py-1 not-first:border-l not-first:border-slate-300 dark:not-first:border-slate-600',
              'has-focus-visible:outline-2 has-focus-visible:-outline-offset-2 has-focus-visible:outline-blue-600',
              density === option.value
                ? 'bg-blue-700 text-white dark:bg-blue-300 dark:text-slate-950'
                : 'bg-white text-slate-800 hover:bg-slate-100 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={density === option.value}
              onChange={() => setDensity(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
