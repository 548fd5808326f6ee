import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

export interface Outcome {
  /** Changes with every result, so the same words are announced again. */
  key: number;
  tone: 'success' | 'warning';
  summary: string;
  problems: string[];
}

const tones = {
  success:
    'border-green-300 bg-green-50 text-green-950 dark:border-green-800 dark:bg-green-950 dark:text-green-100',
  warning:
    'border-amber-400 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100',
};

/**
 * The result of the last change. The live region is always on the page (empty
 * when there is nothing to say) so screen readers announce what is put in it.
 */
export function StatusChangeOutcome({
  outcome,
  onDismiss,
  ref,
}: {
  outcome: Outcome | undefined;
  onDismiss: () => void;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={ref}
      role="status"
      aria-live="polite"
      tabIndex={-1}
      className="outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
    >
      {outcome ? (
        <div
          key={outcome.key}
          className={cn(
            'mb-3 flex items-start justify-between gap-4 rounded-md border px-4 py-3 text-sm',
            tones[outcome.tone],
          )}
        >
          <div>
            <p className="font-semibold">{outcome.summary}</p>
            {outcome.problems.length > 0 ? (
              <ul className="mt-1 list-disc pl-5">
                {outcome.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            ) : null}
          </div>
          <Button variant="ghost" className="min-h-8 px-2 py-1" onClick={onDismiss}>
            Dismiss
          </Button>
        </div>
      ) : null}
    </div>
  );
}
