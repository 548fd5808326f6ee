import { Suspense, useState } from 'react';
import { Disclosure } from '@/components/ui/disclosure';
import type { ColumnLayout } from './use-column-prefs';
import { lazyPart } from '@/components/lazy-part';

// The panel (a row of controls per column) loads on first open, as the country
// picker does: the /campaigns first view carries only this button.
const { Component: ColumnChooserPanel } = lazyPart(
  () => import('./column-chooser-panel'),
  'The column settings',
);

/**
 * "Columns": per column, whether it shows, whether it is pinned to the left
 * (stays in view while the table scrolls sideways), its place and its width —
 * the keyboard's way to do what dragging a header edge does. Remembered on this
 * browser (column-prefs.ts).
 */
export function ColumnChooser({ model }: { model: ColumnLayout }) {
  const [opened, setOpened] = useState(false);
  return (
    <Disclosure label="Columns" align="end" onOpen={() => setOpened(true)}>
      {opened ? (
        <Suspense fallback={<p role="status">Loading the columns…</p>}>
          <ColumnChooserPanel model={model} />
        </Suspense>
      ) : null}
    </Disclosure>
  );
}
