'use client';

import { Button, Text } from '@mantine/core';
import { reviewMessages } from '@porchlight/core/reviews/review-writing.messages';
import { deleteReviewRoute } from '@porchlight/core/reviews/review-writing.routes';
import type { Review } from '@porchlight/core/reviews/reviews.schemas';
import { IconTrash } from '@tabler/icons-react';
import { callApi } from '@/lib/api-client';
import { openConfirmDialog } from '@/lib/dialogs';
import { reloadSoon, useAction } from '@/lib/use-action';

/**
 * The author's own controls on a review (spec 3 §2.1): delete after 'Are you sure you want to delete
 * your review?'. Renders nothing on other people's reviews.
 */
export function ReviewOwnerActions({
  vanityNameLC,
  review,
  onDeleted = () => reloadSoon(),
}: {
  vanityNameLC: string;
  review: Pick<Review, 'reviewNumber' | 'ownedByCurrentUser'>;
  /** Default: reload the page once 'Review deleted successfully' has been seen (spec 3 §8). */
  onDeleted?: (reviewNumber: number) => void;
}) {
  const remove = useAction(
    async () => {
      await callApi(deleteReviewRoute, { params: { vanityNameLC, reviewNumber: review.reviewNumber } });
      onDeleted(review.reviewNumber);
    },
    { success: reviewMessages.reviewDeleted, errorTitle: reviewMessages.deleteReviewErrorTitle },
  );

  if (!review.ownedByCurrentUser) return null;

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
  );
}
