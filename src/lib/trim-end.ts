/**
 * `text` without the characters at its end that `drop` accepts. A loop rather
 * than `replace(/x+$/, '')`: a pattern anchored at the end is tried from every
 * character of a run that is not at the end, so its work grows with the square
 * of the run (decision 064).
 */
export function trimEnd(text: string, drop: (char: string) => boolean): string {
  let end = text.length;
  while (end > 0 && drop(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end);
}

/** A URL or origin without the slashes it ends with. */
export const withoutTrailingSlashes = (text: string): string => trimEnd(text, (c) => c === '/');
