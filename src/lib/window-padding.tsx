/**
 * The row standing for the rows a windowed table does not draw (use-row-window.ts):
 * it keeps the scroll height, hidden from screen readers (aria-rowindex tells them
 * where the drawn rows are). Nothing when no rows are left out on its side.
 */
export function WindowPadding({ height, span }: { height: number; span: number }) {
  return height > 0 ? (
    <tr aria-hidden="true" style={{ height }}>
      <td colSpan={span} />
    </tr>
  ) : null;
}
