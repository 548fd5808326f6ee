import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '@/components/ui/button';

/**
 * A button that stays focusable while its work runs (aria-disabled, not
 * disabled), so focus and the screen reader's place are not lost.
 */
export function BusyButton({
  busy,
  blocked,
  busyLabel,
  variant = 'primary',
  onClick,
  children,
}: {
  busy?: boolean;
  blocked?: boolean;
  busyLabel?: string;
  variant?: ButtonVariant;
  onClick: () => void;
  children: ReactNode;
}) {
  const inert = busy || blocked;
  return (
    <Button
      variant={variant}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-70"
      aria-disabled={inert || undefined}
      onClick={() => {
        if (!inert) onClick();
      }}
    >
      {busy ? (
        <>
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
          />
          {busyLabel ?? children}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
