import { randomUUID } from 'node:crypto';
import type { CatalogueEntry } from '@porchlight/core/offers/catalogue.schemas';
import {
  buildPricingForm,
  DEFAULT_INPUT_FORM,
  defaultOfferSections,
  describeOffer,
} from '@porchlight/core/offers/offer-defaults';
import { slugify } from '@porchlight/core/text/slug';
import { inArray, sql } from 'drizzle-orm';
import {
  memberships,
  offerCategories,
  offerPhotos,
  offerSubcategories,
  offers,
  photos,
  providers,
  reviews,
  users,
} from '../schema/index';
import type {
  Db,
  OfferRow,
  PhotoRow,
  ProviderRow,
  SeedPhotoInput,
  SeedProviderInput,
  SeedReviewInput,
  UserRow,
} from './factories';
import { insertOpenHours, zoneOfPlace } from './factories';

/**
 * The factories' rows written many at a time, for demo data in the hundreds of providers: one statement per
 * table and chunk instead of one per row (and one search-services refresh per chunk of offers, whose
 * trigger is per statement). The rows are those the one-at-a-time factories write.
 */

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest of these tables. */
const CHUNK = 400;

async function inChunks<T, R>(items: readonly T[], write: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const written: R[] = [];
  for (let start = 0; start < items.length; start += CHUNK) {
    written.push(...(await write(items.slice(start, start + CHUNK))));
  }
  return written;
}

export async function insertUsers(
  db: Db,
  inputs: { email: string; firstName: string; lastName: string; passwordHash: string }[],
): Promise<UserRow[]> {
  return inChunks(inputs, (chunk) =>
    db
      .insert(users)
      .values(
        chunk.map((input) => ({ ...input, email: input.email.trim().toLowerCase(), role: 'user' as const })),
      )
      .returning(),
  );
}

export interface BulkProvider {
  /** Complete fields: name, vanityName and the location are given, nothing is geocoded here. */
  fields: SeedProviderInput & { name: string; vanityName: string };
  offers: { entry: CatalogueEntry; featured: boolean }[];
}

/** Providers with their owners' memberships and their catalogue offers, filed under categories as seedOffer files them. */
export async function insertProvidersWithOffers(
  db: Db,
  items: readonly BulkProvider[],
): Promise<{ provider: ProviderRow; offers: OfferRow[] }[]> {
  const providerRows = await inChunks(items, (chunk) =>
    db
      .insert(providers)
      .values(
        chunk.map(({ fields: { owner: _owner, role: _role, hours, ...fields } }) => ({
          complimentaryItems: [...(fields.pro ? ['pro'] : []), ...(fields.customDomain ? ['domain'] : [])],
          ...zoneOfPlace(fields.latitude, fields.longitude),
          hoursShown: hours?.enabled ?? null,
          ...fields,
          vanityNameLc: fields.vanityName.toLowerCase(),
          publishedAt: fields.publishedAt ?? (fields.published === false ? null : new Date()),
        })),
      )
      .returning(),
  );
  const byVanity = new Map(providerRows.map((row) => [row.vanityNameLc, row]));
  const rowOf = (item: BulkProvider) => {
    const row = byVanity.get(item.fields.vanityName.toLowerCase());
    if (!row) throw new Error(`The provider insert returned no row for ${item.fields.vanityName}`);
    return row;
  };

  await inChunks(items, async (chunk) => {
    await insertOpenHours(
      db,
      chunk.map((item) => ({ providerId: rowOf(item).id, hours: item.fields.hours })),
    );
    return [];
  });

  const owned = items.filter((item) => item.fields.owner);
  await inChunks(owned, (chunk) =>
    db
      .insert(memberships)
      .values(
        chunk.map((item) => ({
          userId: item.fields.owner ?? '',
          providerId: rowOf(item).id,
          role: item.fields.role ?? ('owner' as const),
        })),
      )
      .returning({ id: memberships.providerId }),
  );

  // Categories and subcategories in the order the offers first name them, numbered as seedOffer numbers them.
  const categoryKeys = new Map<string, { providerId: string; name: string; orderNumber: number }>();
  for (const item of items) {
    const providerId = rowOf(item).id;
    for (const { entry } of item.offers) {
      const key = `${providerId}|${entry.c}`;
      if (!categoryKeys.has(key)) {
        const siblings = [...categoryKeys.values()].filter((value) => value.providerId === providerId).length;
        categoryKeys.set(key, { providerId, name: entry.c, orderNumber: 1000 + siblings });
      }
    }
  }
  const categoryRows = await inChunks([...categoryKeys.values()], (chunk) =>
    db
      .insert(offerCategories)
      .values(chunk.map((value) => ({ ...value, nameUri: slugify(value.name) })))
      .returning(),
  );
  const categoryId = (providerId: string, name: string) => {
    const row = categoryRows.find(
      (candidate) => candidate.providerId === providerId && candidate.name === name,
    );
    if (!row) throw new Error(`No offer category ${name} was written`);
    return row.id;
  };
  const subcategoryKeys = new Map<
    string,
    { providerId: string; categoryId: string; name: string; orderNumber: number }
  >();
  for (const item of items) {
    const providerId = rowOf(item).id;
    for (const { entry } of item.offers) {
      if (!entry.s) continue;
      const parent = categoryId(providerId, entry.c);
      const key = `${parent}|${entry.s}`;
      if (!subcategoryKeys.has(key)) {
        const siblings = [...subcategoryKeys.values()].filter((value) => value.categoryId === parent).length;
        subcategoryKeys.set(key, {
          providerId,
          categoryId: parent,
          name: entry.s,
          orderNumber: 1000 + siblings,
        });
      }
    }
  }
  const subcategoryRows = await inChunks([...subcategoryKeys.values()], (chunk) =>
    db
      .insert(offerSubcategories)
      .values(chunk.map((value) => ({ ...value, nameUri: slugify(value.name) })))
      .returning(),
  );
  const subcategoryId = (parent: string, name: string | undefined) =>
    name
      ? subcategoryRows.find((candidate) => candidate.categoryId === parent && candidate.name === name)?.id
      : undefined;

  const offerValues = items.flatMap((item) => {
    const provider = rowOf(item);
    return item.offers.map(({ entry, featured }, index) => {
      const parent = categoryId(provider.id, entry.c);
      const described = describeOffer({ name: entry.n, category: entry.c }, provider.name);
      return {
        providerId: provider.id,
        categoryId: parent,
        subcategoryId: subcategoryId(parent, entry.s),
        catalogueUri: entry.u,
        name: entry.n,
        nameUri: slugify(entry.n),
        featured,
        descriptionText: described.descriptionText,
        descriptionHtml: described.descriptionHtml,
        descriptionTeaser: described.descriptionTeaser,
        pricingForm: buildPricingForm(entry.inputForm ?? DEFAULT_INPUT_FORM),
        sections: defaultOfferSections(randomUUID),
        orderNumber: 1000 + index,
      };
    });
  });
  const offerRows = await inChunks(offerValues, (chunk) => db.insert(offers).values(chunk).returning());
  return items.map((item) => {
    const provider = rowOf(item);
    const own = offerRows
      .filter((offer) => offer.providerId === provider.id)
      .sort((a, b) => a.orderNumber - b.orderNumber);
    return { provider, offers: own };
  });
}

/** Photo rows, and which offer shows each (the files themselves are the caller's business). */
export async function insertPhotos(
  db: Db,
  inputs: readonly (Required<Pick<SeedPhotoInput, 'storageKey'>> & SeedPhotoInput & { offerId?: string })[],
): Promise<PhotoRow[]> {
  const rows = await inChunks(inputs, (chunk) =>
    db
      .insert(photos)
      .values(chunk.map(({ offerId: _offerId, ...input }) => ({ contentType: 'image/webp', ...input })))
      .returning(),
  );
  const byKey = new Map(rows.map((row) => [row.storageKey, row]));
  const links = inputs.flatMap((input) => {
    const photo = byKey.get(input.storageKey);
    return input.offerId && photo ? [{ offerId: input.offerId, photoId: photo.id }] : [];
  });
  await inChunks(links, (chunk) =>
    db.insert(offerPhotos).values(chunk).returning({ id: offerPhotos.photoId }),
  );
  return rows;
}

/**
 * Reviews, then each reviewed provider's rating_total and review_count set from its public reviews (what
 * seedReview keeps up one review at a time; friends-only reviews stay out of the figures).
 */
export async function insertReviews(db: Db, inputs: readonly SeedReviewInput[]): Promise<number> {
  await inChunks(inputs, (chunk) =>
    db
      .insert(reviews)
      .values(
        chunk.map((input) => {
          if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) {
            throw new Error(`A rating is 1 to 5, not ${input.rating}`);
          }
          return {
            ...input,
            attributes: input.attributes ?? [],
            visibility: input.visibility ?? ('p' as const),
            updatedAt: input.createdAt,
          };
        }),
      )
      .returning({ id: reviews.id }),
  );
  const reviewed = [...new Set(inputs.map((input) => input.providerId))];
  if (reviewed.length === 0) return 0;
  await db
    .update(providers)
    .set({
      ratingTotal: sql`coalesce((select sum(r.rating)::int from reviews r where r.provider_id = ${providers.id} and r.visibility = 'p'), 0)`,
      reviewCount: sql`(select count(*)::int from reviews r where r.provider_id = ${providers.id} and r.visibility = 'p')`,
    })
    .where(inArray(providers.id, reviewed));
  return inputs.length;
}
