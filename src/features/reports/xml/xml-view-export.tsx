import { useState } from 'react';
import type { XmlStatsRow } from '@contract/reports';
import { Button } from '@/components/ui/button';
import { formatCountOf } from '@/lib/format/number';
import { saveBlob } from '@/lib/save-file';
import type { RowChange } from '../shared/compare/row-comparison';
import type { Column } from './columns';
import { errorMessage } from '@/lib/code-load-error';

export interface XmlViewExportProps {
  /** The rows as the table shows them: filtered and sorted. */
  rows: readonly XmlStatsRow[];
  columns: readonly Column[];
  /** While comparing: the metric and each row's change, for the comparison columns. */
  compare?: { metric: string; changeOf(row: XmlStatsRow): RowChange | undefined };
  filename: string;
  /** The table is filtered to one key: this is the file of what is shown. */
  primary: boolean;
}

/**
 * "Export current view": the table as shown (its row filter, its order, the
 * comparison columns), built in the browser; the server's "Download CSV" has
 * every row of the grouping. The file's code loads on first use.
 */
export function XmlViewExport({ rows, columns, compare, filename, primary }: XmlViewExportProps) {
  const [status, setStatus] = useState<string>();
  async function exportView() {
    try {
      const { xmlViewCsv } = await import('./xml-view-csv');
      saveBlob(await xmlViewCsv(rows, columns, compare), filename);
      setStatus(`Exported ${formatCountOf(rows.length, 'row', 'rows')}.`);
    } catch (error) {
      setStatus(`Nothing was exported. ${errorMessage(error, 'The file could not be built.')}`);
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        variant={primary ? 'primary' : 'secondary'}
        onClick={() => void exportView()}
        disabled={rows.length === 0}
      >
        Export current view
      </Button>
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {status}
      </p>
    </div>
  );
}
