import type { PrepareStatusChangeData } from '../../../../contract/mcp';

/** The exact diff the prepare step returned: one row per campaign that would change. */
export function ChangeDiffTable({
  data,
  caption = 'The exact change',
}: {
  data: PrepareStatusChangeData;
  caption?: string;
}) {
  return (
    <div className="space-y-2">
      <div className="overflow-x-auto rounded-md border border-slate-300 dark:border-slate-700">
        <table className="w-full text-left text-sm">
          <caption className="px-3 py-2 text-left font-medium">{caption}</caption>
          <thead className="bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-300">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Campaign
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Name
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Field
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                From → To
              </th>
            </tr>
          </thead>
          <tbody>
            {data.diff.map((row) => (
              <tr key={row.cid} className="border-t border-slate-200 dark:border-slate-700">
                <td className="px-3 py-2 tabular-nums">{row.cid}</td>
                <td className="px-3 py-2 break-words">{row.name}</td>
                <td className="px-3 py-2">{row.field}</td>
                <td className="px-3 py-2">
                  {row.from.name} → {row.to.name}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data.unchanged.length > 0 ? (
        <p className="text-sm">
          Unchanged (already in the target status): {data.unchanged.join(', ')}
        </p>
      ) : null}
    </div>
  );
}
