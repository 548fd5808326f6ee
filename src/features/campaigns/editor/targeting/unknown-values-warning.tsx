import { valueText } from './selector-values';
import type { SelectorWords } from '@/features/campaigns/model/selector-words';

/**
 * Says in words which chosen values are not known, one sentence each. A
 * warning only: the value stays as chosen or as read, and saving still sends
 * it (the backend may know values this dashboard does not). The region is
 * always rendered so a value flagged while typing is announced.
 */
export function UnknownValuesWarning({
  words,
  unknown,
}: {
  words: SelectorWords;
  unknown: readonly unknown[];
}) {
  return (
    <div aria-live="polite" className="space-y-1 empty:hidden">
      {unknown.map((value, index) => (
        <p
          // Index keys: the list may hold the same unknown value twice.
          key={index}
          className="text-sm font-medium text-amber-900 dark:text-amber-200"
        >
          <span aria-hidden="true">⚠ </span>“{valueText(value)}” is not a known {words.singular}{' '}
          value. Check the spelling.
        </p>
      ))}
    </div>
  );
}
