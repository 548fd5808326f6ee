// How each browser words a rejected `import()` (the chunk could not be fetched or
// run): Chromium, Firefox, Safari; and Vite's own when a chunk's CSS fails.
const CODE_LOAD =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/**
 * True when a part of the app's own code could not be loaded: offline for a
 * moment, or a newer deployment replaced the files this page was built with.
 * Nothing was sent, so trying again is safe.
 */
export function isCodeLoadError(error: unknown): boolean {
  return error instanceof Error && CODE_LOAD.test(error.message);
}

export const CODE_LOAD_MESSAGE =
  'Part of the dashboard could not be loaded. Check the connection, then try again.';

/** What to tell the user about `error`: the browser's words for a chunk are no help. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isCodeLoadError(error)) return CODE_LOAD_MESSAGE;
  return error instanceof Error && error.message ? error.message : fallback;
}
