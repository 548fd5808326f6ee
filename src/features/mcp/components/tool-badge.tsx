import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { isReadOnly } from '../write-rules';

/** "read-only" only when the tool says so; anything else may change data. */
export function ToolBadge({ tool }: { tool: Pick<Tool, 'annotations'> }) {
  const readOnly = isReadOnly(tool);
  return (
    <span
      className={
        readOnly
          ? 'rounded-full border border-slate-400 px-2 text-xs text-slate-800 dark:border-slate-500 dark:text-slate-200'
          : 'rounded-full border border-amber-600 bg-amber-50 px-2 text-xs text-amber-900 dark:border-amber-500 dark:bg-amber-950 dark:text-amber-100'
      }
    >
      {readOnly ? 'read-only' : 'changes data'}
    </span>
  );
}
