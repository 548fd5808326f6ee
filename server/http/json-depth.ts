/**
 * Deepest nesting a request body may have. A campaign nests three levels
 * (schedule 7×24, bidControl entries); 64 leaves room for any field a backend
 * adds, while a body nested thousands deep, which overflows the stack when it
 * is serialised again, is refused at the edge (decision 033).
 */
export const MAX_JSON_DEPTH = 64;

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * True when the JSON text opens arrays/objects deeper than `limit`, judged on
 * the text before it is parsed (decision 071): JSON.parse of a body a million
 * levels deep held the event loop for most of a second, and walking a parsed
 * body value by value cost as much again for a million small values. One pass
 * over the characters, brackets inside strings skipped; a text that is not
 * JSON is left for JSON.parse to refuse.
 */
export function textNestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      if (++depth > limit) return true;
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) depth--;
  }
  return false;
}
