'use client';

import { collapseWords, relativeTime } from '@porchlight/core/reviews/google-reviews.rules';
import type { GooglePlaceReview } from '@porchlight/core/reviews/google-reviews.schemas';
import { clampRating } from '@porchlight/core/reviews/reviews.rules';
import { useState } from 'react';
import { anchorProps } from '@/ui/anchor-link';
import { Avatar } from '@/ui/decorations';
import { Group, Stack } from '@/ui/layout';
import { Rating } from '@/ui/rating';
import { Paper } from '@/ui/surfaces';
import { Text } from '@/ui/typography';

/** One Google review: author, time, stars and the text collapsed after 50 words (spec 2 §9). */
export function GoogleReviewCard({
  review,
  onInteract,
}: {
  review: GooglePlaceReview;
  /** 'Read more' counts as touching the carousel: it stops moving on. */
  onInteract?: () => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const collapsed = collapseWords(review.text);
  return (
    <Paper withBorder radius="lg" p="md" h="100%" data-testid="google-review">
      <Stack gap={8}>
        <Group gap="sm" wrap="nowrap">
          <Avatar
            src={review.profile_photo_url || null}
            name={review.author_name}
            color="initials"
            radius="xl"
          />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700} size="sm" truncate>
              {review.author_name}
            </Text>
            <Text size="xs" c="dimmed">
              {relativeTime(review.time)}
            </Text>
          </Stack>
        </Group>
        <Rating
          value={clampRating(review.rating)}
          readOnly
          size="sm"
          aria-label={`${review.rating} out of 5 stars`}
        />
        {review.text && (
          <Text size="sm" c="dark.6" style={{ whiteSpace: 'pre-line' }}>
            {expanded ? review.text : collapsed.text}
            {collapsed.collapsed && (
              <>
                {' '}
                <button
                  type="button"
                  {...anchorProps({ size: 'sm', fw: 600 })}
                  onClick={() => {
                    onInteract?.();
                    setExpanded((open) => !open);
                  }}
                >
                  {expanded ? 'Show less' : 'Read more'}
                </button>
              </>
            )}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
