import { Suspense } from 'react';
import { BiggestChanges } from '../shared/compare/lazy-biggest-changes';
import { CompareBySelect } from '../shared/compare/compare-by-select';
import { hrefWith } from '../shared/compare/href-with';
import { OnlyKeyNote } from '../shared/compare/only-key-note';
import { columnDefsOf } from './columns';
import { groupKeyLabel, metricFormat } from './search-compare-columns';
import type { useComparedRollup } from './use-compared-rollup';
import { COMPARE_METRICS, type CompareMetric } from './view-search';

const METRIC_OPTIONS = columnDefsOf(COMPARE_METRICS).map((c) => ({ value: c.id, label: c.label }));

/**
 * Above the Search report's table while comparing: "Compare by", and on a
 * grouped view "Biggest changes" with links filtering the table to one key
 * (and the note saying it is filtered, with the way back).
 */
export function SearchCompareRegion({
  rollup,
  comparing,
  loading,
  metric,
  only,
  onCompareBy,
  onOnly,
}: {
  rollup: ReturnType<typeof useComparedRollup>;
  comparing: boolean;
  loading: boolean;
  metric: CompareMetric;
  only: string | undefined;
  onCompareBy(metric: CompareMetric): void;
  onOnly(only: string | undefined): void;
}) {
  const label = METRIC_OPTIONS.find((o) => o.value === metric)?.label ?? metric;
  const group = rollup?.group;
  const keyOf = (index: number) => {
    const row = rollup?.rows[index];
    return row && group ? String(row[group]) : '';
  };
  const keyIndex = new Map(rollup?.rows.map((_, i) => [rollup.compare?.changes[i], i]));
  const keyOfChange = (change: Parameters<typeof keyIndex.get>[0]) =>
    keyOf(keyIndex.get(change) ?? -1);
  return (
    <div className="space-y-3">
      {comparing ? (
        <div className="flex flex-wrap items-end gap-4">
          <CompareBySelect
            value={metric}
            options={METRIC_OPTIONS}
            onChange={(next) => onCompareBy(COMPARE_METRICS.find((m) => m === next) ?? metric)}
          />
          {loading ? (
            <p role="status" className="pb-2 text-sm">
              Loading the previous period…
            </p>
          ) : null}
        </div>
      ) : null}
      {rollup?.compare && group ? (
        <Suspense fallback={null}>
          <BiggestChanges
            changes={rollup.compare.changes.flatMap((c) => (c ? [c] : []))}
            metricLabel={label}
            labelOf={(change) => groupKeyLabel(group, keyOfChange(change))}
            format={metricFormat(metric)}
            hrefOf={(change) => hrefWith({ only: keyOfChange(change) })}
            onPick={(change) => onOnly(keyOfChange(change))}
          />
        </Suspense>
      ) : null}
      {only !== undefined && group ? (
        <OnlyKeyNote label={groupKeyLabel(group, only)} onClear={() => onOnly(undefined)} />
      ) : null}
    </div>
  );
}
