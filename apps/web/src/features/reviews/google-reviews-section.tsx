import { isProPlan } from '@porchlight/core/providers/profile.constants';
import { googleReviewsMessages as messages } from '@porchlight/core/reviews/google-reviews.messages';
import { getPlaceRoute } from '@porchlight/core/reviews/google-reviews.routes';
import { formatGoogleRating, googleReviewsToShow } from '@porchlight/core/reviews/google-reviews.rules';
import type { GooglePlace } from '@porchlight/core/reviews/google-reviews.schemas';
import { clampRating } from '@porchlight/core/reviews/reviews.rules';
import { uiMessages } from '@porchlight/core/ui/ui.messages';
import { IconBrandGoogle, IconSparkles } from '@tabler/icons-react';
import { unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import { plansHref } from '@/features/plans/plans-href';
import { callServerApi } from '@/lib/server-api';
import { AnchorLink } from '@/ui/anchor-link';
import { Alert } from '@/ui/decorations';
import { Group, Stack } from '@/ui/layout';
import { Rating } from '@/ui/rating';
import { Paper } from '@/ui/surfaces';
import { Text, Title } from '@/ui/typography';
import { GoogleReviewSlides } from './google-review-slides';

/** The place's rating and reviews for this request; null when they cannot be read. */
const getGooglePlace = cache(async (placeId: string): Promise<GooglePlace | null> => {
  try {
    return await callServerApi(getPlaceRoute, { params: { placeId } });
  } catch (error) {
    // Next's own signals (a dynamic page during the build, a redirect) are not failures.
    unstable_rethrow(error);
    console.error('Google place', error);
    return null;
  }
});

/**
 * The home page's Google Reviews (spec 2 §4, §6, §9), rendered on the server: only 5-star reviews on
 * pro plans, each text collapsed after 50 words. The owner of a free plan sees the upgrade prompt.
 */
export async function GoogleReviewsSection({
  placeId,
  pro,
  isOwner,
  vanityName,
}: {
  placeId: string;
  /** profile.pro: 1 or 2 are paid plans. */
  pro: number;
  isOwner: boolean;
  /** The owner's upgrade prompt links to this company's Plans page. */
  vanityName: string;
}) {
  const place = await getGooglePlace(placeId);
  const reviews = place ? googleReviewsToShow(place.reviews, pro) : [];
  const rating = formatGoogleRating(place?.rating);

  return (
    <Stack gap="sm" component="section" aria-label="Google Reviews" data-testid="google-reviews">
      <Group justify="space-between" align="flex-end" gap="xs">
        <Group gap={8} wrap="nowrap">
          <IconBrandGoogle size={22} aria-hidden />
          <Title order={2} fz="h3">
            Google Reviews
          </Title>
        </Group>
        {place && rating && (
          <Group gap={6}>
            <Text fw={800}>{rating}</Text>
            <Rating value={clampRating(place.rating ?? 0)} fractions={10} readOnly size="sm" />
            <Text size="sm" c="dimmed">
              {place.user_ratings_total.toLocaleString('en-US')} reviews on Google
            </Text>
          </Group>
        )}
      </Group>

      {isOwner && !isProPlan(pro) && (
        <Alert variant="light" color="brand" icon={<IconSparkles size={18} />} py="xs">
          <Text size="sm">
            {messages.upgradePrompt}{' '}
            <AnchorLink href={plansHref(vanityName)} size="sm" fw={600}>
              See plans
            </AnchorLink>{' '}
            {uiMessages.ownerOnlyHint}
          </Text>
        </Alert>
      )}

      {reviews.length === 0 ? (
        <Paper withBorder radius="lg" p="lg">
          <Text size="sm" c="dimmed">
            {messages.noReviews}
          </Text>
        </Paper>
      ) : (
        <GoogleReviewSlides reviews={reviews} />
      )}
    </Stack>
  );
}
