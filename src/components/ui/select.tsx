import type { ComponentProps } from 'react';
import { cn } from './cn';
import { inputClasses } from './input';

/**
 * A native select with the input look: the platform gives keyboard and screen-reader
 * support. Full width like an input (what it always showed: its old `w-auto` lost to
 * `w-full` in the CSS order); a caller narrows it with a className.
 */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(inputClasses, 'pr-8', className)} {...props} />;
}
