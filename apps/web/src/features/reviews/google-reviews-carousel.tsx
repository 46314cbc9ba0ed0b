'use client';

import { uiMessages } from '@porchlight/core/ui/ui.messages';

import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Alert, Anchor, Avatar, Group, Paper, Rating, Skeleton, Stack, Text, Title } from '@mantine/core';
import { isProPlan } from '@porchlight/core/providers/profile.constants';
import { GOOGLE_REVIEWS_CAROUSEL_INTERVAL_MS } from '@porchlight/core/reviews/google-reviews.constants';
import { getPlaceEndpoint } from '@porchlight/core/reviews/google-reviews.contracts';
import { googleReviewsMessages as messages } from '@porchlight/core/reviews/google-reviews.messages';
import {
  collapseWords,
  formatGoogleRating,
  googleReviewsToShow,
  relativeTime,
} from '@porchlight/core/reviews/google-reviews.rules';
import type { GooglePlace, GooglePlaceReview } from '@porchlight/core/reviews/google-reviews.schemas';
import { clampRating } from '@porchlight/core/reviews/reviews.rules';
import { IconBrandGoogle, IconSparkles } from '@tabler/icons-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useState } from 'react';
import { callApi } from '@/lib/api-client';
import { AnchorLink } from '@/lib/link-components';

type PlaceState = { status: 'loading' } | { status: 'loaded'; place: GooglePlace } | { status: 'failed' };

/**
 * The home page's Google Reviews carousel (spec 2 §4, §6, §9): moves on every 5 s until the visitor
 * touches it, each text collapsed after 50 words, only 5-star reviews on pro plans. The owner of a
 * free plan sees the upgrade prompt.
 */
export function GoogleReviewsCarousel({
  placeId,
  pro,
  isOwner = false,
  initialPlace,
}: {
  placeId: string;
  /** profile.pro: 1 or 2 are paid plans. */
  pro: number;
  isOwner?: boolean;
  /** Place details fetched by the server render, if any. */
  initialPlace?: GooglePlace;
}) {
  const [state, setState] = useState<PlaceState>(
    initialPlace ? { status: 'loaded', place: initialPlace } : { status: 'loading' },
  );

  useEffect(() => {
    if (initialPlace) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    callApi(getPlaceEndpoint, { params: { placeId } }, { signal: controller.signal })
      .then((place) => setState({ status: 'loaded', place }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [placeId, initialPlace]);

  const place = state.status === 'loaded' ? state.place : null;
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
            <AnchorLink href="/business" size="sm" fw={600}>
              See plans
            </AnchorLink>{' '}
            {uiMessages.ownerOnlyHint}
          </Text>
        </Alert>
      )}

      {state.status === 'loading' && <Skeleton height={180} radius="lg" />}
      {state.status !== 'loading' && reviews.length === 0 && (
        <Paper withBorder radius="lg" p="lg">
          <Text size="sm" c="dimmed">
            {messages.noReviews}
          </Text>
        </Paper>
      )}
      {reviews.length > 0 && <ReviewSlides reviews={reviews} />}
    </Stack>
  );
}

function ReviewSlides({ reviews }: { reviews: GooglePlaceReview[] }) {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [autoplay, setAutoplay] = useState(true);
  const stop = useCallback(() => setAutoplay(false), []);

  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) setAutoplay(false);
  }, []);

  // Auto-advance until the visitor drags, clicks a control or an indicator, or uses the keyboard.
  useEffect(() => {
    if (!embla || !autoplay || reviews.length < 2) return;
    const timer = window.setInterval(() => embla.scrollNext(), GOOGLE_REVIEWS_CAROUSEL_INTERVAL_MS);
    embla.on('pointerDown', stop);
    return () => {
      window.clearInterval(timer);
      embla.off('pointerDown', stop);
    };
  }, [embla, autoplay, reviews.length, stop]);

  return (
    <Carousel
      getEmblaApi={setEmbla}
      emblaOptions={{ loop: reviews.length > 1, align: 'start' }}
      slideSize={{ base: '100%', sm: '50%', lg: '33.3333%' }}
      slideGap="md"
      withControls={reviews.length > 1}
      withIndicators={reviews.length > 1}
      nextControlProps={{ onClick: stop, 'aria-label': 'Next review' }}
      previousControlProps={{ onClick: stop, 'aria-label': 'Previous review' }}
      getIndicatorProps={(index) => ({ onClick: stop, 'aria-label': `Review ${index + 1}` })}
      onKeyDownCapture={stop}
      data-autoplay={autoplay ? 'on' : 'off'}
      // Arrows and dots in a row under the cards, where they cover no review text.
      styles={{
        controls: { top: 'auto', bottom: -40, padding: 0 },
        indicators: { bottom: -26 },
        indicator: { background: 'var(--mantine-color-gray-5)' },
      }}
      controlSize={30}
      mb={44}
    >
      {reviews.map((review) => (
        <Carousel.Slide key={`${review.author_name}-${review.time}`}>
          <GoogleReviewCard review={review} onInteract={stop} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}

function GoogleReviewCard({ review, onInteract }: { review: GooglePlaceReview; onInteract: () => void }) {
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
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  fw={600}
                  onClick={() => {
                    onInteract();
                    setExpanded((open) => !open);
                  }}
                >
                  {expanded ? 'Show less' : 'Read more'}
                </Anchor>
              </>
            )}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
