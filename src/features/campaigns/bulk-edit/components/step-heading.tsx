import { useEffect, useRef } from 'react';

/**
 * The heading of the dialog's current step. It takes focus when the step
 * changes, so keyboard and screen-reader users land on what appeared instead
 * of on a button that vanished.
 */
export function StepHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [children]);
  return (
    <h3 ref={ref} tabIndex={-1} className="mb-2 text-base font-semibold outline-none">
      {children}
    </h3>
  );
}
