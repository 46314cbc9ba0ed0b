'use client';

import { VERIFIED_GROUP_PAGE_SIZE } from '@porchlight/core/reviews/reviews.constants';
import { listReviewsRoute } from '@porchlight/core/reviews/reviews.routes';
import { groupReviews, verifiedGroupTitle } from '@porchlight/core/reviews/reviews.rules';
import type { Review } from '@porchlight/core/reviews/reviews.schemas';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { ReplyControls, ReviewOwnerActions } from '@/features/reviews/review-tools';
import { useAction } from '@/lib/use-action';
import { buttonProps } from '@/ui/button-style';
import { Group, Stack } from '@/ui/layout';
import { Paper } from '@/ui/surfaces';
import { Text } from '@/ui/typography';
import { ReviewCard } from './review-card';
import classes from './review-list.module.css';

export interface ReviewListProps {
  vanityName: string;
  vanityNameLC: string;
  /** The viewer manages this provider: reply controls on each review. */
  canReply: boolean;
  providerName: string;
  initialReviews: Review[];
  totalRecords: number;
  pageSize: number;
}

/**
 * The reviews of a provider (spec 3 §2.1): with more than 20, the verified customers' star-only reviews
 * sit in a collapsed 'Verified customer reviews (N)' group that shows 20 at a time.
 */
export function ReviewList({
  vanityName,
  vanityNameLC,
  canReply,
  providerName,
  initialReviews,
  totalRecords,
  pageSize,
}: ReviewListProps) {
  const [reviews, setReviews] = useState(initialReviews);
  const [groupOpen, setGroupOpen] = useState(false);
  const [groupShown, setGroupShown] = useState(VERIFIED_GROUP_PAGE_SIZE);
  // Friends' reviews and the viewer's own have their own sections above.
  const others = reviews.filter((review) => !review.byFriend && !review.ownedByCurrentUser);
  const { listed, verifiedGroup } = groupReviews(others, totalRecords);
  const setReply = (reviewNumber: number, reply: Pick<Review, 'providerReply' | 'providerReplyDate'>) =>
    setReviews((current) =>
      current.map((review) => (review.reviewNumber === reviewNumber ? { ...review, ...reply } : review)),
    );
  const item = (review: Review) => (
    <Stack key={review.reviewNumber} gap={4} data-testid="review-with-controls">
      <ReviewCard review={review} providerName={providerName} />
      {(review.ownedByCurrentUser || canReply) && (
        <Group gap="xs" px="xs">
          <ReviewOwnerActions provider={{ vanityNameLC, name: providerName }} review={review} />
          {canReply && (
            <ReplyControls
              vanityNameLC={vanityNameLC}
              review={review}
              onChanged={(reply) => setReply(review.reviewNumber, reply)}
            />
          )}
        </Group>
      )}
    </Stack>
  );

  const loadMore = useAction(async () => {
    const { callApi } = await import('@/lib/api-client');
    const page = await callApi(listReviewsRoute, {
      params: { vanityName },
      query: { first: reviews.length, rows: pageSize },
    });
    setReviews((current) => [...current, ...page.reviews]);
  });

  if (reviews.length === 0) {
    return (
      <Paper withBorder radius="lg" p="xl" ta="center">
        <Text fw={700}>No reviews yet</Text>
        <Text size="sm" c="dimmed">
          Be the first to tell others about {providerName}.
        </Text>
      </Paper>
    );
  }

  return (
    <Stack gap="md" data-testid="review-list">
      {listed.map(item)}
      {verifiedGroup.length > 0 && (
        <Paper withBorder radius="lg" p="md" data-testid="verified-group">
          <button
            type="button"
            className={classes.groupToggle}
            onClick={() => setGroupOpen((open) => !open)}
            aria-expanded={groupOpen}
          >
            <Group justify="space-between" component="span">
              <Text fw={700}>{verifiedGroupTitle(verifiedGroup.length)}</Text>
              <IconChevronDown
                size={18}
                style={{ transform: groupOpen ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
              />
            </Group>
          </button>
          <div className={classes.collapse} data-expanded={groupOpen || undefined} inert={!groupOpen}>
            <div className={classes.collapseInner}>
              <Stack gap="sm" mt="md">
                {verifiedGroup.slice(0, groupShown).map(item)}
                {groupShown < verifiedGroup.length && (
                  <button
                    type="button"
                    {...buttonProps({ variant: 'subtle' }, classes.showMoreInGroup)}
                    onClick={() => setGroupShown((shown) => shown + VERIFIED_GROUP_PAGE_SIZE)}
                  >
                    <span>Show more</span>
                  </button>
                )}
              </Stack>
            </div>
          </div>
        </Paper>
      )}
      {reviews.length < totalRecords && (
        <Group justify="center">
          <button
            type="button"
            {...buttonProps({ variant: 'default' })}
            data-loading={loadMore.busy || undefined}
            aria-busy={loadMore.busy || undefined}
            onClick={() => loadMore.run()}
          >
            <span>Show more reviews</span>
          </button>
        </Group>
      )}
    </Stack>
  );
}
