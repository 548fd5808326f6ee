import type { CampaignEditData } from '@contract/campaigns';
import { Button } from '@/components/ui/button';
import { OUTCOME_WORDS } from '@/features/campaigns/write/change-log/outcome-words';
import { diffCampaigns } from '@/features/campaigns/model/form-model';
import type { ApplyItem, ApplyResult } from '@/features/campaigns/write/apply-run';
import type { PreviewItem, PreviewResult } from '@/features/campaigns/write/preview-run';
import { retryCids } from '../run/use-bulk-edit-run';
import { ChangeList } from './change-list';
import { PagedRows, type FilterOption } from './paged-rows';

type Row = { kind: 'applied'; item: ApplyItem } | { kind: 'left-out'; item: PreviewItem };

const cidOf = (row: Row) => row.item.cid;

/** The result line names the outcomes in this order, however the run finished. */
const SUMMARY_ORDER: readonly ApplyItem['outcome'][] = [
  'verified',
  'differs',
  'unverified',
  'unclear',
  'failed',
  'changed-since',
  'not-sent',
];
const saved = (row: Row) => row.kind === 'applied' && 'sent' in row.item;
const notSaved = (row: Row) =>
  (row.kind === 'applied' && !('sent' in row.item)) ||
  (row.kind === 'left-out' && row.item.state !== 'planned');

const FILTERS: readonly FilterOption<Row>[] = [
  { value: 'all', label: 'All', test: () => true },
  { value: 'saved', label: 'Saved', test: saved },
  { value: 'not-saved', label: 'Not saved', test: notSaved },
  {
    value: 'skipped',
    label: 'Skipped',
    test: (row) => row.kind === 'left-out' && row.item.state === 'planned',
  },
];

function failureText(failure: {
  status: number;
  message: string;
  fieldErrors: Record<string, string[]>;
}) {
  const fields = Object.entries(failure.fieldErrors).map(
    ([path, messages]) => `${path}: ${messages.join(' ')}`,
  );
  return [
    failure.status ? `${failure.status} — ${failure.message}` : failure.message,
    ...fields,
  ].join(' · ');
}

function appliedCells(item: ApplyItem, read: CampaignEditData | undefined) {
  const title = `${item.cid} ${item.name}`;
  const words = OUTCOME_WORDS[item.outcome];
  switch (item.outcome) {
    case 'verified':
      return [
        title,
        words,
        <ChangeList key="c" changes={diffCampaigns(item.before, item.readBack)} read={read} />,
      ];
    case 'differs':
      return [
        title,
        `${words}: ${item.differences.map((d) => d.label).join(', ')}`,
        <ChangeList key="c" changes={item.differences} read={read} />,
      ];
    case 'unverified':
    case 'unclear':
      return [title, `${words}: ${item.failure.message}`, ''];
    case 'failed':
      return [title, `${words}: ${failureText(item.failure)}`, ''];
    case 'changed-since':
      return [
        title,
        `${words} — not written`,
        <ChangeList key="c" changes={item.changes} read={read} />,
      ];
    case 'not-sent':
      return [title, words, ''];
  }
}

function leftOutCells(item: PreviewItem) {
  if (item.state === 'planned' && item.plan.kind === 'skipped')
    return [`${item.cid} ${item.plan.name}`, `${OUTCOME_WORDS.skipped}: ${item.plan.reason}`, ''];
  if (item.state === 'unreadable')
    return [
      String(item.cid),
      `${OUTCOME_WORDS.failed}: could not be read — ${item.failure.message}`,
      '',
    ];
  return [String(item.cid), OUTCOME_WORDS['not-sent'], ''];
}

/** After "Apply changes": per campaign what happened, and an explicit "Retry failed". */
export function ResultView({
  preview,
  apply,
  onRetry,
  onClose,
}: {
  preview: PreviewResult;
  apply: ApplyResult;
  onRetry: (cids: number[]) => void;
  onClose: () => void;
}) {
  const reads = new Map(
    preview.items.flatMap((i) => (i.state === 'planned' ? [[i.cid, i.read] as const] : [])),
  );
  const rows: Row[] = [
    ...apply.items.map((item): Row => ({ kind: 'applied', item })),
    ...preview.items
      .filter((item) => !(item.state === 'planned' && item.plan.kind === 'change'))
      .map((item): Row => ({ kind: 'left-out', item })),
  ];
  const counts = new Map<ApplyItem['outcome'], number>(
    SUMMARY_ORDER.map((outcome) => [outcome, 0]),
  );
  for (const item of apply.items) counts.set(item.outcome, (counts.get(item.outcome) ?? 0) + 1);
  const skippedCount = rows.length - apply.items.length;
  const retry = retryCids(preview, apply);
  const summary = [
    ...[...counts]
      .filter(([, n]) => n > 0)
      .map(([outcome, n]) => `${OUTCOME_WORDS[outcome]}: ${n}`),
    ...(skippedCount ? [`Skipped or unread: ${skippedCount}`] : []),
  ].join(' · ');
  return (
    <div className="space-y-3">
      <p role="status" className="text-sm font-medium">
        {apply.ended === 'completed'
          ? 'Done'
          : apply.ended === 'cancelled'
            ? 'Cancelled'
            : 'Stopped'}
        . {summary}
      </p>
      <PagedRows
        rows={rows}
        caption="Result of the changes"
        columns={['Campaign', 'Result', 'Before → after']}
        filters={FILTERS}
        render={(row) =>
          row.kind === 'applied'
            ? appliedCells(row.item, reads.get(row.item.cid))
            : leftOutCells(row.item)
        }
        rowKey={cidOf}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {retry.length > 0 ? (
          <Button variant="secondary" onClick={() => onRetry(retry)}>
            Retry failed
          </Button>
        ) : null}
        <Button onClick={onClose}>Close</Button>
      </div>
      {retry.length > 0 ? (
        <p className="text-right text-xs text-slate-600 dark:text-slate-400">
          “Retry failed” previews the {retry.length} campaigns not saved again, from fresh reads.
          Nothing is resent by itself.
        </p>
      ) : null}
    </div>
  );
}
