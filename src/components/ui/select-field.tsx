import { useId, type ReactNode } from 'react';
import { cn } from './cn';
import { Select } from './select';

export interface SelectOption<V extends string | number> {
  value: V;
  label: ReactNode;
}

export interface SelectFieldProps<V extends string | number> {
  label: ReactNode;
  value: V;
  options: readonly SelectOption<V>[];
  /** Called with the chosen option's own value (a number stays a number). */
  onChange(value: V): void;
  /** `inline`: the label beside the select (toolbars); `stacked`: above it (forms). */
  layout?: 'inline' | 'stacked';
  /** Ids of text read with the select (a shared note such as the report's time zone). */
  describedBy?: string;
  className?: string;
  selectClassName?: string;
}

/**
 * A labelled native select over typed options: what the toolbars and filters wrote
 * out each time (label, id, options, the value parsed back from its string). The
 * platform's select gives keyboard and screen-reader support; the value handed to
 * `onChange` is the option's, never a cast of the DOM string.
 */
export function SelectField<V extends string | number>({
  label,
  value,
  options,
  onChange,
  layout = 'stacked',
  describedBy,
  className,
  selectClassName,
}: SelectFieldProps<V>) {
  const id = useId();
  const inline = layout === 'inline';
  return (
    <div className={cn(inline ? 'flex items-center gap-2' : 'space-y-1.5', className)}>
      <label
        htmlFor={id}
        className={cn('text-sm font-medium', inline ? 'whitespace-nowrap' : 'block')}
      >
        {label}
      </label>
      <Select
        id={id}
        className={cn(inline && 'w-auto', selectClassName)}
        value={String(value)}
        aria-describedby={describedBy}
        onChange={(event) => {
          const chosen = options.find((option) => String(option.value) === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
