import { REVIEW_RELATIONSHIPS } from '@porchlight/core/reviews/reviews.constants';
import { clampRating } from '@porchlight/core/reviews/reviews.rules';
import type { Review } from '@porchlight/core/reviews/reviews.schemas';
import { IconLock, IconMessageReply } from '@tabler/icons-react';
import { Badge } from '@/ui/badge';
import { Group, Stack } from '@/ui/layout';
import { Rating } from '@/ui/rating';
import { Paper } from '@/ui/surfaces';
import { Text } from '@/ui/typography';
import { AttributeBadges, VerifiedCustomerBadge } from './review-badges';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
export const formatReviewDate = (iso: string) => dateFormat.format(new Date(iso));

/** One review: stars (clamped 1-5), headline, who and when, attributes, text and the provider's reply. */
export function ReviewCard({ review, providerName }: { review: Review; providerName: string }) {
  return (
    <Paper component="article" withBorder radius="lg" p="lg" data-testid="review">
      <Stack gap={8}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Rating
              value={clampRating(review.totalRating)}
              readOnly
              size="sm"
              aria-label={`${review.rating} out of 5 stars`}
            />
            {review.headline && (
              <Text fw={800} size="lg" lh={1.3}>
                {review.headline}
              </Text>
            )}
          </Stack>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatReviewDate(review.createdAt)}
          </Text>
        </Group>
        <Group gap={8}>
          <Text size="sm" fw={700}>
            {review.displayUser}
          </Text>
          {review.relationship && (
            <Text size="sm" c="dimmed">
              {REVIEW_RELATIONSHIPS[review.relationship]}
            </Text>
          )}
          {review.verifiedCustomer && <VerifiedCustomerBadge />}
          {review.visibility === 'f' && (
            <Badge size="sm" color="gray" variant="light" leftSection={<IconLock size={12} />}>
              Friends only
            </Badge>
          )}
          {review.byFriend && (
            <Badge size="sm" color="brand" variant="light">
              Your friend
            </Badge>
          )}
        </Group>
        <AttributeBadges codes={review.attributes} />
        {review.review && (
          <Text size="sm" c="dark.6" style={{ whiteSpace: 'pre-line' }}>
            {review.review}
          </Text>
        )}
        {review.providerReply && (
          <Paper bg="gray.0" radius="md" p="sm" mt={4}>
            <Group gap={6} mb={4}>
              <IconMessageReply size={16} aria-hidden />
              <Text size="sm" fw={700}>
                Reply from {providerName}
              </Text>
              {review.providerReplyDate && (
                <Text size="xs" c="dimmed">
                  {formatReviewDate(review.providerReplyDate)}
                </Text>
              )}
            </Group>
            <Text size="sm" c="dark.5">
              {review.providerReply}
            </Text>
          </Paper>
        )}
      </Stack>
    </Paper>
  );
}
