import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { InputFormName } from '@porchlight/core/offers/catalogue.constants';
import type { CatalogueEntry } from '@porchlight/core/offers/catalogue.schemas';
import {
  buildPricingForm,
  DEFAULT_INPUT_FORM,
  defaultOfferSections,
  describeOffer,
} from '@porchlight/core/offers/offer-defaults';
import { returnedRow } from '@porchlight/core/platform/required';
import { intervalsOf } from '@porchlight/core/providers/open-hours.rules';
import type { Hours } from '@porchlight/core/providers/profile.schemas';
import { slugify } from '@porchlight/core/text/slug';
import { timeZoneAt } from '@porchlight/zip-codes/time-zones';
import { geocodeZip } from '@porchlight/zip-codes/zip-codes';
import { and, count, eq, like, or, sql } from 'drizzle-orm';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import * as schema from '../schema/index';
import {
  friendships,
  memberships,
  offerCategories,
  offerSubcategories,
  offers,
  photos,
  providers,
  reviews,
  users,
} from '../schema/index';

/**
 * Seed functions shared by the demo data and the tests: each inserts one thing with sensible
 * defaults and returns the inserted row. They accept a connection or a transaction.
 */
export type Db = PgDatabase<NodePgQueryResultHKT, typeof schema>;

export type UserRow = typeof users.$inferSelect;
export type ProviderRow = typeof providers.$inferSelect;
export type OfferRow = typeof offers.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
export type PhotoRow = typeof photos.$inferSelect;
export type FriendshipRow = typeof friendships.$inferSelect;

/** Not an argon2 hash: verifying any password against it fails, so the account cannot log in. */
export const UNUSABLE_PASSWORD_HASH = '!';

// ---------------------------------------------------------------------------------------------
// Users

export interface SeedUserInput {
  email: string;
  firstName: string;
  lastName: string;
  role?: 'user' | 'admin';
  /** A ready argon2 hash (hash once, reuse for many users: argon2 is slow on purpose). */
  passwordHash?: string;
  /** Hashed here when no passwordHash is given. */
  password?: string;
  /** The account has shown it reads mail at its address (reaches Client Hubs with that address). */
  emailVerified?: boolean;
}

export async function seedUser(db: Db, input: SeedUserInput): Promise<UserRow> {
  const passwordHash =
    input.passwordHash ?? (input.password ? await hash(input.password) : UNUSABLE_PASSWORD_HASH);
  return returnedRow(
    await db
      .insert(users)
      .values({
        email: input.email.trim().toLowerCase(),
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.role ?? 'user',
        passwordHash,
        emailVerifiedAt: input.emailVerified ? new Date() : null,
      })
      .returning(),
    'user insert',
  );
}

/** Both directions of an accepted friendship (and any pending request between them is settled). */
export async function befriend(
  db: Db,
  userA: string,
  userB: string,
): Promise<[FriendshipRow, FriendshipRow]> {
  if (userA === userB) throw new Error('A user cannot befriend themselves');
  return db.transaction(async (tx) => {
    await tx
      .insert(friendships)
      .values([
        { userId: userA, friendId: userB },
        { userId: userB, friendId: userA },
      ])
      .onConflictDoNothing();
    await tx
      .delete(schema.friendRequests)
      .where(
        or(
          and(eq(schema.friendRequests.fromUserId, userA), eq(schema.friendRequests.toUserId, userB)),
          and(eq(schema.friendRequests.fromUserId, userB), eq(schema.friendRequests.toUserId, userA)),
        ),
      );
    const rows = await tx
      .select()
      .from(friendships)
      .where(
        or(
          and(eq(friendships.userId, userA), eq(friendships.friendId, userB)),
          and(eq(friendships.userId, userB), eq(friendships.friendId, userA)),
        ),
      );
    const forward = rows.find((row) => row.userId === userA);
    const backward = rows.find((row) => row.userId === userB);
    if (!forward || !backward) throw new Error('The friendship was not saved in both directions');
    return [forward, backward];
  });
}

// ---------------------------------------------------------------------------------------------
// Providers

type ProviderInsert = typeof providers.$inferInsert;

export interface SeedProviderInput extends Partial<Omit<ProviderInsert, 'id' | 'vanityNameLc'>> {
  /** The spec's hours object (spec 2 §3), kept as weekly intervals (open-hours.rules.ts); none when absent. */
  hours?: Hours | null;
  /** The user who becomes a member (no membership when absent). */
  owner?: string;
  role?: 'owner' | 'manager';
}

/** The slug of the name, with -2, -3 … appended when another provider already has it. */
export async function uniqueVanityName(db: Db, name: string): Promise<string> {
  const base = slugify(name) || 'provider';
  const rows = await db
    .select({ taken: providers.vanityNameLc })
    .from(providers)
    .where(or(eq(providers.vanityNameLc, base), like(providers.vanityNameLc, `${base}-%`)));
  const taken = new Set(rows.map((row) => row.taken));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}

const DEFAULT_ZIP = '78701';

/** The zone a provider at this point starts with, as a location save sets it (issue 33). */
export function zoneOfPlace(
  latitude: number | null | undefined,
  longitude: number | null | undefined,
): Pick<ProviderInsert, 'timeZone' | 'timeZoneSource'> {
  const zone = latitude != null && longitude != null ? timeZoneAt(latitude, longitude) : undefined;
  return zone ? { timeZone: zone, timeZoneSource: 'location' } : {};
}

/** Each provider's hours object as its weekly intervals (none for a provider without hours). */
export async function insertOpenHours(
  db: Db,
  items: readonly { providerId: string; hours: Hours | null | undefined }[],
): Promise<void> {
  const rows = items.flatMap(({ providerId, hours }) =>
    hours ? intervalsOf(hours).map((interval) => ({ providerId, ...interval })) : [],
  );
  if (rows.length > 0) await db.insert(schema.providerOpenHours).values(rows);
}

/**
 * A provider, published by default, in Austin TX unless a location is given (a zipCode alone is
 * geocoded), plus a membership for `owner`.
 */
export async function seedProvider(db: Db, input: SeedProviderInput = {}): Promise<ProviderRow> {
  const { owner, role, hours, ...fields } = input;
  const name = fields.name ?? 'Sample Home Services';
  const vanityName = fields.vanityName ?? (await uniqueVanityName(db, name));
  const place = geocodeZip(fields.zipCode ?? DEFAULT_ZIP);
  const published = fields.published ?? true;
  return db.transaction(async (tx) => {
    const row = returnedRow(
      await tx
        .insert(providers)
        .values({
          aboutMetadata: 'Friendly, reliable home services from a local team.',
          phoneNumber: '5125550100',
          city: place?.city,
          stateCode: place?.stateCode,
          latitude: place?.latitude,
          longitude: place?.longitude,
          ...zoneOfPlace(fields.latitude ?? place?.latitude, fields.longitude ?? place?.longitude),
          hoursShown: hours?.enabled ?? null,
          publishedAt: published ? new Date() : null,
          // A Pro flag or a custom domain set by hand is the platform's gift, as the migration that
          // brought plans reads them.
          complimentaryItems: [...(fields.pro ? ['pro'] : []), ...(fields.customDomain ? ['domain'] : [])],
          ...fields,
          zipCode: fields.zipCode ?? place?.zipCode,
          name,
          vanityName,
          vanityNameLc: vanityName.toLowerCase(),
          published,
        })
        .returning(),
      'provider insert',
    );
    if (owner)
      await tx.insert(memberships).values({ userId: owner, providerId: row.id, role: role ?? 'owner' });
    await insertOpenHours(tx, [{ providerId: row.id, hours }]);
    return row;
  });
}

// ---------------------------------------------------------------------------------------------
// Offers

/** A service that is not from the catalogue. */
export interface SeedOfferService {
  name: string;
  category: string;
  subcategory?: string;
  inputForm?: { name: InputFormName }[];
  catalogueUri?: string;
}

export interface SeedOfferOptions {
  featured?: boolean;
  orderNumber?: number;
  descriptionText?: string;
  descriptionHtml?: string;
  descriptionTeaser?: string;
  /** Used in the generated description; read from the provider when absent. */
  companyName?: string;
}

// The pricing form, descriptions and sections of a new offer live in core, shared with Add Services.
export { buildPricingForm, describeOffer };

async function findOrCreateCategory(tx: Db, providerId: string, name: string) {
  const nameUri = slugify(name);
  const [existing] = await tx
    .select()
    .from(offerCategories)
    .where(and(eq(offerCategories.providerId, providerId), eq(offerCategories.nameUri, nameUri)));
  if (existing) return existing;
  const [{ value: siblings } = { value: 0 }] = await tx
    .select({ value: count() })
    .from(offerCategories)
    .where(eq(offerCategories.providerId, providerId));
  return returnedRow(
    await tx
      .insert(offerCategories)
      .values({ providerId, name, nameUri, orderNumber: 1000 + siblings })
      .returning(),
    'offer category insert',
  );
}

async function findOrCreateSubcategory(tx: Db, providerId: string, categoryId: string, name: string) {
  const nameUri = slugify(name);
  const [existing] = await tx
    .select()
    .from(offerSubcategories)
    .where(and(eq(offerSubcategories.categoryId, categoryId), eq(offerSubcategories.nameUri, nameUri)));
  if (existing) return existing;
  const [{ value: siblings } = { value: 0 }] = await tx
    .select({ value: count() })
    .from(offerSubcategories)
    .where(eq(offerSubcategories.categoryId, categoryId));
  return returnedRow(
    await tx
      .insert(offerSubcategories)
      .values({ providerId, categoryId, name, nameUri, orderNumber: 1000 + siblings })
      .returning(),
    'offer subcategory insert',
  );
}

/**
 * An offer of the provider, from a catalogue entry or a free-form service, filed under its category
 * and subcategory (created on first use), with descriptions and a pricing form.
 */
export async function seedOffer(
  db: Db,
  providerId: string,
  service: CatalogueEntry | SeedOfferService,
  offerOptions: SeedOfferOptions = {},
): Promise<OfferRow> {
  const normalized: SeedOfferService =
    'n' in service
      ? {
          name: service.n,
          category: service.c,
          subcategory: service.s,
          inputForm: service.inputForm,
          catalogueUri: service.u,
        }
      : service;
  return db.transaction(async (tx) => {
    let companyName = offerOptions.companyName;
    if (!companyName) {
      const [provider] = await tx
        .select({ name: providers.name })
        .from(providers)
        .where(eq(providers.id, providerId));
      if (!provider) throw new Error(`No provider ${providerId}`);
      companyName = provider.name;
    }
    const category = await findOrCreateCategory(tx, providerId, normalized.category);
    const subcategory = normalized.subcategory
      ? await findOrCreateSubcategory(tx, providerId, category.id, normalized.subcategory)
      : undefined;
    let orderNumber = offerOptions.orderNumber;
    if (orderNumber === undefined) {
      const [{ value } = { value: 0 }] = await tx
        .select({ value: count() })
        .from(offers)
        .where(eq(offers.providerId, providerId));
      orderNumber = 1000 + value;
    }
    const described = describeOffer({ name: normalized.name, category: normalized.category }, companyName);
    return returnedRow(
      await tx
        .insert(offers)
        .values({
          providerId,
          categoryId: category.id,
          subcategoryId: subcategory?.id,
          catalogueUri: normalized.catalogueUri,
          name: normalized.name,
          nameUri: slugify(normalized.name),
          featured: offerOptions.featured ?? false,
          descriptionText: offerOptions.descriptionText ?? described.descriptionText,
          descriptionHtml: offerOptions.descriptionHtml ?? described.descriptionHtml,
          descriptionTeaser: offerOptions.descriptionTeaser ?? described.descriptionTeaser,
          pricingForm: buildPricingForm(normalized.inputForm ?? DEFAULT_INPUT_FORM),
          sections: defaultOfferSections(randomUUID),
          orderNumber,
        })
        .returning(),
      'offer insert',
    );
  });
}

// ---------------------------------------------------------------------------------------------
// Photos and reviews

export interface SeedPhotoInput {
  providerId: string;
  friendlyImageName: string;
  storageKey?: string;
  contentType?: string;
  width?: number;
  height?: number;
  orderNumber?: number;
  isVideo?: boolean;
}

/** A photo row (the file itself is the caller's business: see images.ts and saveMedia). */
export async function seedPhoto(db: Db, input: SeedPhotoInput): Promise<PhotoRow> {
  return returnedRow(
    await db
      .insert(photos)
      .values({
        ...input,
        storageKey:
          input.storageKey ?? `providers/${input.providerId}/photos/${input.friendlyImageName}.webp`,
        contentType: input.contentType ?? 'image/webp',
      })
      .returning(),
    'photo insert',
  );
}

export interface SeedReviewInput {
  providerId: string;
  userId: string | null;
  rating: number;
  headline?: string | null;
  review?: string | null;
  attributes?: number[];
  relationship?: 'c' | 'e' | 'f' | 's' | null;
  visibility?: 'f' | 'p';
  verifiedCustomer?: boolean;
  providerReply?: string | null;
  providerReplyDate?: Date | null;
  createdAt?: Date;
}

/**
 * A review, and the provider's rating_total and review_count moved with it in one transaction
 * when it is public (friends-only reviews stay out of the public figures).
 */
export async function seedReview(db: Db, input: SeedReviewInput): Promise<ReviewRow> {
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) {
    throw new Error(`A rating is 1 to 5, not ${input.rating}`);
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reviews)
      .values({
        ...input,
        attributes: input.attributes ?? [],
        visibility: input.visibility ?? 'p',
        updatedAt: input.createdAt,
      })
      .returning();
    if (!row) throw new Error('the review insert returned no row');
    if (row.visibility !== 'p') return row;
    await tx
      .update(providers)
      .set({
        ratingTotal: sql`${providers.ratingTotal} + ${input.rating}`,
        reviewCount: sql`${providers.reviewCount} + 1`,
      })
      .where(eq(providers.id, input.providerId));
    return row;
  });
}
