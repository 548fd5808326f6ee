import { cn } from '@/components/ui/cn';
import { toJsonText } from './json-text';

/**
 * Pretty JSON of any value. Lines wrap instead of scrolling, so no region
 * needs to be reachable by keyboard just to be read.
 */
export function JsonView({ value, className }: { value: unknown; className?: string }) {
  return (
    <pre
      className={cn(
        'rounded-md border border-slate-200 bg-slate-50 p-3 font-mono text-xs leading-5 break-words whitespace-pre-wrap text-slate-900',
        'dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
        className,
      )}
    >
      <code>{toJsonText(value)}</code>
    </pre>
  );
}
