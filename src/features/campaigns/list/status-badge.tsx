import type { CampaignStatus } from '@contract/campaigns';
import { cn } from '@/components/ui/cn';

// Five distinct hues; dark text on a light tint and light text on a dark tint
// both stay above 7:1. The name is always written, so colour is never the only cue.
const TONES: Record<CampaignStatus, string> = {
  0: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200',
  1: 'border-green-300 bg-green-50 text-green-900 dark:border-green-700 dark:bg-green-950 dark:text-green-200',
  2: 'border-red-300 bg-red-50 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-200',
  3: 'border-slate-300 bg-slate-100 text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200',
  4: 'border-violet-300 bg-violet-50 text-violet-900 dark:border-violet-700 dark:bg-violet-950 dark:text-violet-200',
};

/** The status name the server sent, on the colour of its code. */
export function StatusBadge({ status, name }: { status: number; name: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        TONES[status as CampaignStatus] ?? TONES[3],
      )}
    >
      {name}
    </span>
  );
}
