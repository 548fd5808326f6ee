import { Button } from '@/components/ui/button';

/** Above a table filtered to one row's key ("Biggest changes" links there): what is shown, and the way back. */
export function OnlyKeyNote({ label, onClear }: { label: string; onClear(): void }) {
  return (
    <p
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-md border border-blue-300 bg-blue-50 px-3 py-2 text-sm text-blue-950 dark:border-blue-700 dark:bg-blue-950 dark:text-blue-100"
    >
      <span>Showing only {label}.</span>
      <Button variant="secondary" className="min-h-8 px-3 py-1" onClick={onClear}>
        Show all rows
      </Button>
    </p>
  );
}
