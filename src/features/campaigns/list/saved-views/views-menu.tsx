import { Suspense, useState } from 'react';
import { lazyPart } from '@/components/lazy-part';
import { Disclosure } from '@/components/ui/disclosure';
import type { ViewsMenuProps } from './views-menu-panel';

// The list loads on the first open, as the "Columns" panel does: the list page
// requests only this button with its first rows.
const { Component: ViewsMenuPanel } = lazyPart(
  () => import('./views-menu-panel'),
  'The saved views',
);

/** "Views": the member's saved views — open one, make one the default, delete one. */
export function ViewsMenu(props: ViewsMenuProps) {
  const [opened, setOpened] = useState(false);
  return (
    <Disclosure label="Views" align="end" onOpen={() => setOpened(true)}>
      {(close) =>
        opened ? (
          <Suspense fallback={<p role="status">Loading the views…</p>}>
            <ViewsMenuPanel {...props} close={close} />
          </Suspense>
        ) : null
      }
    </Disclosure>
  );
}
