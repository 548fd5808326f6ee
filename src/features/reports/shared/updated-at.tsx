import { Button } from '@/components/ui/button';
import { formatTime } from '@/lib/format/date';

export interface UpdatedAtProps {
  updatedAt: number;
  onRefresh(): void;
  refreshing: boolean;
}

/** "Updated 14:05:12" (in the reader's locale) with a Refresh button. */
export function UpdatedAt({ updatedAt, onRefresh, refreshing }: UpdatedAtProps) {
  return (
    <div className="flex items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
      {updatedAt > 0 ? (
        <span>
          Updated <time dateTime={new Date(updatedAt).toISOString()}>{formatTime(updatedAt)}</time>
        </span>
      ) : null}
      <Button variant="secondary" onClick={onRefresh} disabled={refreshing} aria-busy={refreshing}>
        {refreshing ? 'Refreshing…' : 'Refresh'}
      </Button>
    </div>
  );
}
