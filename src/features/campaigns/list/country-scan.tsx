import { useEffect, useMemo } from 'react';
import type { CampaignListParams } from '../api/list-params';
import { CountryScanStatus } from './country-scan-status';
import { useCountryScan, type CountryScanResult } from './use-country-scan';

/**
 * The Country filter at work (loaded only once a country is chosen, so the
 * /campaigns first view does not carry it): reads and filters the view, shows
 * its progress or "Filtered in the browser over N campaigns", and hands the
 * page of rows to the list page through `onResult`.
 */
export default function CountryScan({
  view,
  codes,
  includeAll,
  page,
  onResult,
  onRemoveFilter,
}: {
  view: Omit<CampaignListParams, 'page' | 'perPage'>;
  /** The countries, upper-case (the URL's geo). */
  codes: readonly string[];
  includeAll: boolean;
  page: { page: number; perPage: number };
  onResult: (result: CountryScanResult) => void;
  onRemoveFilter: () => void;
}) {
  const codesKey = codes.join(',');
  const filter = useMemo(
    () => ({ codes: codesKey.split(','), includeAll }),
    [codesKey, includeAll],
  );
  const scan = useCountryScan(view, filter, page);
  const { list, matching, cancelled } = scan;
  const { data, error, isFetching, refetch } = list;
  useEffect(() => {
    onResult({
      list: { data, error, isFetching, isPlaceholderData: false, refetch },
      matching,
      cancelled,
    });
    // refetch is a new function each render; what the page shows changes only with the rest.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, error, isFetching, matching, cancelled, onResult]);
  return <CountryScanStatus scan={scan} onRemoveFilter={onRemoveFilter} />;
}
