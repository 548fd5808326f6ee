import { Button } from '../../../components/ui/button';

export interface UpdatedAtProps {
  updatedAt: number;
  onRefresh(): void;
  refreshing: boolean;
}

const timeFormat = new Intl.DateTimeFormat(undefined, {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** "Updated 14:05:12" with a Refresh button. */
export function UpdatedAt({ updatedAt, onRefresh, refreshing }: UpdatedAtProps) {
  return (
    <div className="flex items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
      {updatedAt > 0 ? (
        <span>
          Updated{' '}
          <time dateTime={new Date(updatedAt).toISOString()}>{timeFormat.format(updatedAt)}</time>
        </span>
      ) : null}
      <Button variant="secondary" onClick={onRefresh} disabled={refreshing} aria-busy={refreshing}>
        {refreshing ? 'Refreshing…' : 'Refresh'}
      </Button>
    </div>
  );
}
