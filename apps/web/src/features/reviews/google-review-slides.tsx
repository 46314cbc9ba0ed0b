'use client';

import type { GooglePlaceReview } from '@porchlight/core/reviews/google-reviews.schemas';
import { useEffect, useRef, useState } from 'react';
import { lazyComponent } from '@/lib/lazy-component';
import { GoogleReviewCard } from './google-review-card';
import classes from './google-reviews.module.css';

const GoogleReviewsCarousel = lazyComponent(() =>
  import('./google-reviews-carousel').then((module) => module.default),
);

/** How far below the screen the carousel starts loading, so it is ready when it scrolls in. */
const LOAD_MARGIN = '300px';

/**
 * The Google reviews, in the page's HTML as the carousel's first frame; the carousel itself (Embla,
 * autoplay) loads when they come near the screen and takes their place, looking the same.
 */
export function GoogleReviewSlides({ reviews }: { reviews: GooglePlaceReview[] }) {
  const rowRef = useRef<HTMLDivElement>(null);
  const [isNearScreen, setIsNearScreen] = useState(false);
  const canMove = reviews.length > 1;

  useEffect(() => {
    const row = rowRef.current;
    if (!canMove || !row) return;
    if (typeof IntersectionObserver === 'undefined') {
      setIsNearScreen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNearScreen(true);
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(row);
    return () => observer.disconnect();
  }, [canMove]);

  if (isNearScreen) return <GoogleReviewsCarousel reviews={reviews} />;
  return (
    <div ref={rowRef} className={`${classes.slides} ${classes.viewport}`}>
      <div className={classes.track}>
        {reviews.map((review) => (
          <div key={`${review.author_name}-${review.time}`} className={classes.slide}>
            <GoogleReviewCard review={review} />
          </div>
        ))}
      </div>
    </div>
  );
}
