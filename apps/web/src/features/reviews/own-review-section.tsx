import type { Review } from '@porchlight/core/reviews/reviews.schemas';
import { IconUserCircle } from '@tabler/icons-react';
import { Group, Stack } from '@/ui/layout';
import { Title } from '@/ui/typography';
import { ReviewCard } from './review-card';
import { ReviewOwnerActions } from './review-tools';

/** The viewer's own review of the provider, first on the reviews page, with Edit and Delete. */
export function OwnReviewSection({
  review,
  provider,
}: {
  review: Review;
  provider: { vanityNameLC: string; name: string };
}) {
  return (
    <section id="your-review" aria-label="Your review" data-testid="your-review">
      <Stack gap={8}>
        <Group gap={8} wrap="nowrap">
          <IconUserCircle size={20} aria-hidden />
          <Title order={2} fz="h4">
            Your review
          </Title>
        </Group>
        <ReviewCard review={review} providerName={provider.name} />
        <Group gap="xs" px="xs">
          <ReviewOwnerActions provider={provider} review={review} />
        </Group>
      </Stack>
    </section>
  );
}
