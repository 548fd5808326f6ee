import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Selector } from '@contract/campaigns';
import { campaignEditKeys } from '@/features/campaigns/api/campaign-edit-queries';
import { hasKnownValues, knownValues, seenValues } from './known-values';

/**
 * The selector's known values: the common list plus what the member's other
 * campaigns use, taken from the campaign reads already in the query cache.
 * No request is made for it: the list endpoint carries no OS, browser or
 * device values, and reading every campaign to find some would be a crawl
 * (docs/decisions/040). Read once per editor mount; reads made later count
 * from the next open on.
 */
export function useKnownValues(
  array: Selector['array'] | undefined,
  cid: unknown,
): readonly string[] | undefined {
  const queryClient = useQueryClient();
  return useMemo(() => {
    if (!array || !hasKnownValues(array)) return undefined;
    const reads = queryClient.getQueriesData({ queryKey: campaignEditKeys.all });
    return knownValues(array, seenValues(reads, array, cid));
  }, [queryClient, array, cid]);
}
