import { createRandom } from '@porchlight/artwork/random';
import { and, count, eq, isNotNull, like, notInArray } from 'drizzle-orm';
import { providers, reviews, users } from '../schema/index';
import { type Db, seedReview } from './factories';

/**
 * More than 20 reviews on one demo provider, several of them verified customers' star-only reviews,
 * so the reviews page shows its 'Verified customer reviews (N)' group (spec 3 §2.1). Uses the demo
 * reviewer accounts (…@example.com) that have not reviewed it yet. Idempotent.
 */
export const BUSY_PROVIDER_VANITY = 'bright-nest-cleaning-co';
const TARGET_REVIEWS = 28;
const EMPTY_SHARE = 0.45;

const WORDS = [
  ['Always on time', 'They arrive when they say and the house sparkles afterwards.'],
  ['Worth every penny', 'Fair price, careful team, and they remember what we like.'],
  ['Reliable every two weeks', 'Same crew each visit, easy to reschedule by text.'],
  ['Great move-out clean', 'Got our full deposit back thanks to them.'],
] as const;

export async function seedDemoReviewExtras(
  db: Db,
  vanityNameLc: string = BUSY_PROVIDER_VANITY,
): Promise<number> {
  const [provider] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(eq(providers.vanityNameLc, vanityNameLc));
  if (!provider) return 0;
  const [{ value: existing } = { value: 0 }] = await db
    .select({ value: count() })
    .from(reviews)
    .where(eq(reviews.providerId, provider.id));
  if (existing > 20) return 0;

  const reviewed = db
    .select({ userId: reviews.userId })
    .from(reviews)
    .where(and(eq(reviews.providerId, provider.id), isNotNull(reviews.userId)));
  const candidates = await db
    .select({ id: users.id })
    .from(users)
    .where(and(like(users.email, '%@example.com'), notInArray(users.id, reviewed)))
    .orderBy(users.email);
  const random = createRandom(2811);
  const wanted = Math.min(candidates.length, TARGET_REVIEWS - existing);
  for (const [i, user] of candidates.slice(0, wanted).entries()) {
    const empty = random.chance(EMPTY_SHARE);
    const rating = random.chance(0.8) ? 5 : 4;
    const [headline, text] = random.pick(WORDS);
    await seedReview(db, {
      providerId: provider.id,
      userId: user.id,
      rating,
      headline: empty ? null : headline,
      review: empty ? null : text,
      attributes: empty ? [] : random.sample([6, 7, 8, 9, 10], random.int(1, 3)).sort((a, b) => a - b),
      relationship: 'c',
      visibility: 'p',
      verifiedCustomer: true,
      createdAt: new Date(Date.now() - (30 + i * 9) * 86_400_000),
    });
  }
  return wanted;
}
