import type { ReactNode } from 'react';

/** A result in a box of its own height: a long answer scrolls there, not the page. */
export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      // The content scrolls by keyboard once the box has focus.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={label}
      className="max-h-[32rem] space-y-4 overflow-auto rounded-md border border-slate-200 p-3 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 dark:border-slate-700"
    >
      {children}
    </div>
  );
}
