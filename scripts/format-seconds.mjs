/**
 * A duration as the test and CI summaries print it: "42.3 s", "6 min 05 s".
 * Rounded to whole seconds before it is split, so 419.6 s is "7 min 00 s", not "6 min 60 s".
 */
export function formatSeconds(seconds) {
  if (seconds < 59.95) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}
