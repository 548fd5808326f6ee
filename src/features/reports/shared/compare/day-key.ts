import { addDays, daysBetween } from '../date-range';

// The comparisons' day keys, apart from date-range.ts: that file travels in the entry
// chunk (the URL checks use it), these only with the report pages.

/**
 * A day's key within the period that starts at `start`: its offset ("3"), so
 * the same day of two periods matches. A value that is no calendar date
 * ("10/29/2026") is its own key, its text marked with "?", never a day of 1970.
 */
export function dayKey(start: string, day: unknown): string {
  const offset = daysBetween(start, String(day));
  return Number.isNaN(offset) ? `?${String(day)}` : String(offset);
}

/** The day a dayKey stands for in the period that starts at `start`. */
export function dayOfKey(start: string, key: string): string {
  return key.startsWith('?') ? key.slice(1) : addDays(start, Number(key));
}
