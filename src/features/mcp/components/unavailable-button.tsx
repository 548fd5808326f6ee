import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';

/**
 * A button that stays focusable while its action is unavailable (a request in
 * flight, a wait): aria-disabled rather than disabled, so a focused button
 * keeps focus, and a press meanwhile does nothing.
 */
export function UnavailableButton({
  unavailable,
  onClick,
  ...props
}: ComponentProps<typeof Button> & { unavailable: boolean }) {
  return (
    <Button
      {...props}
      aria-disabled={unavailable || undefined}
      onClick={(event) => {
        if (!unavailable) onClick?.(event);
      }}
    />
  );
}
