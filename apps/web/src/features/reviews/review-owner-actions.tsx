'use client';

import { Button, Modal, Text } from '@mantine/core';
import { reviewMessages } from '@porchlight/core/reviews/review-writing.messages';
import { deleteReviewRoute } from '@porchlight/core/reviews/review-writing.routes';
import type { Review } from '@porchlight/core/reviews/reviews.schemas';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useCurrentUser } from '@/features/identity/current-user-context';
import { callApi } from '@/lib/api-client';
import { openConfirmDialog } from '@/lib/dialogs';
import { lazyComponent } from '@/lib/lazy-component';
import { reloadSoon, useAction } from '@/lib/use-action';
import { useSticky } from '@/lib/use-sticky';
import { ReviewDialogTitle } from './review-dialog-title';

// The form and its schemas load when the author first opens Edit.
const ReviewForm = lazyComponent(() => import('./add-review-dialog').then((m) => m.ReviewForm));

/**
 * The author's own controls on a review (spec 3 §2.1): edit it in the review form, or delete it after
 * 'Are you sure you want to delete your review?'. Renders nothing on other people's reviews.
 */
export function ReviewOwnerActions({
  provider,
  review,
  onDeleted = () => reloadSoon(),
}: {
  provider: { vanityNameLC: string; name: string };
  review: Review;
  /** Default: reload the page once 'Review deleted successfully' has been seen (spec 3 §8). */
  onDeleted?: (reviewNumber: number) => void;
}) {
  const { user } = useCurrentUser();
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const editorMounted = useSticky(editing);
  const remove = useAction(
    async () => {
      await callApi(deleteReviewRoute, {
        params: { vanityNameLC: provider.vanityNameLC, reviewNumber: review.reviewNumber },
      });
      onDeleted(review.reviewNumber);
    },
    { success: reviewMessages.reviewDeleted, errorTitle: reviewMessages.deleteReviewErrorTitle },
  );

  if (!review.ownedByCurrentUser || !user) return null;

  const confirm = () =>
    void openConfirmDialog({
      title: 'Delete review',
      centered: true,
      children: <Text size="sm">{reviewMessages.confirmDelete}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.run(),
    });

  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPencil size={16} />}
        onClick={() => setEditing(true)}
      >
        Edit my review
      </Button>
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        leftSection={<IconTrash size={16} />}
        loading={remove.busy}
        onClick={confirm}
      >
        Delete my review
      </Button>
      {editorMounted && (
        <Modal
          opened={editing}
          onClose={() => setEditing(false)}
          title={<ReviewDialogTitle title={reviewMessages.editDialogTitle} providerName={provider.name} />}
          size="lg"
          centered
        >
          <ReviewForm
            provider={provider}
            userId={user.id}
            needsName={false}
            existing={review}
            onCancel={() => setEditing(false)}
            onAdded={() => {
              setEditing(false);
              router.refresh();
            }}
          />
        </Modal>
      )}
    </>
  );
}
