/**
 * The time a slow test may take before it counts as hung: a ceiling, never a speed
 * assertion (speed lives in `npm run bench`). TEST_TIMEOUT_SCALE multiplies it where
 * tests run starved on purpose: the next-runtime guard (.ci/run, decision 043) runs the
 * server suite at nice 19 beside npm test, where a fuzz run that takes 11 s alone once
 * passed its 120 s ceiling with nothing wrong.
 */
export function ceiling(ms: number): number {
  const scale = Number(process.env.TEST_TIMEOUT_SCALE);
  return Number.isFinite(scale) && scale >= 1 ? ms * scale : ms;
}
