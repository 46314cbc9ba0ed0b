'use client';

import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { reviewMessages } from '@porchlight/core/reviews/review-writing.messages';
import type { Review } from '@porchlight/core/reviews/reviews.schemas';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { showErrorDialog } from '@/features/media/error-dialog';
import { showSuccess } from '@/lib/alerts';
import { useLeadingDebounce } from '@/lib/use-leading-debounce';
import { reviewWritingApi } from './review-writing-api';

/** After 'Review deleted successfully' the page reloads (spec 3 §8), once the toast has been seen. */
export const RELOAD_DELAY_MS = 1000;

export function reloadSoon(): void {
  setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
}

/**
 * The author's own controls on a review (spec 3 §2.1): delete after 'Are you sure you want to delete
 * your review?'. Renders nothing on other people's reviews.
 */
export function ReviewOwnerActions({
  vanityNameLC,
  review,
  onDeleted = reloadSoon,
}: {
  vanityNameLC: string;
  review: Pick<Review, 'reviewNumber' | 'ownedByCurrentUser'>;
  /** Default: reload the page. */
  onDeleted?: (reviewNumber: number) => void;
}) {
  const [deleting, setDeleting] = useState(false);

  const remove = useLeadingDebounce(async () => {
    setDeleting(true);
    try {
      await reviewWritingApi.deleteReview(vanityNameLC, review.reviewNumber);
      showSuccess(reviewMessages.reviewDeleted);
      onDeleted(review.reviewNumber);
    } catch (error) {
      showErrorDialog(reviewMessages.deleteReviewErrorTitle, error);
    } finally {
      setDeleting(false);
    }
  });

  if (!review.ownedByCurrentUser) return null;

  const confirm = () =>
    modals.openConfirmModal({
      title: 'Delete review',
      centered: true,
      children: <Text size="sm">{reviewMessages.confirmDelete}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: remove,
    });

  return (
    <Button
      variant="subtle"
      color="red"
      size="compact-sm"
      leftSection={<IconTrash size={16} />}
      loading={deleting}
      onClick={confirm}
    >
      Delete my review
    </Button>
  );
}
