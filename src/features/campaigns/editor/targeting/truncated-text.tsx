export const TRUNCATE_AT = 80;

// Wraps between words like prose; only a word wider than the line is broken.
const WRAP = 'wrap-anywhere';

/**
 * Long text cut to one line with a native disclosure ("Show all"): keyboard
 * and screen-reader support come with <details>, and nothing is hidden for good.
 */
export function TruncatedText({ text, max = TRUNCATE_AT }: { text: string; max?: number }) {
  if (text.length <= max) return <span className={WRAP}>{text}</span>;
  return (
    <details>
      <summary className="cursor-pointer">
        <span className={WRAP}>{text.slice(0, max)}…</span>{' '}
        <span className="text-blue-700 underline dark:text-blue-300">Show all</span>
      </summary>
      <span className={`mt-1 block whitespace-pre-wrap ${WRAP}`}>{text}</span>
    </details>
  );
}
