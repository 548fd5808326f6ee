import type { ComponentProps } from 'react';
import { cn } from './cn';
import { inputClasses } from './input';

/** A native select with the input look: the platform gives keyboard and screen-reader support. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(inputClasses, 'w-auto pr-8', className)} {...props} />;
}
