import { createRandom, hashSeed } from '@porchlight/artwork/random';
import { itemAt } from '@porchlight/core/platform/required';
import { and, eq, isNull, like } from 'drizzle-orm';
import { type GooglePlaceReview, googlePlaces, providers } from '../schema/index';
import type { Db } from './factories';

/**
 * Stored Google reviews for the demo providers' place ids ('demo-place-{vanityName}'), so the
 * built-in places adapter has a carousel to show. Deterministic and idempotent: places that already
 * have a row are left alone.
 */

const AUTHORS = [
  'Jennifer M.',
  'Robert Alvarez',
  'Tasha Greene',
  'Chris P.',
  'Linda Okoye',
  'Mark Hoffman',
  'Priya S.',
  'Derek Lawson',
  'Angela Ruiz',
  'Sam Whitfield',
  'Naomi Castillo',
  'Ben Hartley',
];

const FIVE_STAR = [
  (name: string) =>
    `${name} was fantastic from start to finish. They answered the phone on the first ring, gave us a clear price before starting, showed up exactly when they said they would and left everything cleaner than they found it. The crew explained what they were doing as they went, never tried to upsell us on anything we did not need, and followed up the next day to make sure we were happy. We have used a lot of companies over the years and this is the first one we will call again without thinking twice. Highly recommend to anyone in the area.`,
  (name: string) => `Friendly, fast and fair. ${name} is our go-to now.`,
  (name: string) =>
    `Booked online on a Sunday night and they were here Tuesday morning. Professional, careful with our floors and the price matched the quote exactly. Thank you ${name}!`,
  () => 'Excellent work and great communication. Would hire again in a heartbeat.',
  (name: string) =>
    `We have had ${name} out three times now and every visit has been consistent: on time, polite, thorough. They remembered the details from last time, which we really appreciated.`,
];

const OTHER = [
  { rating: 4, text: () => 'Good job overall. Arrived a little late but called ahead to let us know.' },
  {
    rating: 4,
    text: (name: string) => `Solid work from ${name}; pricing was a bit higher than others we called.`,
  },
  { rating: 3, text: () => 'The work was fine, but scheduling took several calls.' },
  { rating: 2, text: () => 'Had to ask twice for them to finish a couple of small things they missed.' },
];

const DAY = 86_400;

/** The rating Google would show: the average of the stored reviews, one decimal. */
function averageOf(reviews: GooglePlaceReview[]): string {
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return (Math.round((sum / reviews.length) * 10) / 10).toFixed(1);
}

export function demoGoogleReviews(
  placeId: string,
  companyName: string,
  now: Date = new Date(),
): GooglePlaceReview[] {
  const random = createRandom(hashSeed(placeId));
  const authors = random.sample(AUTHORS, 8);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const texts = [
    ...FIVE_STAR.map((text) => ({ rating: 5, text: text(companyName) })),
    ...random.sample(OTHER, 3).map((other) => ({ rating: other.rating, text: other.text(companyName) })),
  ];
  return random.shuffle(texts).map((entry, i) => ({
    author_name: itemAt(authors, i % authors.length, 'demo review author'),
    // No external pictures: the carousel draws initials.
    profile_photo_url: '',
    rating: entry.rating,
    time: nowSeconds - random.int(3, 400) * DAY,
    text: entry.text,
  }));
}

export async function seedDemoGooglePlaces(db: Db, now: Date = new Date()): Promise<number> {
  const missing = await db
    .select({ placeId: providers.placeId, name: providers.name })
    .from(providers)
    .leftJoin(googlePlaces, eq(googlePlaces.placeId, providers.placeId))
    .where(and(like(providers.placeId, 'demo-place-%'), isNull(googlePlaces.placeId)));
  for (const { placeId, name } of missing) {
    if (!placeId) continue;
    const reviews = demoGoogleReviews(placeId, name, now);
    await db
      .insert(googlePlaces)
      .values({
        placeId,
        name,
        rating: averageOf(reviews),
        // Google counts every rating; the details call answers only a few texts.
        userRatingsTotal: 40 + (hashSeed(placeId) % 160),
        reviews,
      })
      .onConflictDoNothing();
  }
  return missing.length;
}
