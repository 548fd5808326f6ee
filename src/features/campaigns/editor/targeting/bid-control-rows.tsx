import { bidControlLayout, cellText } from './bid-control-shape';
import { TruncatedText } from './truncated-text';

const cellClasses = 'border-b border-slate-200 px-2 py-1 align-top dark:border-slate-700';

/** The rules as a table when their objects share keys, otherwise one JSON line each. */
export function BidControlRows({ items }: { items: readonly unknown[] }) {
  const layout = bidControlLayout(items);
  if (layout.kind === 'json') {
    return (
      <ol aria-label="Bid control rules" className="list-decimal space-y-1 pl-6 text-sm">
        {layout.rows.map((row, index) => (
          <li key={index}>
            <TruncatedText text={cellText(row)} />
          </li>
        ))}
      </ol>
    );
  }
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">Bid control rules</caption>
        <thead>
          <tr>
            {layout.columns.map((column) => (
              <th key={column} scope="col" className={`${cellClasses} font-semibold`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {layout.rows.map((row, index) => (
            <tr key={index}>
              {layout.columns.map((column) => (
                <td key={column} className={cellClasses}>
                  {column in row ? (
                    <TruncatedText text={cellText(row[column])} max={40} />
                  ) : (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="sr-only">absent</span>
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
