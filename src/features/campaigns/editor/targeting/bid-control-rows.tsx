import { ruleLines } from './bid-control-shape';
import { TruncatedText } from './truncated-text';

/**
 * The rules as a numbered read-only list, each rule as "key: value" lines in
 * words. Text wraps between words like prose, so a phone's width shows it
 * readably (a table of JSON cells broke it one character per line at 390 px).
 */
export function BidControlRows({ items }: { items: readonly unknown[] }) {
  return (
    <ol aria-label="Bid control rules" className="list-decimal space-y-2 pl-6 text-sm">
      {items.map((rule, index) => {
        const lines = ruleLines(rule);
        return (
          <li key={index} className="pl-1">
            {lines.every((line) => line.key !== undefined) ? (
              <dl className="space-y-0.5">
                {lines.map((line) => (
                  <div key={line.key}>
                    <dt className="inline font-medium text-slate-900 dark:text-slate-100">
                      {line.key}:
                    </dt>{' '}
                    <dd className="inline text-slate-700 dark:text-slate-300">
                      <TruncatedText text={line.text} />
                    </dd>
                  </div>
                ))}
              </dl>
            ) : (
              <TruncatedText text={lines.map((line) => line.text).join(' ')} />
            )}
          </li>
        );
      })}
    </ol>
  );
}
