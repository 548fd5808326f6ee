/**
 * The days a date axis may label, for a chart with one point per day.
 *
 * recharts decides which labels fit by measuring every candidate in the DOM (a
 * hidden span and getBoundingClientRect, a forced layout each), so a 365-day
 * line measured 365 labels in one task: about 180 ms of the 300 ms the XML
 * chart blocked the page for after a new range. It still drops labels that do
 * not fit; it only gets fewer to try: at most `max`, the last day always among
 * them (as its default `preserveEnd` keeps it), then every k-th day back from it.
 * Undefined when every day can be a candidate (recharts' own choice).
 */
export function dayTicks(days: readonly string[], max = 31): string[] | undefined {
  if (days.length <= max) return undefined;
  const step = Math.ceil(days.length / max);
  const ticks: string[] = [];
  for (let i = days.length - 1; i >= 0; i -= step) ticks.push(days[i]!);
  return ticks.reverse();
}
