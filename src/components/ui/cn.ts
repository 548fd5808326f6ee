import { clsx, type ClassValue } from 'clsx';
import { mergeClasses } from './tailwind-merge-config';

/**
 * Joins class names (clsx: strings, conditionals, arrays, objects) and resolves
 * Tailwind conflicts so the last class of a group wins (tailwind-merge), the
 * shadcn/ui `cn`. A className passed to a primitive therefore overrides the
 * primitive's own padding, width or colour; with a plain join both classes stay
 * and the one generated later in the CSS wins, whatever the caller asked for.
 * tailwind-merge runs on the class groups this dashboard uses, not its whole
 * default configuration (decision 055): the same merges, a sixth of the bytes.
 */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
