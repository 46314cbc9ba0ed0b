'use client';

import { Button, Collapse, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { VERIFIED_GROUP_PAGE_SIZE } from '@porchlight/core/reviews/reviews.constants';
import { listReviewsEndpoint } from '@porchlight/core/reviews/reviews.contracts';
import { groupReviews, verifiedGroupTitle } from '@porchlight/core/reviews/reviews.rules';
import type { Review } from '@porchlight/core/reviews/reviews.schemas';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { ReplyControls } from '@/features/reviews/reply-controls';
import { ReviewOwnerActions } from '@/features/reviews/review-owner-actions';
import { callApi } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { ReviewCard } from './review-card';

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
  // Friends' reviews have their own section above.
  const others = reviews.filter((review) => !review.byFriend);
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
          <ReviewOwnerActions vanityNameLC={vanityNameLC} review={review} />
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
    const page = await callApi(listReviewsEndpoint, {
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
          <UnstyledButton onClick={() => setGroupOpen((open) => !open)} aria-expanded={groupOpen} w="100%">
            <Group justify="space-between">
              <Text fw={700}>{verifiedGroupTitle(verifiedGroup.length)}</Text>
              <IconChevronDown
                size={18}
                style={{ transform: groupOpen ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
              />
            </Group>
          </UnstyledButton>
          <Collapse expanded={groupOpen}>
            <Stack gap="sm" mt="md">
              {verifiedGroup.slice(0, groupShown).map(item)}
              {groupShown < verifiedGroup.length && (
                <Button
                  variant="subtle"
                  onClick={() => setGroupShown((shown) => shown + VERIFIED_GROUP_PAGE_SIZE)}
                >
                  Show more
                </Button>
              )}
            </Stack>
          </Collapse>
        </Paper>
      )}
      {reviews.length < totalRecords && (
        <Group justify="center">
          <Button variant="default" onClick={() => loadMore.run()} loading={loadMore.busy}>
            Show more reviews
          </Button>
        </Group>
      )}
    </Stack>
  );
}
