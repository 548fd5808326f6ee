import { cn } from './cn';

export interface EntryNotice {
  tone: 'error' | 'info';
  text: string;
}

/**
 * The message under an entry field. The live region is always rendered so a
 * new message is announced; the field points at it only while it has text.
 */
export function EntryMessage({ id, notice }: { id: string; notice: EntryNotice | null }) {
  return (
    <p
      id={id}
      aria-live="polite"
      className={cn(
        'text-sm empty:hidden',
        notice?.tone === 'error'
          ? 'font-medium text-red-700 dark:text-red-400'
          : 'text-slate-600 dark:text-slate-400',
      )}
    >
      {notice?.text}
    </p>
  );
}

/** aria-describedby from optional ids; undefined when none apply. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}
