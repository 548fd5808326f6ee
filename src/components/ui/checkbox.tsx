import type { ComponentProps, ReactNode } from 'react';

/** A checkbox inside its label, so the whole text is the click target. */
export function Checkbox({
  label,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode }) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-900 dark:text-slate-100">
      <input
        type="checkbox"
        className="size-4 rounded border-slate-400 accent-blue-700 dark:accent-blue-400"
        {...props}
      />
      {label}
    </label>
  );
}
