import type { ComponentProps } from 'react';
import { cn } from './cn';

export const inputClasses =
  'block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 ' +
  'placeholder:text-slate-500 aria-[invalid=true]:border-red-600 ' +
  'dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:aria-[invalid=true]:border-red-400';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClasses, className)} {...props} />;
}
