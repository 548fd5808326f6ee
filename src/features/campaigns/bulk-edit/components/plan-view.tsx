import { Button } from '@/components/ui/button';
import type { PreviewItem, PreviewResult } from '@/features/campaigns/write/preview-run';
import { ChangeList } from './change-list';
import { PagedRows, type FilterOption } from './paged-rows';
import { formatCount } from '@/lib/format/number';

const willChange = (item: PreviewItem) => item.state === 'planned' && item.plan.kind === 'change';
const skipped = (item: PreviewItem) => item.state === 'planned' && item.plan.kind === 'skipped';
const unreadable = (item: PreviewItem) => item.state !== 'planned';

const FILTERS: readonly FilterOption<PreviewItem>[] = [
  { value: 'all', label: 'All', test: () => true },
  { value: 'change', label: 'Will change', test: willChange },
  { value: 'skipped', label: 'Skipped', test: skipped },
  { value: 'unreadable', label: 'Could not be read', test: unreadable },
];

function cells(item: PreviewItem) {
  const title = item.state === 'planned' ? `${item.cid} ${item.plan.name}` : String(item.cid);
  if (item.state === 'unreadable') {
    return [title, `Could not be read: ${item.failure.message}`, ''];
  }
  if (item.state === 'not-read') return [title, 'Not read', ''];
  const { plan, read } = item;
  if (plan.kind === 'skipped') {
    return [
      title,
      `Skipped: ${plan.reason}`,
      <ChangeList key="c" changes={[]} read={read} notes={plan.notes} />,
    ];
  }
  return [
    title,
    'Will change',
    <ChangeList key="c" changes={plan.changes} read={read} notes={plan.notes} />,
  ];
}

/** The preview: per campaign before → after, or why it is skipped. Nothing has been sent. */
export function PlanView({
  preview,
  onApply,
  onBack,
  onClose,
}: {
  preview: PreviewResult;
  onApply: () => void;
  onBack?: () => void;
  onClose: () => void;
}) {
  const count = preview.items.filter(willChange).length;
  const skip = preview.items.filter(skipped).length;
  const unread = preview.items.filter(unreadable).length;
  return (
    <div className="space-y-3">
      <p role="status" className="text-sm">
        <strong>{formatCount(count)}</strong>{' '}
        {count === 1 ? 'campaign will change' : 'campaigns will change'}, {formatCount(skip)}{' '}
        skipped{unread ? `, ${formatCount(unread)} could not be read` : ''}. Nothing has been saved
        yet.
      </p>
      <PagedRows
        rows={preview.items}
        caption="Preview of the changes"
        columns={['Campaign', 'Result', 'Before → after']}
        filters={FILTERS}
        render={cells}
        rowKey={(item) => item.cid}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
        {onBack ? (
          <Button variant="secondary" onClick={onBack}>
            Back
          </Button>
        ) : null}
        <Button disabled={count === 0} onClick={onApply}>
          Apply changes
        </Button>
      </div>
      <p className="text-right text-xs text-slate-600 dark:text-slate-400">
        Each campaign is read again right before it is saved; one changed meanwhile is not written.
      </p>
    </div>
  );
}
