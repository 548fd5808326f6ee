import { Suspense, useState } from 'react';
import { Disclosure } from '@/components/ui/disclosure';
import type { CountryFilterPanelProps } from './country-filter-panel';
import { lazyPart } from '@/components/lazy-part';

// The picker (the country list, search and chips) loads on first open: the
// /campaigns first view carries only this button.
const { Component: CountryFilterPanel } = lazyPart(
  () => import('./country-filter-panel'),
  'The country picker',
);

function summary(codes: readonly string[]): string {
  if (codes.length === 0) return 'All countries';
  if (codes.length > 3) return `${codes.length} selected`;
  return codes.join(', ');
}

/**
 * "Country": a disclosure like "Type", holding the country picker and
 * "Include campaigns that target all countries". No country means every one.
 */
export function CountryFilterButton(props: CountryFilterPanelProps) {
  const [opened, setOpened] = useState(false);
  return (
    <Disclosure
      onOpen={() => setOpened(true)}
      label={
        <span>
          Country:{' '}
          <span className="font-normal text-slate-700 dark:text-slate-300">
            {summary(props.codes)}
          </span>
        </span>
      }
    >
      {opened ? (
        <Suspense fallback={<p role="status">Loading the countries…</p>}>
          <CountryFilterPanel {...props} />
        </Suspense>
      ) : null}
    </Disclosure>
  );
}
