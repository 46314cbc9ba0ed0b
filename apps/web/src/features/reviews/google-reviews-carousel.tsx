'use client';

import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { GOOGLE_REVIEWS_CAROUSEL_INTERVAL_MS } from '@porchlight/core/reviews/google-reviews.constants';
import type { GooglePlaceReview } from '@porchlight/core/reviews/google-reviews.schemas';
import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useState } from 'react';
import { GoogleReviewCard } from './google-review-card';
import classes from './google-reviews.module.css';

/**
 * The Google reviews as a carousel (spec 2 §4, §6): moves on every 5 s until the visitor touches it.
 * Loaded by google-review-slides.tsx when the reviews come into view, in place of their static row.
 */
export default function GoogleReviewsCarousel({ reviews }: { reviews: GooglePlaceReview[] }) {
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
      className={classes.slides}
    >
      {reviews.map((review) => (
        <Carousel.Slide key={`${review.author_name}-${review.time}`}>
          <GoogleReviewCard review={review} onInteract={stop} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
