import type { PrepareStatusChangeData } from '@contract/mcp';
import { ChangeTable } from '@/components/ui/change-table';

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
      <ChangeTable
        caption={caption}
        showCaption
        columns={['Campaign', 'Name', 'Field', 'From → To']}
        rows={data.diff.map((row) => ({
          key: row.cid,
          cells: [row.cid, row.name, row.field, `${row.from.name} → ${row.to.name}`],
        }))}
      />
      {data.unchanged.length > 0 ? (
        <p className="text-sm">
          Unchanged (already in the target status): {data.unchanged.join(', ')}
        </p>
      ) : null}
    </div>
  );
}
