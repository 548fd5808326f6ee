/**
 * Platform URL macros in braces: {clickid}, ${SUBID}, {{campaign_id}}. The
 * platform substitutes them at click time, so they may stand where a URL
 * parser would reject them (even in the host).
 */
// A match starts only at the first brace of a run (the lookbehind): otherwise a long
// run of "{" without a closing brace is tried from each of its braces, each try
// scanning the rest of the run, and the work grows with the square of its length
// (40,000 braces held the reference API's one thread for 6 s, and the editor too).
const MACRO_PATTERN = /\$?(?<!\{)\{+[^{}\s]*\}+/g;
const MACRO_PLACEHOLDER = 'macro';

/** The URL with every braced macro replaced by a plain placeholder, ready to parse. */
export function withoutMacros(url: string): string {
  return url.replace(MACRO_PATTERN, MACRO_PLACEHOLDER);
}

/**
 * An absolute http(s) URL with a host. The scheme must be spelled out with
 * "://" because the WHATWG parser would otherwise read "http:example.com" as
 * a URL the backend does not accept. Whitespace anywhere is refused rather
 * than trimmed: the value is sent back as typed.
 */
export function isHttpUrl(value: unknown, options: { allowMacros?: boolean } = {}): boolean {
  if (typeof value !== 'string' || /\s/.test(value)) return false;
  const candidate = options.allowMacros ? withoutMacros(value) : value;
  if (!/^https?:\/\/[^/?#]/i.test(candidate)) return false;
  try {
    const url = new URL(candidate);
    // The parser lets "{x}" through as a host name; a real host is ASCII
    // (IDNs arrive here as punycode) or a bracketed IPv6 literal.
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      /^([a-z0-9_-]+\.)*[a-z0-9_-]+\.?$|^\[[0-9a-f:.]+\]$/i.test(url.hostname)
    );
  } catch {
    return false;
  }
}
