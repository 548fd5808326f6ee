import { formatCountOf } from '@/lib/format/number';

/**
 * Rows of the answer dated outside the asked range were left out (decision 069):
 * said, so totals that differ from the server's own are not a mystery.
 */
export function OutsideRangeNote({
  outside,
  from,
  to,
}: {
  outside: number;
  from: string;
  to: string;
}) {
  if (!outside) return null;
  return (
    <p role="status" className="text-sm text-amber-900 dark:text-amber-200">
      The server also sent {formatCountOf(outside, 'row', 'rows')} dated outside {from} to {to};
      they are left out.
    </p>
  );
}
