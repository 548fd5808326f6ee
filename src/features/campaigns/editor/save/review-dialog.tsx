import { Suspense } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { lazyPart } from '@/components/lazy-part';
import type { Review } from './save-dialog';

// Off the editor's first view: requested once the form has changes (campaign-editor.tsx),
// the only time Save opens the review.
const { Component: ReviewBody, preload: preloadReviewBody } = lazyPart(
  () => import('./review-body'),
  'The review',
  { leave: { label: 'Cancel', action: (props) => props.onCancel } },
);
export { preloadReviewBody };

/** "Review changes": exactly the fields the PUT changes, old → new, then Confirm. */
export function ReviewDialog({
  review,
  onConfirm,
  onCancel,
}: {
  review: Review | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const count = review?.changes.length ?? 0;
  return (
    <Dialog
      open={review !== undefined}
      onClose={onCancel}
      title="Review changes"
      description={`${count} ${count === 1 ? 'field changes' : 'fields change'}. Everything else is sent back exactly as it was read.`}
      className="w-[min(48rem,calc(100vw-2rem))]"
    >
      {review ? (
        <Suspense fallback={<p className="text-sm">Loading the review…</p>}>
          <ReviewBody review={review} onConfirm={onConfirm} onCancel={onCancel} />
        </Suspense>
      ) : null}
    </Dialog>
  );
}
