export const TRUNCATE_AT = 80;

/**
 * Long text cut to one line with a native disclosure ("Show all"): keyboard
 * and screen-reader support come with <details>, and nothing is hidden for good.
 */
export function TruncatedText({ text, max = TRUNCATE_AT }: { text: string; max?: number }) {
  if (text.length <= max) return <code className="break-all">{text}</code>;
  return (
    <details>
      <summary className="cursor-pointer">
        <code className="break-all">{text.slice(0, max)}…</code>{' '}
        <span className="text-blue-700 underline dark:text-blue-300">Show all</span>
      </summary>
      <code className="mt-1 block break-all whitespace-pre-wrap">{text}</code>
    </details>
  );
}
