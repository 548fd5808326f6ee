import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names (clsx: strings, conditionals, arrays, objects) and resolves
 * Tailwind conflicts so the last class of a group wins (tailwind-merge), the
 * shadcn/ui `cn`. A className passed to a primitive therefore overrides the
 * primitive's own padding, width or colour; with a plain join both classes stay
 * and the one generated later in the CSS wins, whatever the caller asked for.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
