import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';

/**
 * One change of "Edit selected": a fieldset whose legend is the switch (its
 * label is the change's name: "Bid", "Countries"…) and whose inputs show
 * only while it is on.
 */
export function ChangeSection({
  label,
  toggle,
  on,
  children,
}: {
  label: string;
  toggle: UseFormRegisterReturn;
  on: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset className="rounded-md border border-slate-200 px-3 py-2 dark:border-slate-700">
      <legend className="px-1">
        <Checkbox label={<span className="font-medium">{label}</span>} {...toggle} />
      </legend>
      {on ? <div className="mt-1 flex flex-wrap items-start gap-3 pb-1">{children}</div> : null}
    </fieldset>
  );
}
